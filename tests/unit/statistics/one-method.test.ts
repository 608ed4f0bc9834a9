import { describe, expect, it } from 'vitest';
import { compareStatistics, type ComparedArm } from '../../../domain/statistics/goal-comparison';
import { rateStatistics } from '../../../domain/statistics/sufficient-statistics';
import { simulateTest } from '../../support/statistics/results-simulation';
import { mulberry32, standardNormal, type Random } from '../../support/statistics/seeded-random';
import { binomial } from '../../support/statistics/results-simulation';

const options = { tuningSessions: 10_000, alpha: 0.05 };
const compare = (control: ComparedArm, variant: ComparedArm, kind: 'rate' | 'mean', revenue = false) =>
  compareStatistics(control, { variantId: 'b', variantNo: 1, ...variant }, kind, { ...options, revenue });

describe('unequal splits and heavy tails (issue 39, point 1)', () => {
  // Day 7 of an A/A revenue test at 90/10: 88 buyers in A, 6 in B, whose few small orders made its own variance
  // small exactly when its mean was small.
  const a = { n: 3154, sum: 997_243, sumOfSquares: 29_286_171_023 };
  const b = { n: 346, sum: 19_385, sumOfSquares: 113_946_601 };

  it('does not call A the winner over a small arm from its own small variance', () => {
    const comparison = compare(a, b, 'mean');
    expect(comparison.sequential?.significant).toBe(false);
    expect(comparison.pValue).toBeGreaterThan(0.05);
  });

  it('shows no figure for revenue before each arm can expect twenty buyers', () => {
    expect(compare({ ...a, conversions: 88 }, { ...b, conversions: 6 }, 'mean', true)).toMatchObject({
      lift: null,
      pValue: null,
      chanceToBeatControl: null,
      sequential: null,
    });
  });

  it('calls at most 5% of A/A revenue tests at 90/10 looked at daily (3% buyers, 250 visitors a day an arm)', async () => {
    const random = mulberry32(17);
    const tests = 200;
    let calls = 0;
    for (let test = 0; test < tests; test += 1) {
      const outcome = await simulateTest(
        {
          allocationPercents: [90, 10],
          dailyVisitors: 500,
          days: 30,
          metric: { kind: 'revenue', buyerShare: 0.03, medianOrder: 5_000, sigma: 1.2 },
        },
        random,
      );
      if (outcome.firstCall !== null) calls += 1;
    }
    // 0.05 + 2.33 √(0.05 · 0.95 / 200): exceeded with probability 1% by a method whose true rate is 5%.
    expect(calls / tests).toBeLessThanOrEqual(0.086);
  }, 20_000);
});

describe('a symmetric, calibrated test of the difference (issue 39, point 2)', () => {
  it('gives 20/1000 against 8/1000 the same p-value both ways, near Fisher’s exact 0.034', () => {
    const there = compare(rateStatistics(20, 1_000), rateStatistics(8, 1_000), 'rate');
    const back = compare(rateStatistics(8, 1_000), rateStatistics(20, 1_000), 'rate');
    expect(there.pValue).toBeCloseTo(back.pValue ?? Number.NaN, 12);
    // The exact test's mid-p: 0.023; the relative t test gave 0.0003 one way and 0.15 the other.
    expect(there.pValue).toBeGreaterThan(0.015);
    expect(there.pValue).toBeLessThan(0.04);
    expect(there.chanceToBeatControl).toBeCloseTo(1 - (back.chanceToBeatControl ?? Number.NaN), 12);
  });

  it('gives a lift interval that reads the same with the arms swapped (Fieller’s)', () => {
    const there = compare(rateStatistics(120, 1_000), rateStatistics(100, 1_000), 'rate').lift;
    const back = compare(rateStatistics(100, 1_000), rateStatistics(120, 1_000), 'rate').lift;
    if (there === null || back === null) throw new Error('both arms have enough conversions');
    // 1 + lift one way is 1 / (1 + lift) the other.
    expect(1 + there.interval.lower).toBeCloseTo(1 / (1 + back.interval.upper), 12);
    expect(1 + there.interval.upper).toBeCloseTo(1 / (1 + back.interval.lower), 12);
  });

  it('finds p < 0.05 in about 5% of A/A revenue tests at one look, as often "worse" as "better"', () => {
    const random = mulberry32(2);
    const arm = (n: number): ComparedArm => revenueArm(random, n, 0.05);
    let significant = 0;
    let worse = 0;
    const tests = 1_500;
    for (let test = 0; test < tests; test += 1) {
      const comparison = compare(arm(4_500), arm(500), 'mean');
      if (comparison.pValue !== null && comparison.pValue < 0.05) {
        significant += 1;
        if ((comparison.lift?.estimate ?? 0) < 0) worse += 1;
      }
    }
    expect(significant / tests).toBeGreaterThan(0.02);
    expect(significant / tests).toBeLessThan(0.075);
    expect(worse / significant).toBeLessThan(0.75);
  });
});

/** Revenue per visitor: a share buys once, log-normal orders (median 50.00, σ 1.2). */
function revenueArm(random: Random, n: number, buyerShare: number): ComparedArm {
  const buyers = binomial(random, n, buyerShare);
  let sum = 0;
  let sumOfSquares = 0;
  for (let i = 0; i < buyers; i += 1) {
    const value = Math.round(5_000 * Math.exp(1.2 * standardNormal(random)));
    sum += value;
    sumOfSquares += value * value;
  }
  return { n, sum, sumOfSquares, conversions: buyers };
}
