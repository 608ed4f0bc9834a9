import type { RateLimiter, RateLimitOutcome } from '../../../application/ports/rate-limiter';

/**
 * Fixed windows aligned to the epoch, one count per (key, window start), exactly as the database limiter counts
 * them: the first attempt of a window forgets the key's older windows.
 */
export class InMemoryRateLimiter implements RateLimiter {
  private readonly counts = new Map<string, Map<number, number>>();

  async consume(key: string, limit: number, windowSeconds: number, now: Date): Promise<RateLimitOutcome> {
    const windowMs = windowSeconds * 1000;
    const windowStart = Math.floor(now.getTime() / windowMs) * windowMs;
    const windows = this.counts.get(key) ?? new Map<number, number>();
    this.counts.set(key, windows);
    const count = (windows.get(windowStart) ?? 0) + 1;
    windows.set(windowStart, count);
    if (count === 1) {
      for (const start of windows.keys()) if (start < windowStart) windows.delete(start);
    }
    const retryAfterSeconds = Math.max(1, Math.ceil((windowStart + windowMs - now.getTime()) / 1000));
    return { allowed: count <= limit, retryAfterSeconds, count };
  }
}
