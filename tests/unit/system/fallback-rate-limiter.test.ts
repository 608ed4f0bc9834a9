import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RateLimiter } from '../../../application/ports/rate-limiter';
import { FallbackRateLimiter } from '../../../adapters/system/fallback-rate-limiter';
import { MemoryRateLimiter } from '../../../adapters/system/memory-rate-limiter';

const unreachable: RateLimiter = {
  consume: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:6379')),
};

describe('a shared rate limiter with a fallback', () => {
  afterEach(() => vi.useRealTimers());

  it('counts in the fallback while the shared store fails, reporting at once and then every 30 s', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-10T09:00:00Z') });
    const reports: number[] = [];
    const limiter = new FallbackRateLimiter(unreachable, new MemoryRateLimiter(), (_error, fallbacks) =>
      reports.push(fallbacks),
    );
    const now = new Date('2026-03-10T09:00:00Z');

    const outcomes = [];
    for (let i = 0; i < 3; i += 1) outcomes.push(await limiter.consume('client', 2, 60, now));
    expect(outcomes.map((outcome) => outcome.allowed)).toEqual([true, true, false]);
    expect(reports).toEqual([1]);

    vi.advanceTimersByTime(29_000);
    await limiter.consume('client', 2, 60, now);
    expect(reports).toEqual([1]);
    vi.advanceTimersByTime(1_000);
    await limiter.consume('client', 2, 60, now);
    expect(reports).toEqual([1, 4]);
  });

  it('uses the shared store while it answers', async () => {
    const shared = new MemoryRateLimiter();
    const limiter = new FallbackRateLimiter(shared, unreachable, () => {
      throw new Error('nothing to report');
    });
    await limiter.consume('client', 1, 60, new Date(0));
    expect((await shared.consume('client', 1, 60, new Date(0))).count).toBe(2);
  });
});
