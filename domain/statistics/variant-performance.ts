import { bucketMidpointMs } from '../tracking/time-histogram';
import type { HistogramMetric, TotalMetric } from '../tracking/variant-rollup';

/** A variant's rollups as stored at ingest (domain/tracking/variant-rollup.ts). */
export interface VariantRollups {
  readonly variantId: string;
  readonly variantNo: number;
  readonly totals: ReadonlyMap<TotalMetric, number>;
  /** Totals of squares, for variances (the statistics compare variants on them). */
  readonly squares: ReadonlyMap<TotalMetric, number>;
  /** Sessions per bucket, per duration metric. */
  readonly histograms: ReadonlyMap<HistogramMetric, ReadonlyMap<number, number>>;
}

/** SPEC §3's test performance of one variant. Durations in seconds; rates as shares from 0 to 1. */
export interface VariantPerformance {
  readonly variantId: string;
  readonly variantNo: number;
  readonly sessions: number;
  readonly avgClicks: number;
  readonly avgFormSubmits: number;
  readonly avgScrolledDownPercentage: number;
  readonly medianTimeOnPage: number;
  readonly bounceRate: number;
  readonly buttonData: { readonly avgClicks: number; readonly avgHovers: number };
  readonly formData: {
    readonly avgClicks: number;
    readonly avgHovers: number;
    readonly submissionRate: number;
    readonly medianTimeSpent: number;
  };
}

/** Means, rates and medians read from the rollups alone: a few rows per variant, whatever the traffic. */
export function variantPerformance(rollups: VariantRollups): VariantPerformance {
  const total = (metric: TotalMetric): number => rollups.totals.get(metric) ?? 0;
  const sessions = total('sessions');
  const perSession = (metric: TotalMetric): number => (sessions === 0 ? 0 : total(metric) / sessions);
  const medianSeconds = (metric: HistogramMetric): number =>
    medianOfHistogram(rollups.histograms.get(metric) ?? new Map()) / 1000;
  return {
    variantId: rollups.variantId,
    variantNo: rollups.variantNo,
    sessions,
    avgClicks: perSession('clicks'),
    avgFormSubmits: perSession('form_submits'),
    avgScrolledDownPercentage: perSession('max_scroll_pct'),
    medianTimeOnPage: medianSeconds('time_on_page_ms'),
    bounceRate: sessions === 0 ? 0 : (sessions - total('engaged')) / sessions,
    buttonData: { avgClicks: perSession('button_clicks'), avgHovers: perSession('button_hovers') },
    formData: {
      avgClicks: perSession('form_clicks'),
      avgHovers: perSession('form_hovers'),
      submissionRate: perSession('submitted'),
      medianTimeSpent: medianSeconds('form_time_ms'),
    },
  };
}

/**
 * The median in milliseconds: the middle of the bucket holding the middle session (the lower middle for an even
 * count). The first bucket, under 100 ms, reads as 0: sessions that spent no measurable time.
 */
export function medianOfHistogram(buckets: ReadonlyMap<number, number>): number {
  const ordered = [...buckets].filter(([, n]) => n > 0).sort(([a], [b]) => a - b);
  const count = ordered.reduce((sum, [, n]) => sum + n, 0);
  if (count === 0) return 0;
  const middle = Math.ceil(count / 2);
  let seen = 0;
  for (const [bucket, n] of ordered) {
    seen += n;
    if (seen >= middle) return bucket === 0 ? 0 : bucketMidpointMs(bucket);
  }
  return 0;
}
