import type { RateLimiter, RateLimitOutcome } from '../../application/ports/rate-limiter';

/** How often a store that keeps failing is reported again. */
const reportEveryMs = 30_000;

/**
 * A shared limiter (Redis, PostgreSQL) that falls back on another (this process's memory, or the database) for each
 * attempt it cannot count: a store out of reach never turns requests into errors. The first failure is reported at
 * once, then at most every 30 s with how many attempts fell back meanwhile.
 */
export class FallbackRateLimiter implements RateLimiter {
  private lastReportAt = Number.NEGATIVE_INFINITY;
  private unreported = 0;

  constructor(
    private readonly primary: RateLimiter,
    private readonly fallback: RateLimiter,
    private readonly report: (error: unknown, fallbacks: number) => void,
  ) {}

  async consume(key: string, limit: number, windowSeconds: number, now: Date): Promise<RateLimitOutcome> {
    try {
      return await this.primary.consume(key, limit, windowSeconds, now);
    } catch (error) {
      this.unreported += 1;
      const at = Date.now();
      if (at - this.lastReportAt >= reportEveryMs) {
        this.report(error, this.unreported);
        this.lastReportAt = at;
        this.unreported = 0;
      }
      return this.fallback.consume(key, limit, windowSeconds, now);
    }
  }
}
