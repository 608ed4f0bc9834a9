import { describe, expect, it } from 'vitest';
import { makeGetTestResults } from '../../../application/results/get-test-results';
import type { TestRollups } from '../../../application/ports/test-results-source';
import type { Viewer } from '../../../domain/accounts/viewer';
import type { GoalId } from '../../../domain/ab-tests/goal';
import type { TestId, UserId } from '../../../domain/shared/ids';
import type { TotalMetric } from '../../../domain/tracking/variant-rollup';

/**
 * A redirect variant's visitors spend their visit on the page it sends them to, where no click, scroll or time is
 * counted for the test: its engagement rollups hold a bounce for every visitor. Engagement goals must not compare
 * it (it would break a bounce-rate guardrail it never touched), while conversion goals, counted on any page of the
 * website, still do.
 */
const now = new Date('2027-03-20T12:00:00Z');
const day = 86_400_000;
const purchase = 101 as GoalId;
const bounceRate = 5 as GoalId;

/** 400 visitors an arm; `engaged` of them engaged, `bought` of them bought. */
function arm(variantNo: number, redirects: boolean, engaged: number) {
  return {
    variantId: `v${variantNo}`,
    variantNo,
    allocationPercent: 50,
    redirects,
    totals: new Map<TotalMetric, number>([
      ['sessions', 400],
      ['engaged', engaged],
      ['clicks', engaged],
    ]),
    squares: new Map<TotalMetric, number>([
      ['sessions', 400],
      ['engaged', engaged],
      ['clicks', engaged],
    ]),
    histograms: new Map(),
  };
}

function rollups(redirects: boolean): TestRollups {
  const start = new Date(now.getTime() - 10 * day);
  return {
    goals: [
      { goalId: purchase, name: 'Purchase', role: 'primary', measure: { kind: 'conversion', revenue: false } },
      { goalId: bounceRate, name: 'bounce rate', role: 'guardrail', measure: { kind: 'engagement', goalId: 5 } },
    ],
    goalTotals: new Map([
      [
        purchase,
        [
          { variantId: 'v0', bucket: 0, visitors: 40, total: 40, squares: 40 },
          { variantId: 'v1', bucket: 0, visitors: 44, total: 44, squares: 44 },
        ],
      ],
    ]),
    maxCases: 10_000,
    minimumLiftPercent: 10,
    startDate: start,
    endDate: new Date(now.getTime() + 20 * day),
    phase: { number: 1, startedAt: start, sessionsBefore: 0 },
    // B's visitors left for the other page at once: the test page saw none of them engage.
    variants: [arm(0, false, 240), arm(1, redirects, 0)],
    daily: [],
    largestNetworkSessions: 0,
  };
}

async function resultsOf(test: TestRollups) {
  const getResults = makeGetTestResults({
    source: { rollupsOf: async () => test },
    clock: { now: () => now },
    outlook: false,
  });
  const answer = await getResults({ userId: 'owner' as UserId } as Viewer, 'test' as TestId);
  if (!answer.ok) throw new Error('no results');
  return answer.value;
}

describe('a redirect variant and the engagement goals', () => {
  it('breaks the bounce-rate guardrail when a variant on the page itself loses every visitor', async () => {
    const results = await resultsOf(rollups(false));
    expect(results.goals[1]?.guardrailBroken).toBe(true);
  });

  it('is not compared on an engagement guardrail, which its visitors never reach, and harms none', async () => {
    const results = await resultsOf(rollups(true));
    const guardrail = results.goals[1];
    expect(guardrail?.guardrailBroken).toBe(false);
    expect(guardrail?.harmedBy).toEqual([]);
    expect(guardrail?.comparisons[0]).toMatchObject({ variantNo: 1, sessions: 400, value: null, sequential: null });
    expect(results.verdict).not.toMatchObject({ harmedGuardrails: [expect.anything()] });
  });

  it('is still compared on a conversion goal, counted wherever on the website the visitor converts', async () => {
    const results = await resultsOf(rollups(true));
    expect(results.goals[0]?.comparisons[0]?.sequential).not.toBeNull();
    expect(results.goals[0]?.comparisons[0]?.value).toBeCloseTo(0.11);
  });
});
