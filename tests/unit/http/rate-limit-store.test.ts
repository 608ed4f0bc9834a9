import { describe, expect, it } from 'vitest';
import { rateLimitStoreOver } from '../../../adapters/http/rate-limit-store';
import { MemoryRateLimiter } from '../../../adapters/system/memory-rate-limiter';
import type { RateLimiter } from '../../../application/ports/rate-limiter';

/** A limiter counting how often it is asked. */
function askedLimiter(): { limiter: RateLimiter; asked: () => number } {
  const inner = new MemoryRateLimiter();
  let asked = 0;
  return {
    limiter: {
      consume: (...args) => {
        asked += 1;
        return inner.consume(...args);
      },
    },
    asked: () => asked,
  };
}

describe("the rate limit plugin's store over a shared limiter", () => {
  const minute = Date.parse('2026-03-10T09:00:00Z');

  it("gives the plugin the limiter's count and the time left in its window", async () => {
    const { limiter } = askedLimiter();
    const Store = rateLimitStoreOver(limiter, () => minute + 20_000);
    const store = new Store({});
    const result = await new Promise((resolve, reject) =>
      store.incr('client', (error, value) => (error ? reject(error) : resolve(value)), 60_000, 5),
    );
    expect(result).toEqual({ current: 1, ttl: 40_000 });
  });

  it('refuses a refused key from memory until an attempt would be allowed, then asks the limiter again', async () => {
    const { limiter, asked } = askedLimiter();
    let now = minute + 1000;
    const store = new (rateLimitStoreOver(limiter, () => now))({});
    const incr = (): Promise<{ current: number; ttl: number } | undefined> =>
      new Promise((resolve, reject) =>
        store.incr('client', (error, value) => (error ? reject(error) : resolve(value)), 60_000, 2),
      );

    expect((await incr())?.current).toBe(1);
    expect((await incr())?.current).toBe(2);
    expect((await incr())?.current).toBe(3);
    expect(asked()).toBe(3);
    // Three in the window at a limit of 2: one more once two thirds of them slid out of the last minute's span.
    now = minute + 59_000;
    expect(await incr()).toEqual({ current: 3, ttl: 41_000 });
    now = minute + 60_000;
    expect(await incr()).toEqual({ current: 3, ttl: 40_000 });
    expect(asked()).toBe(3);

    now = minute + 100_000;
    expect((await incr())?.current).toBe(2);
    expect(asked()).toBe(4);
  });
});
