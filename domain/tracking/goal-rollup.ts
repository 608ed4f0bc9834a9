import { maxRevenueValue } from '../ab-tests/conversion-goal-rules';
import { cappedOrderValue } from '../websites/max-order-value-rules';

/**
 * Per-variant conversion rollups kept at ingest, like the engagement rollups (variant-rollup.ts). A binary goal keeps
 * one row, bucket 0, counting the visitors who converted. A revenue goal keeps each visitor's revenue so far in
 * logarithmic buckets about 10% wide, each with the number of visitors in it and their revenue and its squares, so
 * that revenue can be capped at a percentile and still be compared exactly from the rollup (revenue-cap.ts).
 */
export interface GoalRollupDelta {
  readonly bucket: number;
  readonly visitors: number;
  readonly total: number;
  readonly squares: number;
}

const growth = Math.log(1.1);
export const lastValueBucket = 300;

/** The bucket of a visitor's revenue (> 0, in the currency's minor unit): bucket b holds [1.1^(b-1), 1.1^b). */
export function valueBucketOf(value: number): number {
  return Math.min(lastValueBucket, 1 + Math.floor(Math.log(Math.max(value, 1)) / growth));
}

/** The smallest value above every value in the bucket. */
export function valueBucketUpperEdge(bucket: number): number {
  return Math.exp(bucket * growth);
}

/**
 * A revenue amount as it counts: whole minor units from 0 to maxRevenueValue; a negative, missing or unreadable value
 * counts as none. The server applies it to what it was sent, the goals script to what the site passed it.
 */
export function revenueAmount(value: unknown): number {
  const amount = Number(value);
  return amount > 0 ? Math.min(Math.round(amount), maxRevenueValue) : 0;
}

/**
 * A visitor's value on a goal after one more conversion: 1 for a binary goal however often they convert, the running
 * sum for revenue, each order counted at most at the website's maximum order value (null: none). A revenue event
 * without a positive value adds nothing.
 */
export function valueAfterConversion(
  before: number,
  revenue: boolean,
  value: number | undefined,
  maxOrderValue: number | null,
): number {
  if (!revenue) return 1;
  return before + cappedOrderValue(revenueAmount(value), maxOrderValue);
}

/** How a variant's rollup of a goal moves when one visitor's value goes from `before` (0: not converted) to `after`. */
export function goalRollupChange(before: number, after: number, revenue: boolean): readonly GoalRollupDelta[] {
  if (after === before || after <= 0) return [];
  if (!revenue) return [{ bucket: 0, visitors: 1, total: 1, squares: 1 }];
  const to = valueBucketOf(after);
  if (before <= 0) return [{ bucket: to, visitors: 1, total: after, squares: after ** 2 }];
  const from = valueBucketOf(before);
  const moved = { total: after - before, squares: after ** 2 - before ** 2 };
  if (from === to) return [{ bucket: to, visitors: 0, ...moved }];
  return [
    { bucket: from, visitors: -1, total: -before, squares: -(before ** 2) },
    { bucket: to, visitors: 1, total: after, squares: after ** 2 },
  ];
}
