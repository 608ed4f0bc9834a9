import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startRawEventRotationSchedule } from '../../../adapters/scheduling/raw-event-rotation-schedule';
import { captureLogs } from '../../support/capture-logs';

const minute = 60_000;
const hour = 60 * minute;

describe('the hourly raw event rotation', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('rotates a minute after start, then every hour, and logs how many batches went when some did', async () => {
    const removed = [0, 1_234];
    let runs = 0;
    const { logger, text } = captureLogs();
    const schedule = startRawEventRotationSchedule({ rotateRawEvents: async () => removed[runs++] ?? 0, logger });

    await vi.advanceTimersByTimeAsync(minute - 1);
    expect(runs).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toBe(1);
    expect(text()).not.toContain('past their retention removed');
    await vi.advanceTimersByTimeAsync(hour);
    expect(runs).toBe(2);
    expect(text()).toContain('"removed":1234');
    expect(text().match(/raw tracking events past their retention removed/g)).toHaveLength(1);

    schedule.stop();
    await vi.advanceTimersByTimeAsync(3 * hour);
    expect(runs).toBe(2);
  });
});
