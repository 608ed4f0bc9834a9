import type { Redis } from 'ioredis';
import type { RateLimiter, RateLimitOutcome } from '../../application/ports/rate-limiter';

/** Kept past its window's end for a second, so a slow clock on one process still finds it. */
const keptAfterWindowMs = 1000;

/**
 * Fixed windows counted in Redis, shared by every process: one key per (key, window), created with its expiry and
 * incremented in one transaction (one round trip), so a count never outlives its window and two processes never
 * both see the same count.
 */
export class RedisRateLimiter implements RateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'splitpenny:rate:',
  ) {}

  async consume(key: string, limit: number, windowSeconds: number, now: Date): Promise<RateLimitOutcome> {
    const windowMs = windowSeconds * 1000;
    const windowStart = Math.floor(now.getTime() / windowMs) * windowMs;
    const windowEnd = windowStart + windowMs;
    const redisKey = `${this.prefix}${windowStart}:${key}`;
    const results = await this.redis
      .multi()
      .set(redisKey, 0, 'PX', windowEnd - now.getTime() + keptAfterWindowMs, 'NX')
      .incr(redisKey)
      .exec();
    const [, counted] = results ?? [];
    if (counted === undefined || counted[0] !== null) {
      throw counted?.[0] ?? new Error('Redis discarded the rate limit transaction');
    }
    const count = Number(counted[1]);
    const retryAfterSeconds = Math.max(1, Math.ceil((windowEnd - now.getTime()) / 1000));
    return { allowed: count <= limit, retryAfterSeconds, count };
  }
}
