import { describe, expect, it } from 'vitest';
import { liftOverTime } from '../../../domain/statistics/lift-over-time';
import { sequentialRateInterval } from '../../../domain/statistics/sequential-interval';
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

  it("gives each day's cumulative lift and the always-valid band read against the control's value", () => {
    const points = liftOverTime(days, 'rate', { tuningSessions: 4_000, alpha: 0.05 });
    expect(points.map((p) => p.day)).toEqual(['2026-11-20', '2026-11-21']);
    expect(points[1]?.lift).toBeCloseTo(0.3, 12);
    const interval = sequentialRateInterval(rateStatistics(100, 1_000), rateStatistics(130, 1_000), {
      tuningSessions: 4_000,
    });
    expect(points[1]?.band?.lower).toBeCloseTo((interval?.interval.lower ?? 0) / 0.1, 12);
    expect(points[1]?.band?.upper).toBeCloseTo((interval?.interval.upper ?? 0) / 0.1, 12);
    // The band narrows as sessions come in.
    const width = (i: number) => (points[i]?.band?.upper ?? 0) - (points[i]?.band?.lower ?? 0);
    expect(width(1)).toBeLessThan(width(0) / 3);
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
