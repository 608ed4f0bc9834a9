export interface RateLimitOutcome {
  readonly allowed: boolean;
  /** Seconds until an attempt would be allowed if none came meanwhile. */
  readonly retryAfterSeconds: number;
  /** Attempts counted for the key in the sliding window, this one included. */
  readonly count: number;
}

/**
 * Counts attempts per key in a sliding window (domain/shared/sliding-window.ts: two fixed windows aligned to the
 * epoch, the previous one weighted), shared by every server process.
 */
export interface RateLimiter {
  consume(key: string, limit: number, windowSeconds: number, now: Date): Promise<RateLimitOutcome>;
}
