import { describe, expect, it } from 'vitest';
import { rateStatistics } from '../../../domain/statistics/sufficient-statistics';
import { twoProportionZTest } from '../../../domain/statistics/two-proportion-z-test';

describe('twoProportionZTest', () => {
  it("matches R's prop.test(correct = FALSE): X-squared = z²", () => {
    // InfluentialPoints, "Two-sample test for independent proportions - using R": prop.test without continuity
    // correction prints X-squared = 6.1026, df = 1, p-value = 0.01350 for sample proportions 0.4392523 and
    // 0.3046875, which are 94/214 and 39/128 (the counts are reconstructed from those proportions; SciPy 1.17.1
    // chi2_contingency(correction=False) on them gives 6.102603 and 0.013498).
    const result = twoProportionZTest(rateStatistics(39, 128), rateStatistics(94, 214));
    expect(result?.variantRate).toBeCloseTo(0.4392523, 7);
    expect(result?.controlRate).toBeCloseTo(0.3046875, 7);
    expect((result?.z ?? 0) ** 2).toBeCloseTo(6.1026, 4);
    expect(result?.pValue).toBeCloseTo(0.0135, 4);
  });

  it('gives the z of the pooled formula: 120/1000 vs 100/1000 → z = 1.4293', () => {
    // By hand: pooled 0.11, SE = √(0.11 × 0.89 × 2/1000) = 0.0139929, z = 0.02 / 0.0139929 = 1.42930; recomputed
    // with SciPy 1.17.1 (norm.sf): z = 1.4293008, two-sided p = 0.1529178.
    const result = twoProportionZTest(rateStatistics(100, 1000), rateStatistics(120, 1000));
    expect(result?.z).toBeCloseTo(1.4293008, 6);
    expect(result?.pValue).toBeCloseTo(0.1529178, 6);
  });

  it('has no answer without sessions, or when every session in both arms converted (or none did)', () => {
    expect(twoProportionZTest(rateStatistics(0, 0), rateStatistics(3, 10))).toBeNull();
    expect(twoProportionZTest(rateStatistics(0, 50), rateStatistics(0, 40))).toBeNull();
    expect(twoProportionZTest(rateStatistics(50, 50), rateStatistics(40, 40))).toBeNull();
  });

  it('refuses a "rate" with more successes than sessions', () => {
    expect(() => twoProportionZTest(rateStatistics(11, 10), rateStatistics(3, 10))).toThrow(RangeError);
  });
});
