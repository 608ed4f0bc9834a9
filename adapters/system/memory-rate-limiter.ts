import { LRUCache } from 'lru-cache';
import type { RateLimiter, RateLimitOutcome } from '../../application/ports/rate-limiter';

/**
 * Fixed windows counted in this process's memory, the least recently used keys forgotten first: what a limit falls
 * back on while its shared store cannot be reached (each process then allows the limit on its own).
 */
export class MemoryRateLimiter implements RateLimiter {
  private readonly counts: LRUCache<string, number>;

  constructor(maxKeys = 100_000) {
    this.counts = new LRUCache<string, number>({ max: maxKeys });
  }

  async consume(key: string, limit: number, windowSeconds: number, now: Date): Promise<RateLimitOutcome> {
    const windowMs = windowSeconds * 1000;
    const windowStart = Math.floor(now.getTime() / windowMs) * windowMs;
    const windowKey = `${windowStart} ${key}`;
    const count = (this.counts.get(windowKey) ?? 0) + 1;
    this.counts.set(windowKey, count);
    const retryAfterSeconds = Math.max(1, Math.ceil((windowStart + windowMs - now.getTime()) / 1000));
    return { allowed: count <= limit, retryAfterSeconds, count };
  }
}
