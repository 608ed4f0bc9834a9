import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RateLimiter } from '../../application/ports/rate-limiter';

/** A store @fastify/rate-limit builds itself (it takes the class): counts kept where the limiter keeps them. */
export type RateLimitStoreClass = FastifyRateLimitStoreCtor;

/**
 * The plugin's store over a `RateLimiter`, so that a route's limit is counted where the rest of the application's
 * are: in Redis or PostgreSQL, shared by every process. Windows are the limiter's fixed ones (the plugin's own
 * memory store starts a window at a key's first request instead); keys are kept apart by the plugin's key generator.
 * A limiter that fails is the plugin's to handle (`skipOnError`).
 */
export function rateLimitStoreOver(limiter: RateLimiter): RateLimitStoreClass {
  return class LimiterStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
      max: number,
    ): void {
      const now = new Date();
      const windowMs = Math.max(1000, timeWindow);
      limiter.consume(key, max, windowMs / 1000, now).then(
        (outcome) => {
          const windowEnd = Math.floor(now.getTime() / windowMs) * windowMs + windowMs;
          callback(null, { current: outcome.count, ttl: windowEnd - now.getTime() });
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
