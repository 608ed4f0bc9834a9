/**
 * Rate limits count attempts in a sliding window, estimated from two fixed ones (aligned to the epoch): the current
 * window's attempts plus the previous window's, weighted by how much of the previous window still lies within the
 * last `windowMs`. Fixed windows alone let a client make the limit at the end of one window and again at the start of
 * the next: twice the limit in a moment. The estimate is exact when the previous window's attempts were spread
 * evenly; refused attempts count too, so a client that keeps knocking waits longer. Two counts a key, whatever the
 * rate: what every store can keep.
 */
export interface WindowCounts {
  /** Attempts in the current window, this one included. */
  readonly current: number;
  /** Attempts in the window before it. */
  readonly previous: number;
}

export interface SlidingWindowOutcome {
  readonly allowed: boolean;
  /** Seconds, at least 1, until an attempt would be allowed if none came meanwhile. */
  readonly retryAfterSeconds: number;
  /** The attempts counted in the last window's span, this one included, rounded up. */
  readonly count: number;
}

/** The start of the fixed window `now` falls in. */
export function windowStartOf(now: number, windowMs: number): number {
  return Math.floor(now / windowMs) * windowMs;
}

export function slidingWindowOutcome(
  counts: WindowCounts,
  limit: number,
  windowMs: number,
  now: number,
): SlidingWindowOutcome {
  const start = windowStartOf(now, windowMs);
  const estimate = counts.current + counts.previous * (1 - (now - start) / windowMs);
  const waitMs = msUntilAllowed(counts, limit, windowMs, start) - now;
  return {
    allowed: estimate <= limit,
    retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)),
    count: Math.ceil(estimate - 1e-9),
  };
}

/**
 * When the next attempt would be allowed if none came meanwhile: later in this window once enough of the previous
 * one has slid out, else in the next window once enough of this one has.
 */
function msUntilAllowed(counts: WindowCounts, limit: number, windowMs: number, start: number): number {
  const room = limit - counts.current - 1;
  if (room >= 0) {
    const slid = counts.previous === 0 ? 0 : Math.max(0, 1 - room / counts.previous);
    return start + slid * windowMs;
  }
  const slid = counts.current === 0 ? 0 : Math.max(0, 1 - (limit - 1) / counts.current);
  return start + windowMs + slid * windowMs;
}
