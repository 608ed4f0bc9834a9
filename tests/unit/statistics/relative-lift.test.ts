import { describe, expect, it } from 'vitest';
import { relativeLift } from '../../../domain/statistics/relative-lift';
import { rateStatistics, statisticsOf } from '../../../domain/statistics/sufficient-statistics';

describe('relativeLift', () => {
  // References computed with NumPy 2.4.6 / SciPy 1.17.1 from the textbook form of the delta method,
  // Var(r) ≈ r² (σv²/(nv μv²) + σc²/(nc μc²)), a different arrangement from the one in the code (which also
  // covers μv = 0), with z = norm.ppf(0.975).
  it('rates: 120/1000 against 100/1000 is +20%, 95% interval [−10.07%, +50.07%]', () => {
    const lift = relativeLift(rateStatistics(100, 1000), rateStatistics(120, 1000));
    expect(lift?.estimate).toBeCloseTo(0.2, 12);
    expect(lift?.standardError).toBeCloseTo(0.15343905481833345, 12);
    expect(lift?.interval.lower).toBeCloseTo(-0.10073502126580064, 12);
    expect(lift?.interval.upper).toBeCloseTo(0.5007350212658006, 12);
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
    expect(lift?.interval.lower).toBeCloseTo(0.004966649465557846, 12);
    expect(lift?.interval.upper).toBeCloseTo(0.1702910824932053, 12);
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
