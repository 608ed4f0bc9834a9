import { describe, expect, it } from 'vitest';
import type { TestRollups } from '../../../application/ports/test-results-source';
import type { GoalId } from '../../../domain/ab-tests/goal';
import { buyerRollupRows } from '../../support/statistics/buyer-rollups';
import type { TotalMetric } from '../../../domain/tracking/variant-rollup';
import { resultsOf } from '../../support/statistics/random-pages';

const goalId = 7 as GoalId;
const dayMs = 86_400_000;

/** A revenue test of two arms of `visitors` each, started two weeks before the results are read. */
function shop(visitors: number, a: readonly number[], b: readonly number[]): TestRollups {
  const start = new Date(Date.UTC(2026, 4, 18));
  return {
    goals: [{ goalId, name: 'Purchase', role: 'primary', measure: { kind: 'conversion', revenue: true } }],
    goalTotals: new Map([[goalId, [...buyerRollupRows('a', a), ...buyerRollupRows('b', b)]]]),
    maxCases: 100_000,
    minimumLiftPercent: 10,
    startDate: start,
    endDate: new Date(start.getTime() + 60 * dayMs),
    phase: { number: 1, startedAt: start, sessionsBefore: 0 },
    variants: ['a', 'b'].map((variantId, variantNo) => ({
      variantId,
      variantNo,
      allocationPercent: 50,
      redirects: false,
      totals: new Map<TotalMetric, number>([['sessions', visitors]]),
      squares: new Map<TotalMetric, number>([['sessions', visitors]]),
      histograms: new Map(),
    })),
    daily: [],
    largestNetworkSessions: 0,
  };
}

const orders = (count: number, from: number): number[] => Array.from({ length: count }, (_, i) => from + 37 * i);

describe('revenue of a small shop (issue 39, point 5)', () => {
  it('shows no lift, chance or leader from a dozen buyers, one of whom placed an enormous order', async () => {
    const results = await resultsOf(shop(600, orders(12, 4_000), [...orders(11, 4_000), 2_000_000]));
    expect(results.comparisons[0]).toMatchObject({
      lift: null,
      chanceToBeatControl: null,
      pValue: null,
      sequential: null,
    });
    expect(results.verdict).toMatchObject({ kind: 'not_enough_data', leader: null });
  });

  it('once each arm can expect 20 buyers, does not let the one enormous order make a lift of it', async () => {
    const results = await resultsOf(shop(600, orders(30, 4_000), [...orders(29, 4_000), 2_000_000]));
    const [b] = results.comparisons;
    expect(b?.lift).not.toBeNull();
    // Counted at the next largest order, B's one order moves its revenue per visitor by a few percent, not +3000%.
    expect(b?.lift?.estimate).toBeLessThan(0.1);
    expect(b?.chanceToBeatControl).toBeLessThan(0.9);
  });
});
