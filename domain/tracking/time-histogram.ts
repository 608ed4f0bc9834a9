/**
 * Durations in logarithmic buckets about 10% wide, so a median read from the histogram is within about 5% of the
 * true one, from 100 ms up to more than an hour, in a fixed number of rows per variant.
 */
const smallestMs = 100;
const growth = Math.log(1.1);
export const lastBucket = 120;

export function bucketOf(ms: number): number {
  if (ms < smallestMs) return 0;
  return Math.min(lastBucket, 1 + Math.floor(Math.log(ms / smallestMs) / growth));
}

/** The middle of a bucket's range (geometric for the log buckets): the value a median in that bucket is read as. */
export function bucketMidpointMs(bucket: number): number {
  if (bucket <= 0) return smallestMs / 2;
  const lower = smallestMs * Math.exp((bucket - 1) * growth);
  return lower * Math.sqrt(1.1);
}

/** The top of a bucket's range; the last bucket has none (it holds every longer duration). */
export function bucketUpperEdgeMs(bucket: number): number {
  if (bucket >= lastBucket) return Number.POSITIVE_INFINITY;
  if (bucket <= 0) return smallestMs;
  return smallestMs * Math.exp(bucket * growth);
}
