import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { LRUCache } from 'lru-cache';
import type { RateLimiter } from '../../application/ports/rate-limiter';
import { windowStartOf } from '../../domain/shared/sliding-window';

/** A store @fastify/rate-limit builds itself (it takes the class): counts kept where the limiter keeps them. */
export type RateLimitStoreClass = FastifyRateLimitStoreCtor;

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * The plugin's store over a `RateLimiter`, so that a route's limit is counted where the rest of the application's
 * are: in Redis or PostgreSQL, shared by every process, or in this process's memory, always in the limiter's sliding
 * windows (the plugin's own memory store counts a fixed window from a key's first request instead); keys are kept apart by the plugin's key
 * generator. A key refused once stays refused until the limiter says an attempt would be allowed, so it is refused
 * from memory meanwhile: a client hammering past its limit costs the shared store nothing more.
 */
export function rateLimitStoreOver(limiter: RateLimiter, now: () => number = Date.now): RateLimitStoreClass {
  return class LimiterStore implements FastifyRateLimitStore {
    private readonly refusedUntil = new LRUCache<string, number>({ max: 10_000 });

    incr(key: string, callback: IncrCallback, timeWindow: number, max: number): void {
      const at = now();
      const until = this.refusedUntil.get(key);
      if (until !== undefined && at < until) {
        callback(null, { current: max + 1, ttl: until - at });
        return;
      }
      const windowMs = Math.max(1000, timeWindow);
      const windowEnd = windowStartOf(at, windowMs) + windowMs;
      limiter.consume(key, max, windowMs / 1000, new Date(at)).then(
        (outcome) => {
          if (outcome.allowed) return callback(null, { current: outcome.count, ttl: windowEnd - at });
          const retryAt = at + outcome.retryAfterSeconds * 1000;
          this.refusedUntil.set(key, retryAt);
          return callback(null, { current: outcome.count, ttl: retryAt - at });
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
