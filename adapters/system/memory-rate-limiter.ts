import { LRUCache } from 'lru-cache';
import type { RateLimiter, RateLimitOutcome } from '../../application/ports/rate-limiter';
import { slidingWindowOutcome, windowStartOf } from '../../domain/shared/sliding-window';

/**
 * Sliding windows (domain/shared/sliding-window.ts) counted in this process's memory, the least recently used keys
 * forgotten first: what a limit falls back on while its shared store cannot be reached (each process then allows the
 * limit on its own), and what the tracking endpoints count in where nothing is shared (the embedded database).
 */
export class MemoryRateLimiter implements RateLimiter {
  private readonly counts: LRUCache<string, number>;

  constructor(maxKeys = 100_000) {
    this.counts = new LRUCache<string, number>({ max: maxKeys });
  }

  async consume(key: string, limit: number, windowSeconds: number, now: Date): Promise<RateLimitOutcome> {
    const windowMs = windowSeconds * 1000;
    const windowStart = windowStartOf(now.getTime(), windowMs);
    const windowKey = `${windowStart} ${key}`;
    const current = (this.counts.get(windowKey) ?? 0) + 1;
    this.counts.set(windowKey, current);
    const previous = this.counts.get(`${windowStart - windowMs} ${key}`) ?? 0;
    return slidingWindowOutcome({ current, previous }, limit, windowMs, now.getTime());
  }
}
