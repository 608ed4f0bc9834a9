import { describe, expect, it } from 'vitest';
import { medianOfHistogram, variantPerformance } from '../../../domain/statistics/variant-performance';
import { bucketOf } from '../../../domain/tracking/time-histogram';

const histogramOf = (values: number[]): Map<number, number> => {
  const buckets = new Map<number, number>();
  for (const v of values) buckets.set(bucketOf(v), (buckets.get(bucketOf(v)) ?? 0) + 1);
  return buckets;
};

describe('medianOfHistogram', () => {
  it.each([
    ['no sessions', [], 0],
    ['sessions with no measurable time', [0, 20, 99], 0],
    ['an odd count', [1_000, 5_000, 60_000], 5_000],
    ['an even count (the lower middle)', [2_000, 4_000, 8_000, 16_000], 4_000],
    ['mostly idle sessions', [0, 0, 0, 30_000], 0],
  ])('%s', (_name, values, expected) => {
    const median = medianOfHistogram(histogramOf(values));
    if (expected === 0) expect(median).toBe(0);
    else expect(Math.abs(median - expected) / expected).toBeLessThan(0.06);
  });
});

describe('variantPerformance', () => {
  it('turns totals into per-session means and shares, and histograms into medians in seconds', () => {
    const performance = variantPerformance({
      variantId: 'v',
      variantNo: 1,
      totals: new Map([
        ['sessions', 4],
        ['engaged', 3],
        ['submitted', 1],
        ['clicks', 10],
        ['button_clicks', 4],
        ['button_hovers', 6],
        ['form_clicks', 2],
        ['form_hovers', 2],
        ['form_submits', 2],
        ['max_scroll_pct', 200],
      ] as const),
      squares: new Map(),
      histograms: new Map([['time_on_page_ms', histogramOf([1_000, 9_000, 11_000, 40_000])]] as const),
    });
    expect(performance).toMatchObject({
      sessions: 4,
      avgClicks: 2.5,
      avgFormSubmits: 0.5,
      avgScrolledDownPercentage: 50,
      bounceRate: 0.25,
      buttonData: { avgClicks: 1, avgHovers: 1.5 },
      formData: { avgClicks: 0.5, avgHovers: 0.5, submissionRate: 0.25, medianTimeSpent: 0 },
    });
    expect(Math.abs(performance.medianTimeOnPage - 9) / 9).toBeLessThan(0.06);
  });

  it('gives zeros, not NaN, for a variant nobody has seen yet', () => {
    const performance = variantPerformance({
      variantId: 'v',
      variantNo: 0,
      totals: new Map(),
      squares: new Map(),
      histograms: new Map(),
    });
    expect(Object.values(performance).every((value) => !Number.isNaN(value))).toBe(true);
    expect(performance).toMatchObject({ sessions: 0, avgClicks: 0, bounceRate: 0, medianTimeOnPage: 0 });
  });
});
