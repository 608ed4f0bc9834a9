import type { TestRollups } from '../../../application/ports/test-results-source';
import { makeGetTestResults, type TestResults } from '../../../application/results/get-test-results';
import type { Viewer } from '../../../domain/accounts/viewer';
import type { GoalId } from '../../../domain/ab-tests/goal';
import type { TestId, UserId } from '../../../domain/shared/ids';
import type { GoalTotalsRow } from '../../../domain/statistics/conversion-statistics';
import type { TestVerdict } from '../../../domain/statistics/test-verdict';
import { valueBucketOf } from '../../../domain/tracking/goal-rollup';
import type { TotalMetric } from '../../../domain/tracking/variant-rollup';
import { standardNormal, type Random } from './seeded-random';

/**
 * Whole tests run through the results code the page reads (makeGetTestResults), looked at once a day: visitors are
 * split at random in the configured shares, each converts (or buys, with a heavy-tailed order value) by the arm's own
 * truth. With every arm's truth the same (an A/A test) any winner or loser the verdict names is a false one.
 */
export type SimulatedMetric =
  | { readonly kind: 'rate'; readonly rate: number }
  /** Revenue: a share of visitors buy once, their order value log-normal (median, and σ of its logarithm). */
  | { readonly kind: 'revenue'; readonly buyerShare: number; readonly medianOrder: number; readonly sigma: number };

export interface ResultsSimulation {
  /** Control first, in percent. */
  readonly allocationPercents: readonly number[];
  /** Visitors a day, the whole test. */
  readonly dailyVisitors: number;
  readonly days: number;
  readonly metric: SimulatedMetric;
  /** Each variant's true relative lift over the control (0 for an A/A test); the control's is 0. */
  readonly lifts?: readonly number[];
}

export interface SimulatedTestOutcome {
  /** The first day whose verdict was a winner or control_wins; null if none was. */
  readonly firstCall: { readonly day: number; readonly verdict: TestVerdict } | null;
  /** Whether the results were ever unreliable for a mismatched split. */
  readonly splitOff: boolean;
  /** Whether a leader with a chance of 95% or more was shown at some look. */
  readonly confidentLeader: boolean;
  /** The results of the last day looked at. */
  readonly last: TestResults | null;
}

const dayMs = 86_400_000;
const goalId = 1 as GoalId;
const viewer = { userId: 'owner' as UserId } as Viewer;

interface Arm {
  visitors: number;
  converted: number;
  /** Revenue rows by bucket. */
  readonly buckets: Map<number, { visitors: number; total: number; squares: number }>;
}

/** A binomial draw: by inversion while the mean is small, by the normal approximation beyond. */
export function binomial(random: Random, n: number, p: number): number {
  if (n <= 0 || p <= 0) return 0;
  if (p >= 1) return n;
  const mean = n * p;
  if (mean > 40 && n * (1 - p) > 40) {
    return Math.min(n, Math.max(0, Math.round(mean + Math.sqrt(mean * (1 - p)) * standardNormal(random))));
  }
  if (p > 0.5) return n - binomial(random, n, 1 - p);
  // Inversion of the cumulative distribution, term by term.
  const u = random();
  const ratio = p / (1 - p);
  let term = Math.pow(1 - p, n);
  let cumulative = term;
  let k = 0;
  while (cumulative < u && k < n) {
    term *= (ratio * (n - k)) / (k + 1);
    k += 1;
    cumulative += term;
  }
  return k;
}

/** Visitors split at random among arms in their shares: conditional binomials. */
function splitVisitors(random: Random, visitors: number, percents: readonly number[]): number[] {
  let left = visitors;
  let shareLeft = 100;
  return percents.map((percent, i) => {
    const n = i === percents.length - 1 ? left : binomial(random, left, Math.min(1, percent / shareLeft));
    left -= n;
    shareLeft -= percent;
    return n;
  });
}

export async function simulateTest(simulation: ResultsSimulation, random: Random): Promise<SimulatedTestOutcome> {
  const start = new Date(Date.UTC(2026, 0, 1));
  const arms: Arm[] = simulation.allocationPercents.map(() => ({ visitors: 0, converted: 0, buckets: new Map() }));
  const daily: TestRollups['daily'][number][] = [];
  let now = start;
  const source = { rollups: null as TestRollups | null, rollupsOf: async () => source.rollups };
  const getResults = makeGetTestResults({ source, clock: { now: () => now }, outlook: false });
  let firstCall: SimulatedTestOutcome['firstCall'] = null;
  let splitOff = false;
  let confidentLeader = false;
  let last: TestResults | null = null;
  const { metric } = simulation;
  for (let day = 1; day <= simulation.days; day += 1) {
    const split = splitVisitors(random, simulation.dailyVisitors, simulation.allocationPercents);
    arms.forEach((arm, i) => {
      const n = split[i] ?? 0;
      const lift = i === 0 ? 0 : (simulation.lifts?.[i - 1] ?? 0);
      arm.visitors += n;
      if (metric.kind === 'rate') {
        arm.converted += binomial(random, n, metric.rate * (1 + lift));
        return;
      }
      const buyers = binomial(random, n, metric.buyerShare);
      arm.converted += buyers;
      for (let b = 0; b < buyers; b += 1) {
        const value = Math.max(
          1,
          Math.round(metric.medianOrder * (1 + lift) * Math.exp(metric.sigma * standardNormal(random))),
        );
        const bucket = valueBucketOf(value);
        const row = arm.buckets.get(bucket) ?? { visitors: 0, total: 0, squares: 0 };
        row.visitors += 1;
        row.total += value;
        row.squares += value * value;
        arm.buckets.set(bucket, row);
      }
    });
    now = new Date(start.getTime() + day * dayMs);
    source.rollups = rollupsOf(arms, simulation, start, daily);
    const answer = await getResults(viewer, 'test' as TestId);
    if (!answer.ok) throw new Error('no results');
    last = answer.value;
    const verdict = answer.value.verdict;
    if (firstCall === null && (verdict.kind === 'winner' || verdict.kind === 'control_wins')) {
      firstCall = { day, verdict };
    }
    if (verdict.kind === 'unreliable') splitOff = true;
    if (verdict.kind === 'not_enough_data' && verdict.leader !== null && verdict.leader.chance >= 0.95) {
      confidentLeader = true;
    }
    const dayKey = new Date(start.getTime() + (day - 1) * dayMs).toISOString().slice(0, 10);
    const primary = answer.value.goals[0];
    for (const arm of primary?.armStatistics ?? []) {
      daily.push({ variantId: arm.variantId, day: dayKey, statistics: arm.statistics });
    }
  }
  return { firstCall, splitOff, confidentLeader, last };
}

function rollupsOf(
  arms: readonly Arm[],
  simulation: ResultsSimulation,
  start: Date,
  daily: TestRollups['daily'],
): TestRollups {
  const revenue = simulation.metric.kind === 'revenue';
  const rows: GoalTotalsRow[] = arms.flatMap((arm, i) =>
    revenue
      ? [...arm.buckets].map(([bucket, row]) => ({ variantId: `v${i}`, bucket, ...row }))
      : [{ variantId: `v${i}`, bucket: 0, visitors: arm.converted, total: arm.converted, squares: arm.converted }],
  );
  return {
    goals: [
      { goalId, name: revenue ? 'Revenue' : 'Signed up', role: 'primary', measure: { kind: 'conversion', revenue } },
    ],
    goalTotals: new Map([[goalId, rows]]),
    // The owner's maximum at what the test's days bring, and the intervals tuned there when the plan is longer.
    maxCases: simulation.dailyVisitors * simulation.days + 1,
    minimumLiftPercent: 10,
    startDate: start,
    endDate: new Date(start.getTime() + (simulation.days + 30) * dayMs),
    phase: { number: 1, startedAt: start, sessionsBefore: 0 },
    variants: arms.map((arm, i) => ({
      variantId: `v${i}`,
      variantNo: i,
      allocationPercent: simulation.allocationPercents[i] ?? 0,
      redirects: false,
      totals: new Map<TotalMetric, number>([['sessions', arm.visitors]]),
      squares: new Map<TotalMetric, number>([['sessions', arm.visitors]]),
      histograms: new Map(),
    })),
    daily: [...daily],
    largestNetworkSessions: 0,
  };
}
