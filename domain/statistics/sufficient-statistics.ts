/**
 * What the tracking rollups keep per variant and metric (domain/tracking/variant-rollup.ts): the number of sessions,
 * the total of the metric over them and the total of its squares. Every test here works from these three numbers,
 * so results never need the sessions themselves. A rate (engaged, submitted) is a metric with values 0 or 1 per
 * session, so its `sum` is the number of successes and its `sumOfSquares` equals `sum`.
 */
export interface SufficientStatistics {
  readonly n: number;
  readonly sum: number;
  readonly sumOfSquares: number;
}

export interface MeanAndVariance {
  readonly n: number;
  readonly mean: number;
  /** The sample variance, with n − 1 in the denominator (unbiased). */
  readonly variance: number;
}

/** A programming error upstream (a rollup cannot hold these), so it throws rather than returning a value. */
export function checkStatistics(stats: SufficientStatistics): void {
  const { n, sum, sumOfSquares } = stats;
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`sessions must be a whole number >= 0, got ${n}`);
  if (!Number.isFinite(sum) || !Number.isFinite(sumOfSquares) || sumOfSquares < 0) {
    throw new RangeError(`totals must be finite and the total of squares >= 0, got ${sum} and ${sumOfSquares}`);
  }
}

/** As `checkStatistics`, and the values are 0 or 1, so the successes lie between 0 and n. */
export function checkRate(stats: SufficientStatistics): void {
  checkStatistics(stats);
  if (stats.sum < 0 || stats.sum > stats.n) {
    throw new RangeError(`a rate needs 0 <= successes <= sessions, got ${stats.sum} of ${stats.n}`);
  }
}

/**
 * Mean and sample variance, or null with fewer than two sessions, where a variance does not exist. The variance is
 * (Σx² − (Σx)²/n) / (n − 1); the subtraction can come out a hair below zero by rounding when all values are
 * equal, so it is floored at zero.
 */
export function meanAndVariance(stats: SufficientStatistics): MeanAndVariance | null {
  checkStatistics(stats);
  const { n, sum, sumOfSquares } = stats;
  if (n < 2) return null;
  const mean = sum / n;
  const variance = Math.max(0, (sumOfSquares - sum * mean) / (n - 1));
  return { n, mean, variance };
}

/** The statistics of a rate arm from its successes and sessions (0/1 values: the squares add up to the successes). */
export function rateStatistics(successes: number, sessions: number): SufficientStatistics {
  return { n: sessions, sum: successes, sumOfSquares: successes };
}

/** The statistics of a list of values, for tests and for callers that do have the values. */
export function statisticsOf(values: readonly number[]): SufficientStatistics {
  let sum = 0;
  let sumOfSquares = 0;
  for (const value of values) {
    sum += value;
    sumOfSquares += value * value;
  }
  return { n: values.length, sum, sumOfSquares };
}
