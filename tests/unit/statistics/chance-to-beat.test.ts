import { describe, expect, it } from 'vitest';
import {
  exactChance,
  exactSumLimit,
  meanChanceToBeat,
  normalApproximation,
  rateChanceToBeat,
} from '../../../domain/statistics/chance-to-beat';
import { rateStatistics, statisticsOf } from '../../../domain/statistics/sufficient-statistics';

describe('rateChanceToBeat (Beta(1 + s, 1 + n − s) posteriors)', () => {
  // Exact rationals from Miller's sum evaluated in Python with fractions.Fraction (no rounding at all).
  it('matches exact fractions: 1/5 vs 0/5 → 17/22, 5/12 vs 3/10 → 10399/14858', () => {
    expect(rateChanceToBeat(rateStatistics(0, 5), rateStatistics(1, 5))).toBeCloseTo(17 / 22, 14);
    expect(rateChanceToBeat(rateStatistics(3, 10), rateStatistics(5, 12))).toBeCloseTo(10399 / 14858, 14);
  });

  // A second method: P(pv > pc) = ∫ f_v(x) I_x(αc, βc) dx by adaptive quadrature (SciPy 1.17.1 integrate.quad with
  // special.betainc, relative tolerance 1e-12), independent of the closed-form sum and of our incomplete beta.
  it.each([
    [100, 1000, 120, 1000, 0.9231834389735596],
    [50, 400, 40, 380, 0.19612603868623293],
    // Above the exact-sum limit: the normal approximation's answer, against the integral.
    [200_000, 1_000_000, 201_000, 1_000_000, 0.9613114704546478],
    [120_000, 1_000_000, 119_000, 990_000, 0.6694283900286105],
  ])('control %s/%s, variant %s/%s → %s', (cs, cn, vs, vn, expected) => {
    const chance = rateChanceToBeat(rateStatistics(cs, cn), rateStatistics(vs, vn));
    expect(chance).toBeCloseTo(expected, cs > exactSumLimit ? 4 : 12);
  });

  it('has the two tiny closed forms right: Beta(2, 1) beats Beta(1, 1) with probability 2/3', () => {
    // ∫ 2x · x dx over [0, 1] = 2/3: one success in one session against no sessions at all.
    expect(rateChanceToBeat(rateStatistics(0, 0), rateStatistics(1, 1))).toBeCloseTo(2 / 3, 14);
    expect(rateChanceToBeat(rateStatistics(0, 0), rateStatistics(0, 0))).toBeCloseTo(0.5, 15);
  });

  it('gets the same answer whichever of the four counts the sum runs over', () => {
    // Successes, failures, control or variant smallest: each rewrites P(pv > pc) differently.
    const cases: [number, number, number, number][] = [
      [3, 400, 9, 420],
      [390, 400, 380, 420],
      [40, 400, 2, 20],
      [18, 20, 350, 400],
    ];
    for (const [cs, cn, vs, vn] of cases) {
      const direct = exactChance({ alpha: 1 + cs, beta: 1 + cn - cs }, { alpha: 1 + vs, beta: 1 + vn - vs });
      // Swapping the arms must give the complement, computed by a different branch.
      const swapped = exactChance({ alpha: 1 + vs, beta: 1 + vn - vs }, { alpha: 1 + cs, beta: 1 + cn - cs });
      expect(direct + swapped).toBeCloseTo(1, 12);
    }
  });

  it('agrees with the normal approximation where it switches over (documented bound: 4e-4)', () => {
    const alpha = exactSumLimit;
    for (const rate of [0.01, 0.2, 0.5]) {
      for (const ratio of [1, 4]) {
        for (const shift of [-2, 0, 1, 2]) {
          const n = Math.round(alpha / rate);
          const nv = n * ratio;
          const sd = Math.sqrt((rate * (1 - rate)) / n + (rate * (1 - rate)) / nv);
          const vs = Math.round((rate + shift * sd) * nv);
          const control = { alpha, beta: n - alpha + 2 };
          const variant = { alpha: vs + 1, beta: nv - vs + 1 };
          expect(Math.abs(exactChance(control, variant) - normalApproximation(control, variant))).toBeLessThan(4e-4);
        }
      }
    }
  });
});

describe('meanChanceToBeat (normal approximation to each posterior mean)', () => {
  it("R's sleep data: group 2 beats group 1 with probability Φ(1.8608) = 0.96861", () => {
    // Reference: SciPy 1.17.1, norm.cdf of the Welch statistic 1.8608134674868526.
    const group1 = statisticsOf([0.7, -1.6, -0.2, -1.2, -0.1, 3.4, 3.7, 0.8, 0.0, 2.0]);
    const group2 = statisticsOf([1.9, 0.8, 1.1, 0.1, -0.1, 4.4, 5.5, 1.6, 4.6, 3.4]);
    expect(meanChanceToBeat(group1, group2)).toBeCloseTo(0.9686147385107154, 12);
  });

  it('is certain when neither arm varies, and ½ when they are also equal', () => {
    expect(meanChanceToBeat(statisticsOf([1, 1]), statisticsOf([2, 2]))).toBe(1);
    expect(meanChanceToBeat(statisticsOf([2, 2]), statisticsOf([1, 1]))).toBe(0);
    expect(meanChanceToBeat(statisticsOf([2, 2]), statisticsOf([2, 2]))).toBe(0.5);
  });

  it('is undefined with fewer than two sessions in an arm', () => {
    expect(meanChanceToBeat(statisticsOf([1]), statisticsOf([2, 3]))).toBeNull();
  });
});
