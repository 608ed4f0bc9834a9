import type { TestRollups } from '../../../application/ports/test-results-source';
import { makeGetTestResults, type TestResults } from '../../../application/results/get-test-results';
import type { Viewer } from '../../../domain/accounts/viewer';
import type { GoalId } from '../../../domain/ab-tests/goal';
import type { TestId, UserId } from '../../../domain/shared/ids';
import type { GoalTotalsRow } from '../../../domain/statistics/conversion-statistics';
import { valueBucketOf } from '../../../domain/tracking/goal-rollup';
import type { TotalMetric } from '../../../domain/tracking/variant-rollup';
import { binomial } from './results-simulation';
import { integerBetween, standardNormal, type Random } from './seeded-random';

/**
 * Results pages of every shape a seeded generator can make, through the real results code: 2 to 5 arms, equal,
 * lopsided or random splits, from a handful of visitors to a hundred thousand, conversion rates from 0.1% to 50%,
 * revenue with heavy-tailed orders, and a per-visitor mean (clicks), the variants' truths apart from the control's or
 * not, the test from a few hours to two months old.
 */
const dayMs = 86_400_000;
const goalId = 1 as GoalId;
const viewer = { userId: 'owner' as UserId } as Viewer;
const now = new Date(Date.UTC(2026, 5, 1));

type PageGoal = 'rate' | 'revenue' | 'clicks';

function logUniform(random: Random, low: number, high: number): number {
  return Math.exp(Math.log(low) + random() * (Math.log(high) - Math.log(low)));
}

function allocationOf(random: Random, arms: number): number[] {
  const shape = random();
  if (shape < 0.4) return Array.from({ length: arms }, () => 100 / arms);
  if (shape < 0.7) return [90, ...Array.from({ length: arms - 1 }, () => 10 / (arms - 1))];
  const weights = Array.from({ length: arms }, () => 0.05 + random());
  const total = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => (100 * w) / total);
}

interface GeneratedArm {
  readonly sessions: number;
  readonly clicks: number;
  readonly clickSquares: number;
  readonly rows: readonly Omit<GoalTotalsRow, 'variantId'>[];
}

function armOf(random: Random, goal: PageGoal, sessions: number, base: number, lift: number): GeneratedArm {
  if (goal === 'clicks') {
    const mean = base * 20 * (1 + lift);
    const sd = mean * (0.2 + 3 * random());
    const clicks = Math.max(0, Math.round(sessions * mean + Math.sqrt(sessions) * sd * standardNormal(random)));
    const clickSquares = sessions < 2 ? clicks * clicks : (sessions - 1) * sd * sd + (clicks * clicks) / sessions;
    return { sessions, clicks, clickSquares, rows: [] };
  }
  const converted = binomial(random, sessions, Math.min(1, base * (1 + lift)));
  if (goal === 'rate') {
    return {
      sessions,
      clicks: 0,
      clickSquares: 0,
      rows: [{ bucket: 0, visitors: converted, total: converted, squares: converted }],
    };
  }
  const buckets = new Map<number, { visitors: number; total: number; squares: number }>();
  const sigma = 0.5 + 1.5 * random();
  for (let b = 0; b < converted; b += 1) {
    const value = Math.max(1, Math.round(5_000 * Math.exp(sigma * standardNormal(random))));
    const bucket = valueBucketOf(value);
    const row = buckets.get(bucket) ?? { visitors: 0, total: 0, squares: 0 };
    row.visitors += 1;
    row.total += value;
    row.squares += value * value;
    buckets.set(bucket, row);
  }
  return { sessions, clicks: 0, clickSquares: 0, rows: [...buckets].map(([bucket, row]) => ({ bucket, ...row })) };
}

export interface RandomPage {
  readonly goal: PageGoal;
  readonly rollups: TestRollups;
}

export function randomPage(random: Random): RandomPage {
  const arms = integerBetween(random, 2, 5);
  const goalDraw = random();
  const goal: PageGoal = goalDraw < 0.5 ? 'rate' : goalDraw < 0.8 ? 'revenue' : 'clicks';
  const percents = allocationOf(random, arms);
  const total = Math.floor(logUniform(random, 1, goal === 'revenue' ? 40_000 : 200_000));
  const base = logUniform(random, 0.001, 0.5);
  const differ = random() < 0.5;
  let left = total;
  let shareLeft = 100;
  const generated = percents.map((percent, i) => {
    const sessions = i === arms - 1 ? left : binomial(random, left, Math.min(1, percent / shareLeft));
    left -= sessions;
    shareLeft -= percent;
    const lift = i === 0 || !differ ? 0 : 0.3 * standardNormal(random);
    return armOf(random, goal, sessions, base, Math.max(-0.9, lift));
  });
  const ageDays = logUniform(random, 0.05, 60);
  const start = new Date(now.getTime() - ageDays * dayMs);
  const measure =
    goal === 'clicks'
      ? { kind: 'engagement' as const, goalId: 1 as const }
      : { kind: 'conversion' as const, revenue: goal === 'revenue' };
  const rollups: TestRollups = {
    goals: [{ goalId, name: 'Goal', role: 'primary', measure }],
    goalTotals: new Map([
      [goalId, generated.flatMap((arm, i) => arm.rows.map((row) => ({ variantId: `v${i}`, ...row })))],
    ]),
    maxCases: Math.max(1, Math.round(total * logUniform(random, 0.8, 20))),
    minimumLiftPercent: [5, 10, 20][integerBetween(random, 0, 2)] ?? 10,
    startDate: start,
    endDate: new Date(start.getTime() + logUniform(random, 1, 90) * dayMs),
    phase: { number: 1, startedAt: start, sessionsBefore: 0 },
    variants: generated.map((arm, i) => ({
      variantId: `v${i}`,
      variantNo: i,
      allocationPercent: percents[i] ?? 0,
      redirects: false,
      totals: new Map<TotalMetric, number>([
        ['sessions', arm.sessions],
        ['clicks', arm.clicks],
      ]),
      squares: new Map<TotalMetric, number>([
        ['sessions', arm.sessions],
        ['clicks', arm.clickSquares],
      ]),
      histograms: new Map(),
    })),
    daily: [],
    largestNetworkSessions: 0,
  };
  return { goal, rollups };
}

/** The results page of the generated rollups, as the GraphQL API gets it (the outlook left out unless asked for). */
export async function resultsOf(rollups: TestRollups, outlook = false): Promise<TestResults> {
  const getResults = makeGetTestResults({
    source: { rollupsOf: async () => rollups },
    clock: { now: () => now },
    outlook,
  });
  const answer = await getResults(viewer, 'test' as TestId);
  if (!answer.ok) throw new Error('no results');
  return answer.value;
}
