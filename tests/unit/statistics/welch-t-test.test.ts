import { describe, expect, it } from 'vitest';
import { statisticsOf, type SufficientStatistics } from '../../../domain/statistics/sufficient-statistics';
import { welchTTest } from '../../../domain/statistics/welch-t-test';

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** The sufficient statistics of a sample known only by its size, mean and standard deviation. */
function fromSummary(n: number, mean: number, sd: number): SufficientStatistics {
  return { n, sum: n * mean, sumOfSquares: (n - 1) * sd * sd + n * mean * mean };
}

describe("welchTTest: R's t.test(x, y) (var.equal = FALSE, its default) on published examples", () => {
  // welchTTest(control, variant) compares variant − control, so R's t.test(x, y) is welchTTest(y, x).
  it.each<[string, number[], number[], number, number, number, number, number]>([
    // R documentation, ?t.test example: t.test(1:10, y = c(7:20)) prints t = -5.4349, df = 21.982,
    // p-value = 1.855e-05.
    ['1:10 vs 7:20', range(1, 10), range(7, 20), -5.4349, 21.982, 1.855e-5, Number.NaN, Number.NaN],
    // R documentation, ?t.test example: t.test(1:10, y = c(7:20, 200)) prints t = -1.6329, df = 14.165,
    // p-value = 0.1245, 95 percent confidence interval -47.242900 6.376233.
    ['1:10 vs c(7:20, 200)', range(1, 10), [...range(7, 20), 200], -1.6329, 14.165, 0.1245, -47.2429, 6.376233],
    // R's sleep data, t.test(extra ~ group, data = sleep): t = -1.8608, df = 17.776, p-value = 0.07939,
    // 95 percent confidence interval -3.3654832 0.2054832.
    [
      'sleep, group 1 vs group 2',
      [0.7, -1.6, -0.2, -1.2, -0.1, 3.4, 3.7, 0.8, 0.0, 2.0],
      [1.9, 0.8, 1.1, 0.1, -0.1, 4.4, 5.5, 1.6, 4.6, 3.4],
      -1.8608,
      17.776,
      0.07939,
      -3.3654832,
      0.2054832,
    ],
    // Statology, "How to Perform Welch's t-test in R": t.test(booklet, no_booklet) prints t = 2.2361,
    // df = 14.354, p-value = 0.04171, 95 percent confidence interval 0.3048395 13.8618272.
    [
      'exam scores, booklet vs no booklet',
      [90, 85, 88, 89, 94, 91, 79, 83, 87, 88, 91, 90],
      [67, 90, 71, 95, 88, 83, 72, 66, 75, 86, 93, 84],
      2.2361,
      14.354,
      0.04171,
      0.3048395,
      13.8618272,
    ],
  ])('%s', (_name, x, y, t, df, p, lower, upper) => {
    const result = welchTTest(statisticsOf(y), statisticsOf(x));
    expect(result?.t).toBeCloseTo(t, 4);
    expect(result?.degreesOfFreedom).toBeCloseTo(df, 3);
    expect(Math.abs((result?.pValue ?? 0) - p) / p).toBeLessThan(5e-4);
    if (!Number.isNaN(lower)) {
      expect(result?.interval.lower).toBeCloseTo(lower, 5);
      expect(result?.interval.upper).toBeCloseTo(upper, 5);
    }
  });

  it('NIST/SEMATECH e-Handbook §1.3.5.3 example (AUTO83B: US vs Japanese cars, miles per gallon)', () => {
    // The handbook gives N = 249, mean 20.14458, SD 6.41470 (US) and N = 79, mean 30.48101, SD 6.10771 (Japan). The
    // unequal-variance statistic T = -12.94627 and 136.875 degrees of freedom were computed from those summaries
    // with SciPy 1.17.1 (ttest_ind_from_stats, equal_var=False), and by hand: SE = √(6.4147²/249 + 6.10771²/79)
    // = 0.798410, T = −10.33643 / 0.798410.
    const result = welchTTest(fromSummary(79, 30.48101, 6.10771), fromSummary(249, 20.14458, 6.4147));
    expect(result?.t).toBeCloseTo(-12.94627, 4);
    expect(result?.degreesOfFreedom).toBeCloseTo(136.875, 2);
    expect(result?.pValue).toBeLessThan(1e-20);
  });
});

describe('welchTTest edge cases', () => {
  it('has no answer with fewer than two sessions in an arm', () => {
    expect(welchTTest(statisticsOf([1]), statisticsOf([1, 2, 3]))).toBeNull();
  });

  it('has no answer when neither arm varies (no standard error to divide by)', () => {
    expect(welchTTest(statisticsOf([3, 3, 3]), statisticsOf([5, 5]))).toBeNull();
  });

  it('still tests when only one arm varies', () => {
    const result = welchTTest(statisticsOf([0, 0, 0, 0]), statisticsOf([1, 2, 3, 4]));
    // Then the degrees of freedom are those of the varying arm alone (n − 1 = 3).
    expect(result?.degreesOfFreedom).toBeCloseTo(3, 12);
  });
});
