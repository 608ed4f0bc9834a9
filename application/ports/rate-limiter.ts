export interface RateLimitOutcome {
  readonly allowed: boolean;
  /** Seconds until the current window ends. */
  readonly retryAfterSeconds: number;
  /** Attempts counted for the key in the current window, this one included. */
  readonly count: number;
}

/** Counts attempts per key in fixed windows (aligned to the epoch), shared by every server process. */
export interface RateLimiter {
  consume(key: string, limit: number, windowSeconds: number, now: Date): Promise<RateLimitOutcome>;
}
