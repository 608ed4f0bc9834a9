import { bucketMidpointMs, bucketUpperEdgeMs } from '../tracking/time-histogram';
import type { SufficientStatistics } from './sufficient-statistics';

/**
 * Time on page is heavy-tailed: a tab left open over lunch counts hours against the minutes of everyone else, and a
 * handful of those can decide a test. Like revenue (conversion-statistics.ts), it is winsorized before testing: each
 * session counts for at most the 99th percentile of every variant's sessions together, rounded up to the edge of its
 * histogram bucket (about 10% wide, domain/tracking/time-histogram.ts).
 *
 * The values come from the duration histogram the rollups keep, each session at its bucket's geometric middle, so a
 * session's time is known to within about 5% (never more); the same rounding applies to every variant, so it moves
 * no variant against another. docs/statistics.md, "Heavy tails".
 */
export const timeOnPageCapPercentile = 0.99;

/** Sessions per histogram bucket, of one variant. */
export type DurationHistogram = ReadonlyMap<number, number>;

/** The cap on one session's time on page in ms, from every variant's histogram; null before any session. */
export function timeOnPageCap(histograms: readonly DurationHistogram[]): number | null {
  const sessions = new Map<number, number>();
  for (const histogram of histograms) {
    for (const [bucket, count] of histogram) sessions.set(bucket, (sessions.get(bucket) ?? 0) + count);
  }
  const total = [...sessions.values()].reduce((sum, count) => sum + count, 0);
  if (total <= 0) return null;
  let seen = 0;
  for (const bucket of [...sessions.keys()].sort((a, b) => a - b)) {
    seen += sessions.get(bucket) ?? 0;
    if (seen >= timeOnPageCapPercentile * total) {
      const edge = bucketUpperEdgeMs(bucket);
      return Number.isFinite(edge) ? edge : bucketMidpointMs(bucket);
    }
  }
  return null;
}

/** One variant's time on page in ms, each session at its bucket's middle and at most `cap`. */
export function timeOnPageStatistics(histogram: DurationHistogram, cap: number | null): SufficientStatistics {
  let n = 0;
  let sum = 0;
  let sumOfSquares = 0;
  for (const [bucket, count] of histogram) {
    if (count <= 0) continue;
    const value = Math.min(bucketMidpointMs(bucket), cap ?? Number.POSITIVE_INFINITY);
    n += count;
    sum += count * value;
    sumOfSquares += count * value * value;
  }
  return { n, sum, sumOfSquares };
}
