import type { RateLimiter, RateLimitOutcome } from '../../../application/ports/rate-limiter';
import { slidingWindowOutcome, windowStartOf } from '../../../domain/shared/sliding-window';

/**
 * Sliding windows over fixed ones aligned to the epoch, one count per (key, window start), exactly as the database
 * limiter counts them: the first attempt of a window forgets the key's windows before the previous one.
 */
export class InMemoryRateLimiter implements RateLimiter {
  private readonly counts = new Map<string, Map<number, number>>();

  async consume(key: string, limit: number, windowSeconds: number, now: Date): Promise<RateLimitOutcome> {
    const windowMs = windowSeconds * 1000;
    const windowStart = windowStartOf(now.getTime(), windowMs);
    const windows = this.counts.get(key) ?? new Map<number, number>();
    this.counts.set(key, windows);
    const current = (windows.get(windowStart) ?? 0) + 1;
    windows.set(windowStart, current);
    if (current === 1) {
      for (const start of windows.keys()) if (start < windowStart - windowMs) windows.delete(start);
    }
    const previous = windows.get(windowStart - windowMs) ?? 0;
    return slidingWindowOutcome({ current, previous }, limit, windowMs, now.getTime());
  }
}
