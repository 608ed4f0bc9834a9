export interface RateLimitOutcome {
  readonly allowed: boolean;
  /** Seconds until the current window ends. */
  readonly retryAfterSeconds: number;
}

/** Counts attempts per key in fixed windows, shared by every server process. */
export interface RateLimiter {
  consume(key: string, limit: number, windowSeconds: number, now: Date): Promise<RateLimitOutcome>;
}
