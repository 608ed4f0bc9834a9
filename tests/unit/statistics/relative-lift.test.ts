import { describe, expect, it } from 'vitest';
import { relativeLift } from '../../../domain/statistics/relative-lift';
import { rateStatistics, statisticsOf } from '../../../domain/statistics/sufficient-statistics';

describe('relativeLift', () => {
  // References computed with NumPy 2.4.6 / SciPy 1.17.1 from the textbook form of the delta method (Deng, Knoblich
  // and Lu, KDD 2018), Var(r) ≈ r² (σv²/(nv μv²) + σc²/(nc μc²)), a different arrangement from the one in the code
  // (which also covers μv = 0), its two terms combined by Welch–Satterthwaite, p = 2·t.sf(|t|, ν) and the interval
  // with t.ppf(0.975, ν).
  it('rates: 120/1000 against 100/1000 is +20%, 95% interval [−10.09%, +50.09%], p = 0.1926', () => {
    const lift = relativeLift(rateStatistics(100, 1000), rateStatistics(120, 1000));
    expect(lift?.estimate).toBeCloseTo(0.2, 12);
    expect(lift?.standardError).toBeCloseTo(0.1534390548183335, 12);
    expect(lift?.degreesOfFreedom).toBeCloseTo(1977.4105523495468, 8);
    expect(lift?.pValue).toBeCloseTo(0.1925732149978668, 9);
    expect(lift?.interval.lower).toBeCloseTo(-0.10091921071988808, 9);
    expect(lift?.interval.upper).toBeCloseTo(0.500919210719888, 9);
    // A simulation of 200,000 such pairs of binomial rates gave a ratio standard deviation of 0.157, so the
    // large-sample formula is close here (within 3%) though not exact.
  });

  it('means: the exam scores of the Welch example, booklet (variant) against no booklet (control)', () => {
    const lift = relativeLift(
      statisticsOf([67, 90, 71, 95, 88, 83, 72, 66, 75, 86, 93, 84]),
      statisticsOf([90, 85, 88, 89, 94, 91, 79, 83, 87, 88, 91, 90]),
    );
    expect(lift?.estimate).toBeCloseTo(0.08762886597938158, 12);
    expect(lift?.standardError).toBeCloseTo(0.042175375244572225, 12);
    expect(lift?.degreesOfFreedom).toBeCloseTo(13.854629935291946, 8);
    expect(lift?.pValue).toBeCloseTo(0.05681912206309707, 9);
    // With 14 degrees of freedom the t quantile (2.146) widens the interval past 0, as p > 0.05 says it must.
    expect(lift?.interval.lower).toBeCloseTo(-0.0029174419050163186, 9);
    expect(lift?.interval.upper).toBeCloseTo(0.17817517386377946, 9);
  });

  it('never contradicts itself: p < 0.05 exactly when the 95% interval leaves out 0', () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    let disagreements = 0;
    for (let i = 0; i < 5_000; i += 1) {
      const n = 20 + Math.floor(random() * 2_000);
      const base = 0.02 + random() * 0.3;
      const control = rateStatistics(Math.round(n * base), n);
      const variant = rateStatistics(Math.round(n * base * (0.7 + random() * 0.7)), n + Math.floor(random() * 50));
      const lift = relativeLift(control, variant);
      if (lift === null) continue;
      const excludesZero = lift.interval.lower > 0 || lift.interval.upper < 0;
      if (excludesZero !== lift.pValue < 0.05) disagreements += 1;
    }
    expect(disagreements).toBe(0);
  });

  it('gives no interval rather than a zero-width one when the variant never converts', () => {
    // 0 of 100: the delta method is left with the variant's own variance, which is 0, and would claim −100% ± 0.
    expect(relativeLift(rateStatistics(10, 100), rateStatistics(0, 100))).toBeNull();
  });

  it('narrows as sessions grow (same rates, 100× the sessions: a tenth of the width)', () => {
    const small = relativeLift(rateStatistics(100, 1000), rateStatistics(120, 1000));
    const large = relativeLift(rateStatistics(10_000, 100_000), rateStatistics(12_000, 100_000));
    expect((large?.standardError ?? 0) / (small?.standardError ?? 1)).toBeCloseTo(0.1, 2);
  });

  it.each([
    ['the control mean is 0', rateStatistics(0, 100), rateStatistics(5, 100)],
    ['the control has one session', rateStatistics(1, 1), rateStatistics(5, 100)],
    ['the variant has one session', rateStatistics(5, 100), rateStatistics(1, 1)],
  ])('is undefined (null) when %s', (_name, control, variant) => {
    expect(relativeLift(control, variant)).toBeNull();
  });
});
