import type { Redis } from 'ioredis';
import type { RateLimiter, RateLimitOutcome } from '../../application/ports/rate-limiter';
import { slidingWindowOutcome, windowStartOf } from '../../domain/shared/sliding-window';

/** Kept past the next window's end for a second, so a slow clock on one process still finds it. */
const keptAfterWindowMs = 1000;

/**
 * Counts one attempt in the current window's key and, on its first, sets when the key goes (the end of the next
 * window, which weighs it); answers that count and the previous window's: one command, run whole by Redis.
 */
const countScript = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local previous = redis.call('GET', KEYS[2])
return {count, tonumber(previous) or 0}`;

/** The client with the script defined on it (ioredis sends it by its hash, and the script itself only once). */
type CountingRedis = Redis & {
  countAttempt(key: string, previousKey: string, expiresInMs: number): Promise<[number, number]>;
};

/**
 * Sliding windows (domain/shared/sliding-window.ts) counted in Redis, shared by every process: one key per (key,
 * fixed window), incremented, given its expiry and read with the previous window's by one script, so a count never
 * outlives the window after its own and no two attempts see the same count. Attempts made at the same moment go to
 * Redis in one write (the client's auto-pipelining).
 */
export class RedisRateLimiter implements RateLimiter {
  private readonly redis: CountingRedis;

  constructor(
    redis: Redis,
    private readonly prefix = 'splitpenny:rate:',
  ) {
    if (!('countAttempt' in redis)) redis.defineCommand('countAttempt', { numberOfKeys: 2, lua: countScript });
    this.redis = redis as CountingRedis;
  }

  async consume(key: string, limit: number, windowSeconds: number, now: Date): Promise<RateLimitOutcome> {
    const windowMs = windowSeconds * 1000;
    const windowStart = windowStartOf(now.getTime(), windowMs);
    const [current, previous] = await this.redis.countAttempt(
      `${this.prefix}${windowStart}:${key}`,
      `${this.prefix}${windowStart - windowMs}:${key}`,
      windowStart + 2 * windowMs - now.getTime() + keptAfterWindowMs,
    );
    return slidingWindowOutcome(
      { current: Number(current), previous: Number(previous) },
      limit,
      windowMs,
      now.getTime(),
    );
  }
}
