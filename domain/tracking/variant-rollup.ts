import { isEngaged, type SessionSummary } from './session-summary';
import { bucketOf } from './time-histogram';

/**
 * Per-variant rollups kept up to date at ingest. Each session adds its values to its variant's totals and totals of
 * squares (means and variances) and its durations to histograms (medians). When a session's summary changes, the
 * rollup moves by the difference, so results are read from a few rows per variant, never from sessions or events.
 */
export const totalMetrics = [
  'sessions',
  'engaged',
  'submitted',
  'clicks',
  'button_clicks',
  'button_hovers',
  'form_clicks',
  'form_hovers',
  'form_submits',
  'form_time_ms',
  'max_scroll_pct',
  'time_on_page_ms',
] as const;
export type TotalMetric = (typeof totalMetrics)[number];

export const histogramMetrics = ['time_on_page_ms', 'form_time_ms'] as const;
export type HistogramMetric = (typeof histogramMetrics)[number];

export interface TotalDelta {
  readonly metric: TotalMetric;
  readonly total: number;
  readonly squares: number;
}

export interface HistogramDelta {
  readonly metric: HistogramMetric;
  readonly bucket: number;
  readonly sessions: number;
}

export interface RollupChange {
  readonly totals: readonly TotalDelta[];
  readonly histograms: readonly HistogramDelta[];
}

function valuesOf(s: SessionSummary): Record<TotalMetric, number> {
  return {
    sessions: 1,
    engaged: isEngaged(s) ? 1 : 0,
    submitted: s.formSubmits > 0 ? 1 : 0,
    clicks: s.clicks,
    button_clicks: s.buttonClicks,
    button_hovers: s.buttonHovers,
    form_clicks: s.formClicks,
    form_hovers: s.formHovers,
    form_submits: s.formSubmits,
    form_time_ms: s.formTimeMs,
    max_scroll_pct: s.maxScrollPct,
    time_on_page_ms: s.timeOnPageMs,
  };
}

const zeroValues: Record<TotalMetric, number> = Object.fromEntries(totalMetrics.map((m) => [m, 0])) as Record<
  TotalMetric,
  number
>;

/** How a variant's rollup moves when a session goes from `before` (null: a new session) to `after`. */
export function rollupChange(before: SessionSummary | null, after: SessionSummary): RollupChange {
  const old = before === null ? zeroValues : valuesOf(before);
  const now = valuesOf(after);
  const totals = totalMetrics
    .map((metric) => ({ metric, total: now[metric] - old[metric], squares: now[metric] ** 2 - old[metric] ** 2 }))
    .filter((d) => d.total !== 0 || d.squares !== 0);
  const histograms: HistogramDelta[] = [];
  for (const metric of histogramMetrics) {
    const to = bucketOf(now[metric]);
    const from = before === null ? null : bucketOf(old[metric]);
    if (from === to) continue;
    if (from !== null) histograms.push({ metric, bucket: from, sessions: -1 });
    histograms.push({ metric, bucket: to, sessions: 1 });
  }
  return { totals, histograms };
}

/** Changes added together, zero rows dropped, in a fixed order (so concurrent writers lock rows in the same order). */
export function combineChanges(changes: readonly RollupChange[]): RollupChange {
  const totals = new Map<TotalMetric, { total: number; squares: number }>();
  const histograms = new Map<string, HistogramDelta>();
  for (const change of changes) {
    for (const d of change.totals) {
      const sum = totals.get(d.metric) ?? { total: 0, squares: 0 };
      totals.set(d.metric, { total: sum.total + d.total, squares: sum.squares + d.squares });
    }
    for (const d of change.histograms) {
      const key = `${d.metric}:${d.bucket}`;
      const sum = histograms.get(key)?.sessions ?? 0;
      histograms.set(key, { metric: d.metric, bucket: d.bucket, sessions: sum + d.sessions });
    }
  }
  return {
    totals: totalMetrics.flatMap((metric) => {
      const d = totals.get(metric);
      return d === undefined || (d.total === 0 && d.squares === 0) ? [] : [{ metric, ...d }];
    }),
    histograms: [...histograms.values()]
      .filter((d) => d.sessions !== 0)
      .sort((a, b) => a.metric.localeCompare(b.metric) || a.bucket - b.bucket),
  };
}
