import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../../adapters/logging/create-logger';
import { startTopUpSchedule } from '../../../adapters/scheduling/top-up-schedule';
import type { TopUpAccounts, TopUpReport } from '../../../application/top-ups/top-up-accounts';
import type { TopUpMonth } from '../../../domain/top-ups/monthly-top-up';

const hour = 60 * 60 * 1000;
const report = (month: TopUpMonth): TopUpReport => ({
  month,
  level: 1000,
  dryRun: false,
  accountsChecked: 0,
  accountsToppedUp: 0,
  sessionsAdded: 0,
});

describe('the hourly top-up schedule', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs for the current UTC month soon after start, then every hour, until stopped', async () => {
    const months: string[] = [];
    const topUpAccounts: TopUpAccounts = async ({ month }) => {
      months.push(month);
      return report(month);
    };
    const clock = { now: () => new Date(Date.now()) };
    vi.setSystemTime(new Date('2026-11-30T22:30:00Z'));
    const schedule = startTopUpSchedule({
      topUpAccounts,
      clock,
      logger: createLogger('silent'),
      firstRunAfterMs: 1000,
    });

    await vi.advanceTimersByTimeAsync(1000);
    expect(months).toEqual(['2026-11']);
    await vi.advanceTimersByTimeAsync(2 * hour);
    expect(months).toEqual(['2026-11', '2026-11', '2026-12']);

    schedule.stop();
    await vi.advanceTimersByTimeAsync(5 * hour);
    expect(months).toHaveLength(3);
  });

  it('never starts a run while the last one is still going, and carries on after a failure', async () => {
    let calls = 0;
    let finish: () => void = () => {};
    const topUpAccounts: TopUpAccounts = async ({ month }) => {
      calls += 1;
      if (calls === 1) await new Promise<void>((resolve) => (finish = resolve));
      if (calls === 2) throw new Error('database unreachable');
      return report(month);
    };
    const schedule = startTopUpSchedule({
      topUpAccounts,
      clock: { now: () => new Date() },
      logger: createLogger('silent'),
      firstRunAfterMs: 0,
      everyMs: hour,
    });

    await vi.advanceTimersByTimeAsync(3 * hour);
    expect(calls).toBe(1);
    finish();
    await vi.advanceTimersByTimeAsync(hour);
    expect(calls).toBe(2);
    await vi.advanceTimersByTimeAsync(hour);
    expect(calls).toBe(3);
    schedule.stop();
  });
});
