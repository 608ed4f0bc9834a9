import { describe, expect, it } from 'vitest';
import { timeOnPageCap, timeOnPageStatistics } from '../../../domain/statistics/time-on-page-statistics';
import { bucketMidpointMs, bucketOf } from '../../../domain/tracking/time-histogram';

// Two variants' time-on-page histograms (bucket → sessions): most visitors near 5 s, a few tabs left open.
const control = new Map([
  [40, 97],
  [60, 2],
  [110, 1],
]);
const variant = new Map([
  [40, 95],
  [45, 4],
  [100, 1],
]);

describe('timeOnPageCap', () => {
  it("is the upper edge of the bucket holding every variant's 99th percentile together", () => {
    // 200 sessions: the 198th lies in bucket 60 (97 + 95 + 4 below it), whose upper edge is 100 ms × 1.1^60.
    expect(timeOnPageCap([control, variant])).toBeCloseTo(100 * 1.1 ** 60, 6);
    expect(timeOnPageCap([new Map(), new Map()])).toBeNull();
  });
});

describe('timeOnPageStatistics', () => {
  it('counts each session at its bucket middle, at most the cap', () => {
    // Reference: NumPy (1.26) sums and sums of squares of np.minimum(midpoints, cap) for the same sessions.
    const cap = timeOnPageCap([control, variant]);
    const c = timeOnPageStatistics(control, cap);
    expect(c.n).toBe(100);
    expect(c.sum).toBeCloseTo(507_094.70235032635, 4);
    expect(c.sumOfSquares / 4_419_026_674.09152).toBeCloseTo(1, 10);
    const v = timeOnPageStatistics(variant, cap);
    expect(v.sum).toBeCloseTo(468_201.070189378, 4);
    expect(v.sumOfSquares / 2_889_364_423.023888).toBeCloseTo(1, 10);
  });

  it('keeps one stray hour from deciding a test: the capped mean moves little, the raw one a lot', () => {
    const typical = new Map([[bucketOf(5_000), 99]]);
    const withStray = new Map([...typical, [bucketOf(3_600_000), 1]]);
    const cap = timeOnPageCap([typical, withStray]);
    const mean = (h: Map<number, number>, c: number | null) => {
      const s = timeOnPageStatistics(h, c);
      return s.sum / s.n;
    };
    expect(mean(withStray, null) / mean(typical, null)).toBeGreaterThan(7);
    expect(mean(withStray, cap) / mean(typical, cap)).toBeLessThan(1.01);
    expect(mean(typical, cap)).toBeCloseTo(bucketMidpointMs(bucketOf(5_000)), 6);
  });
});
