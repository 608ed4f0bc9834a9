import { describe, expect, it } from 'vitest';
import { liftOverTime } from '../../../domain/statistics/lift-over-time';
import { compareStatistics } from '../../../domain/statistics/goal-comparison';
import { rateStatistics } from '../../../domain/statistics/sufficient-statistics';

describe('liftOverTime', () => {
  const days = [
    {
      day: '2026-11-20',
      arms: [
        { variantNo: 0, statistics: rateStatistics(5, 50) },
        { variantNo: 1, statistics: rateStatistics(8, 50) },
      ],
    },
    {
      day: '2026-11-21',
      arms: [
        { variantNo: 0, statistics: rateStatistics(100, 1_000) },
        { variantNo: 1, statistics: rateStatistics(130, 1_000) },
      ],
    },
  ];

  it("gives each day's cumulative lift and the always-valid band the comparison table shows", () => {
    const points = liftOverTime(days, 'rate', { tuningSessions: 4_000, alpha: 0.05 });
    expect(points.map((p) => p.day)).toEqual(['2026-11-20', '2026-11-21']);
    expect(points[1]?.lift).toBeCloseTo(0.3, 12);
    // The band of the chart is the always-valid lift of the table (one method: goal-comparison.ts), not the
    // difference divided by the control's value as if that value were known.
    const comparison = compareStatistics(
      rateStatistics(100, 1_000),
      { variantId: 'v1', variantNo: 1, ...rateStatistics(130, 1_000) },
      'rate',
      { tuningSessions: 4_000, alpha: 0.05 },
    );
    expect(points[1]?.band?.lower).toBeCloseTo(comparison.sequential?.lift.lower ?? Number.NaN, 12);
    expect(points[1]?.band?.upper).toBeCloseTo(comparison.sequential?.lift.upper ?? Number.NaN, 12);
    // It holds the 95% lift interval.
    expect(points[1]?.band?.lower).toBeLessThan(comparison.lift?.interval.lower ?? Number.NaN);
    expect(points[1]?.band?.upper).toBeGreaterThan(comparison.lift?.interval.upper ?? Number.NaN);
    // 5 of 50 leave the control's value too uncertain at the always-valid width for an upper end: no band yet.
    expect(points[0]?.band).toBeNull();
  });

  it('has no lift while the control has converted nobody, and no band below the minimum sessions', () => {
    const points = liftOverTime(
      [
        {
          day: '2026-11-20',
          arms: [
            { variantNo: 0, statistics: rateStatistics(0, 30) },
            { variantNo: 1, statistics: rateStatistics(2, 30) },
          ],
        },
        {
          day: '2026-11-21',
          arms: [
            { variantNo: 0, statistics: rateStatistics(1, 5) },
            { variantNo: 1, statistics: rateStatistics(2, 5) },
          ],
        },
      ],
      'rate',
      { tuningSessions: 1_000 },
    );
    expect(points[0]).toMatchObject({ lift: null, band: null });
    expect(points[1]).toMatchObject({ lift: 1, band: null });
  });
});
