import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startLowBalanceWarningSchedule } from '../../../adapters/scheduling/low-balance-warning-schedule';
import type { LowBalanceReport } from '../../../application/tracking/warn-low-balances';
import { captureLogs } from '../../support/capture-logs';

const minute = 60_000;
const hour = 60 * minute;

describe('the hourly low-balance warning', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('checks two minutes after start, then every hour, and logs only the runs that warned someone', async () => {
    const reports: LowBalanceReport[] = [
      { ownersChecked: 3, ownersWarned: 1, emailsFailed: 0 },
      { ownersChecked: 2, ownersWarned: 0, emailsFailed: 0 },
    ];
    let runs = 0;
    const { logger, text } = captureLogs();
    const schedule = startLowBalanceWarningSchedule({
      warnLowBalances: async () => reports[runs++] ?? { ownersChecked: 0, ownersWarned: 0, emailsFailed: 0 },
      logger,
    });

    await vi.advanceTimersByTimeAsync(2 * minute - 1);
    expect(runs).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toBe(1);
    expect(text()).toContain('"lowBalance":{"ownersChecked":3,"ownersWarned":1,"emailsFailed":0}');
    await vi.advanceTimersByTimeAsync(hour);
    expect(runs).toBe(2);
    expect(text().match(/owners running low on sessions warned/g)).toHaveLength(1);

    schedule.stop();
    await vi.advanceTimersByTimeAsync(3 * hour);
    expect(runs).toBe(2);
  });
});
