import { describe, expect, it } from 'vitest';
import {
  meanAndVariance,
  rateStatistics,
  statisticsOf,
  type SufficientStatistics,
} from '../../../domain/statistics/sufficient-statistics';

describe('meanAndVariance', () => {
  it('gives the mean and the n − 1 sample variance', () => {
    // 2, 4, 4, 4, 5, 5, 7, 9: mean 5, squared deviations add up to 32, so 32/7 (n − 1) — by hand.
    expect(meanAndVariance(statisticsOf([2, 4, 4, 4, 5, 5, 7, 9]))).toEqual({ n: 8, mean: 5, variance: 32 / 7 });
  });

  it('gives a rate arm the Bernoulli variance with n − 1: 30 of 100 → 0.3 × 0.7 × 100/99', () => {
    const result = meanAndVariance(rateStatistics(30, 100));
    expect(result?.mean).toBe(0.3);
    expect(result?.variance).toBeCloseTo((0.3 * 0.7 * 100) / 99, 15);
  });

  it.each<[string, SufficientStatistics]>([
    ['no sessions', { n: 0, sum: 0, sumOfSquares: 0 }],
    ['one session', { n: 1, sum: 4, sumOfSquares: 16 }],
  ])('has no variance with %s', (_name, stats) => {
    expect(meanAndVariance(stats)).toBeNull();
  });

  it('never returns a negative variance when rounding leaves the totals a hair off', () => {
    // Ten sessions of 0.1: Σx² − (Σx)²/n is −1.7e-17 in floating point.
    const result = meanAndVariance(statisticsOf(Array.from({ length: 10 }, () => 0.1)));
    expect(result?.variance).toBeGreaterThanOrEqual(0);
    expect(result?.variance).toBeLessThan(1e-15);
  });

  it.each<[string, SufficientStatistics]>([
    ['negative sessions', { n: -1, sum: 0, sumOfSquares: 0 }],
    ['fractional sessions', { n: 2.5, sum: 0, sumOfSquares: 0 }],
    ['a negative total of squares', { n: 3, sum: 1, sumOfSquares: -1 }],
    ['an infinite total', { n: 3, sum: Number.POSITIVE_INFINITY, sumOfSquares: 0 }],
  ])('refuses %s (a bug upstream, not data)', (_name, stats) => {
    expect(() => meanAndVariance(stats)).toThrow(RangeError);
  });
});
