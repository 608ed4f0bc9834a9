import { valueBucketUpperEdge } from '../tracking/goal-rollup';
import { rateStatistics, type SufficientStatistics } from './sufficient-statistics';

/** A variant's goal rollup row (domain/tracking/goal-rollup.ts). */
export interface GoalTotalsRow {
  readonly variantId: string;
  readonly bucket: number;
  readonly visitors: number;
  readonly total: number;
  readonly squares: number;
}

/**
 * Revenue per visitor is heavy-tailed: one large order can decide a test. As GrowthBook and Optimizely do, each
 * visitor's revenue is capped before testing, here at the 99th percentile of the revenue of the test's buyers (every
 * variant together; visitors without revenue left out, or the cap would be zero on most tests), rounded up to the
 * edge of its bucket, which makes it at most 10% higher. docs/statistics.md, "Revenue".
 *
 * Below 100 buyers the 99th percentile is the largest order itself, and capped there nothing is capped: one order of
 * a small shop turned a lift into +3745%. So the cap is never above the second-largest order's bucket: the largest
 * order of a test counts at most as much as the next one, whatever the number of buyers.
 */
export const revenueCapPercentile = 0.99;

/** The cap on one visitor's revenue, from every variant's rows; null before anyone bought. */
export function revenueCap(rows: readonly GoalTotalsRow[]): number | null {
  const buckets = new Map<number, number>();
  for (const row of rows) if (row.bucket > 0) buckets.set(row.bucket, (buckets.get(row.bucket) ?? 0) + row.visitors);
  const buyers = [...buckets.values()].reduce((sum, visitors) => sum + visitors, 0);
  if (buyers <= 0) return null;
  // The buyers at or below the cap: 99%, and never all but one of them, while there is more than one.
  const atOrBelow = Math.min(revenueCapPercentile * buyers, Math.max(1, buyers - 1));
  let seen = 0;
  for (const bucket of [...buckets.keys()].sort((a, b) => a - b)) {
    seen += buckets.get(bucket) ?? 0;
    if (seen >= atOrBelow) return valueBucketUpperEdge(bucket);
  }
  return null;
}

/** A binary goal: the share of the variant's visitors who converted. */
export function conversionRateStatistics(visitors: number, rows: readonly GoalTotalsRow[]): SufficientStatistics {
  const converted = rows.filter((row) => row.bucket === 0).reduce((sum, row) => sum + row.visitors, 0);
  return rateStatistics(Math.min(converted, visitors), visitors);
}

/**
 * Revenue per visitor with each visitor's revenue capped: the buckets below the cap's hold values under it, counted
 * as they are; a visitor in a bucket above counts as the cap. Visitors without revenue count as zero.
 */
export function revenueStatistics(
  visitors: number,
  rows: readonly GoalTotalsRow[],
  cap: number | null,
): SufficientStatistics {
  let sum = 0;
  let sumOfSquares = 0;
  for (const row of rows) {
    if (row.bucket <= 0) continue;
    if (cap === null || valueBucketUpperEdge(row.bucket) <= cap) {
      sum += row.total;
      sumOfSquares += row.squares;
    } else {
      sum += row.visitors * cap;
      sumOfSquares += row.visitors * cap ** 2;
    }
  }
  return { n: visitors, sum, sumOfSquares };
}

/** The variant's revenue as counted, before any cap, and how many of its visitors bought. */
export function revenueTotals(rows: readonly GoalTotalsRow[]): { readonly total: number; readonly buyers: number } {
  const positive = rows.filter((row) => row.bucket > 0);
  return {
    total: positive.reduce((sum, row) => sum + row.total, 0),
    buyers: positive.reduce((sum, row) => sum + row.visitors, 0),
  };
}
