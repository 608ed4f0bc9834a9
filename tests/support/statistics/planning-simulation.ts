import type { TestRollups } from '../../../application/ports/test-results-source';
import { makeGetTestResults } from '../../../application/results/get-test-results';
import type { Viewer } from '../../../domain/accounts/viewer';
import type { GoalId } from '../../../domain/ab-tests/goal';
import type { TestId, UserId } from '../../../domain/shared/ids';
import { planTest } from '../../../domain/statistics/test-plan';
import type { TestVerdict } from '../../../domain/statistics/test-verdict';
import type { TotalMetric } from '../../../domain/tracking/variant-rollup';
import { standardNormal, type Random } from './seeded-random';

/**
 * Tests set up exactly as the planner advises, run through the results code the page reads, looked at daily: a
 * conversion goal with a baseline rate and a real lift equal to the smallest lift worth finding, the test's end at
 * the planned days and its maximum at `maxMultiple` times the planned sessions. After the planned days the owner
 * extends the end date (as the page advises) until the results decide, so the actual days to a decision are known.
 */
export interface PlanningCase {
  readonly tests: number;
  readonly baseline: number;
  readonly lift: number;
  /** Control first, in percent. */
  readonly allocationPercents: readonly number[];
  /** The maximum sessions as a multiple of the planned sessions. */
  readonly maxMultiple: number;
  /** Days the plan should take: the traffic is set to fit. */
  readonly plannedDays: number;
}

export interface PlannedTestOutcome {
  /** Whether a variant was called the winner within the planned days. */
  readonly foundWithinPlan: boolean;
  /** The day of the first decisive verdict (winner, control wins, no meaningful difference); null if none. */
  readonly decidedOnDay: number | null;
  /** The forecast at day 7, as days from the start (7 + "about N more days"); null when there was none. */
  readonly forecastAtDay7: number | null;
  /** Whether the page said "past its end or maximum" at day 3 or day 7. */
  readonly pastEndEarly: boolean;
  /** Whether it said so on any day within the plan (late in the plan it is true of a test unlikely to decide). */
  readonly pastEndWithinPlan: boolean;
  /** The lift the page showed on the day it first named the winner; null if it named none. */
  readonly liftAtShip: number | null;
}

const dayMs = 86_400_000;
const goalId = 1 as GoalId;
const viewer = { userId: 'owner' as UserId } as Viewer;
const decisive = new Set<TestVerdict['kind']>(['winner', 'control_wins', 'no_meaningful_difference']);

export function plannedTestSetup(planning: PlanningCase): { totalSessions: number; dailySessions: number } {
  const probe = (daily: number) =>
    planTest({
      baseline: { kind: 'rate', rate: planning.baseline },
      minimumRelativeLift: planning.lift,
      dailySessions: daily,
      allocationPercents: planning.allocationPercents,
      availableDays: Number.POSITIVE_INFINITY,
      maxCases: Number.POSITIVE_INFINITY,
    });
  const first = probe(1_000).totalSessions ?? 0;
  const dailySessions = Math.ceil(first / planning.plannedDays);
  return { totalSessions: probe(dailySessions).totalSessions ?? 0, dailySessions };
}

export async function simulatePlannedTest(planning: PlanningCase, random: Random): Promise<PlannedTestOutcome> {
  const { totalSessions, dailySessions } = plannedTestSetup(planning);
  const plannedDays = Math.ceil(totalSessions / dailySessions);
  const start = new Date(Date.UTC(2026, 0, 1));
  const arms = planning.allocationPercents.map((percent, i) => ({
    percent,
    rate: i === 0 ? planning.baseline : planning.baseline * (1 + planning.lift),
    sessions: 0,
    conversions: 0,
  }));
  const daily: TestRollups['daily'][number][] = [];
  let now = start;
  const source = {
    rollups: null as TestRollups | null,
    rollupsOf: async () => source.rollups,
  };
  const getResults = makeGetTestResults({ source, clock: { now: () => now } });
  let forecastAtDay7: number | null = null;
  let pastEndWithinPlan = false;
  let pastEndEarly = false;
  let foundWithinPlan = false;
  let liftAtShip: number | null = null;
  const lastDay = plannedDays * 4;
  for (let day = 1; day <= lastDay; day += 1) {
    for (const arm of arms) {
      const n = Math.round((dailySessions * arm.percent) / 100);
      const expected = n * arm.rate;
      arm.sessions += n;
      arm.conversions += Math.max(
        0,
        Math.round(expected + Math.sqrt(expected * (1 - arm.rate)) * standardNormal(random)),
      );
    }
    now = new Date(start.getTime() + day * dayMs);
    const extended = day > plannedDays;
    source.rollups = rollupsOf(arms, {
      start,
      end: new Date(start.getTime() + (extended ? lastDay + 1 : plannedDays) * dayMs),
      maxCases: Math.ceil(totalSessions * (extended ? 100 : planning.maxMultiple)),
      minimumLiftPercent: planning.lift * 100,
      daily,
    });
    const answer = await getResults(viewer, 'test' as TestId);
    if (!answer.ok) throw new Error('no results');
    const verdict = answer.value.verdict;
    if (verdict.kind === 'not_enough_data' && verdict.outlook !== null) {
      if (day === 7) {
        forecastAtDay7 = verdict.outlook.moreThanAYear ? Number.POSITIVE_INFINITY : 7 + (verdict.outlook.days ?? 0);
      }
      if (day < plannedDays && !verdict.outlook.withinTest) pastEndWithinPlan = true;
      if ((day === 3 || day === 7) && !verdict.outlook.withinTest) pastEndEarly = true;
    }
    if (verdict.kind === 'winner' && day <= plannedDays) foundWithinPlan = true;
    if (verdict.kind === 'winner') liftAtShip = answer.value.comparisons[0]?.lift?.estimate ?? null;
    if (decisive.has(verdict.kind))
      return { foundWithinPlan, decidedOnDay: day, forecastAtDay7, pastEndEarly, pastEndWithinPlan, liftAtShip };
    const dayKey = new Date(start.getTime() + (day - 1) * dayMs).toISOString().slice(0, 10);
    arms.forEach((arm, i) =>
      daily.push({
        variantId: `v${i}`,
        day: dayKey,
        statistics: { n: arm.sessions, sum: arm.conversions, sumOfSquares: arm.conversions },
      }),
    );
  }
  return { foundWithinPlan, decidedOnDay: null, forecastAtDay7, pastEndEarly, pastEndWithinPlan, liftAtShip };
}

function rollupsOf(
  arms: readonly { percent: number; sessions: number; conversions: number }[],
  test: {
    start: Date;
    end: Date;
    maxCases: number;
    minimumLiftPercent: number;
    daily: TestRollups['daily'];
  },
): TestRollups {
  return {
    goals: [{ goalId, name: 'Signed up', role: 'primary', measure: { kind: 'conversion', revenue: false } }],
    goalTotals: new Map([
      [
        goalId,
        arms.map((arm, i) => ({
          variantId: `v${i}`,
          bucket: 0,
          visitors: arm.conversions,
          total: arm.conversions,
          squares: arm.conversions,
        })),
      ],
    ]),
    maxCases: test.maxCases,
    minimumLiftPercent: test.minimumLiftPercent,
    startDate: test.start,
    endDate: test.end,
    phase: { number: 1, startedAt: test.start, sessionsBefore: 0 },
    variants: arms.map((arm, i) => ({
      variantId: `v${i}`,
      variantNo: i,
      allocationPercent: arm.percent,
      redirects: false,
      totals: new Map<TotalMetric, number>([['sessions', arm.sessions]]),
      squares: new Map<TotalMetric, number>([['sessions', arm.sessions]]),
      histograms: new Map(),
    })),
    daily: [...test.daily],
    // Simulated visitors come from networks of their own.
    largestNetworkSessions: 0,
  };
}
