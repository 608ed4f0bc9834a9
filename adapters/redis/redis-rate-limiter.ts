import type { Redis } from 'ioredis';
import type { RateLimiter, RateLimitOutcome } from '../../application/ports/rate-limiter';

/** Kept past its window's end for a second, so a slow clock on one process still finds it. */
const keptAfterWindowMs = 1000;

/** Counts one attempt and, on a window's first, sets when its key goes: one command, run whole by Redis. */
const countScript = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;

/** The client with the script defined on it (ioredis sends it by its hash, and the script itself only once). */
type CountingRedis = Redis & { countAttempt(key: string, expiresInMs: number): Promise<number> };

/**
 * Fixed windows counted in Redis, shared by every process: one key per (key, window), incremented and given its
 * expiry by one script, so a count never outlives its window and no two attempts see the same count. Attempts made
 * at the same moment go to Redis in one write (the client's auto-pipelining).
 */
export class RedisRateLimiter implements RateLimiter {
  private readonly redis: CountingRedis;

  constructor(
    redis: Redis,
    private readonly prefix = 'splitpenny:rate:',
  ) {
    if (!('countAttempt' in redis)) redis.defineCommand('countAttempt', { numberOfKeys: 1, lua: countScript });
    this.redis = redis as CountingRedis;
  }

  async consume(key: string, limit: number, windowSeconds: number, now: Date): Promise<RateLimitOutcome> {
    const windowMs = windowSeconds * 1000;
    const windowStart = Math.floor(now.getTime() / windowMs) * windowMs;
    const windowEnd = windowStart + windowMs;
    const count = Number(
      await this.redis.countAttempt(
        `${this.prefix}${windowStart}:${key}`,
        windowEnd - now.getTime() + keptAfterWindowMs,
      ),
    );
    const retryAfterSeconds = Math.max(1, Math.ceil((windowEnd - now.getTime()) / 1000));
    return { allowed: count <= limit, retryAfterSeconds, count };
  }
}
