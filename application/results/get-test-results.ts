import type { Viewer } from '../../domain/accounts/viewer';
import type { TestId, UserId } from '../../domain/shared/ids';
import { fail, ok, type Result } from '../../domain/shared/result';
import { guardrailAlpha, primaryAlpha, secondaryAlpha } from '../../domain/statistics/false-winner-control';
import type { GoalComparison, VariantComparison } from '../../domain/statistics/goal-comparison';
import { liftOverTime, type LiftOnDay } from '../../domain/statistics/lift-over-time';
import { plannedTuning } from '../../domain/statistics/planned-tuning';
import { mismatchCauses } from '../../domain/statistics/mismatch-causes';
import { networkConcentration, type NetworkConcentration } from '../../domain/statistics/network-concentration';
import { testDailySessions } from '../../domain/statistics/recent-traffic';
import { sampleRatioMismatch, type SampleRatioMismatch } from '../../domain/statistics/sample-ratio-mismatch';
import { testVerdict, type TestVerdict } from '../../domain/statistics/test-verdict';
import type { Clock } from '../ports/clock';
import type { TestResultsSource, TestRollups } from '../ports/test-results-source';
import type { WorkspaceError } from '../workspace/workspace-errors';
import { dailySnapshots, todaysSnapshot } from './daily-snapshots';
import { goalKindOf, goalResults, goalStatistics, type GoalResults } from './goal-results';

export interface TestResults {
  /** The primary goal's engagement metric; null when the primary goal is a conversion goal. */
  readonly goal: GoalComparison | null;
  /** Whether the primary goal is a rate of visitors or a per-visitor mean. */
  readonly goalKind: 'rate' | 'mean';
  /** Sessions of the current phase. */
  readonly sessions: number;
  readonly maxCases: number;
  /** The phase results count from: 1 since the start, a later one after a change to the split or the variants. */
  readonly phase: { readonly number: number; readonly startedAt: Date };
  /** The smallest lift worth finding, as a share (0.1 for +10%). */
  readonly minimumRelativeLift: number;
  /** The α each variant's always-valid interval on the primary goal is made with (0.05 shared by the variants). */
  readonly primaryAlpha: number;
  /** Sessions a day lately; null before any. */
  readonly dailySessions: number | null;
  /** The control's mean or rate of the primary goal, which the comparisons are relative to; null before any session. */
  readonly controlValue: number | null;
  /** Each variant other than the control, against the control, on the test's primary goal. */
  readonly comparisons: readonly VariantComparison[];
  /** Every goal the test measures, the primary one first. */
  readonly goals: readonly GoalResults[];
  /** Sessions per variant against the configured split; null until it can be judged. */
  readonly sampleRatio: SampleRatioMismatch | null;
  /** How much of the sessions the busiest client network brought; null until it can be judged. */
  readonly networks: NetworkConcentration | null;
  /** What to do, on the primary goal, resting on the always-valid interval. */
  readonly verdict: TestVerdict;
  /** The primary goal's cumulative lift day by day, with its always-valid band, today's as it is now. */
  readonly liftOverTime: readonly LiftOnDay[];
}

export type GetTestResults = (viewer: Viewer, testId: TestId) => Promise<Result<TestResults, WorkspaceError>>;
/** The same for the owner's test without a viewer: for a share link, which opens one test of one owner. */
export type ReadTestResults = (userId: UserId, testId: TestId) => Promise<Result<TestResults, WorkspaceError>>;

const dayMs = 86_400_000;

/**
 * What the results page reads: each variant against the control on each of the test's goals, from the rollups alone,
 * and the verdict on the primary goal. Every interval is tuned for the test's planned size (the planner's own sizing
 * from the control's figures so far, at most its maxCases: domain/statistics/planned-tuning.ts), at the α its goal's role calls for (domain/statistics/false-winner-control.ts): the primary goal
 * first, since whether the secondary goals may be called depends on its verdict.
 *
 * Worked out once per read of the rollups: while the source answers with the same rollups (results kept in memory,
 * application/results/recent-rollups.ts), every request gets the results as they were worked out at its first, so
 * the figures that move with the clock (sessions a day, days left) are as old as the rollups at most.
 */
export function makeReadTestResults(deps: {
  readonly source: TestResultsSource;
  readonly clock: Clock;
  /**
   * False leaves out the forecast of how long is left (the verdict's outlook), by far the costliest figure: for
   * simulations of thousands of tests that read the verdict alone. True unless set.
   */
  readonly outlook?: boolean;
}): ReadTestResults {
  const workedOut = new WeakMap<TestRollups, TestResults>();
  const resultsOf = (test: TestRollups, testId: TestId): TestResults => {
    const known = workedOut.get(test);
    if (known !== undefined) return known;
    const results = testResults(test, testId, deps.clock.now(), deps.outlook ?? true);
    workedOut.set(test, results);
    return results;
  };
  return async (userId, testId) => {
    const test = await deps.source.rollupsOf(userId, testId);
    return test === null ? fail({ kind: 'TestNotFound' }) : ok(resultsOf(test, testId));
  };
}

/** The results of a test of the viewer's own. */
export function makeGetTestResults(deps: Parameters<typeof makeReadTestResults>[0]): GetTestResults {
  const read = makeReadTestResults(deps);
  return (viewer, testId) => read(viewer.userId, testId);
}

function testResults(test: TestRollups, testId: TestId, now: Date, withOutlook: boolean): TestResults {
  const [primaryGoal] = test.goals;
  if (primaryGoal === undefined) throw new Error(`Test ${testId} has no primary goal`);
  const variantCount = Math.max(1, test.variants.length - 1);
  const alpha = primaryAlpha(variantCount);
  const sessions = test.variants.reduce((sum, v) => sum + (v.totals.get('sessions') ?? 0), 0);
  const dailySessions = testDailySessions({
    sessionsNow: sessions,
    snapshots: dailySessionsOf(test),
    startDate: test.phase.startedAt,
    now,
  });
  // The test's maximum counts every phase's sessions; what is left of it is what this phase can still take.
  const maxCases = Math.max(0, test.maxCases - test.phase.sessionsBefore);
  const [controlArm] = test.variants;
  const plan = plannedTuning({
    kind: goalKindOf(primaryGoal),
    control: controlArm === undefined ? null : goalStatistics(primaryGoal, test)(controlArm),
    minimumRelativeLift: test.minimumLiftPercent / 100,
    allocationPercents: test.variants.map((v) => v.allocationPercent),
    alpha,
    dailySessions,
    maxCases,
  });
  const { tuningSessions } = plan;
  const primary = goalResults(primaryGoal, test, { alpha, called: true, tuningSessions });
  const others = test.goals.slice(1);
  const guardrails = new Map(
    others
      .filter((goal) => goal.role === 'guardrail')
      .map((goal) => [goal.goalId, goalResults(goal, test, { alpha: guardrailAlpha, called: true, tuningSessions })]),
  );
  const sampleRatio = sampleRatioMismatch(
    test.variants.map((v) => ({ sessions: v.totals.get('sessions') ?? 0, allocationPercent: v.allocationPercent })),
  );
  const networks = networkConcentration(sessions, test.largestNetworkSessions);
  const verdict = testVerdict({
    comparisons: primary.comparisons,
    controlSessions: test.variants[0]?.totals.get('sessions') ?? 0,
    controlValue: primary.controlValue,
    minimumRelativeLift: test.minimumLiftPercent / 100,
    alpha,
    maxCases,
    tuningSessions,
    sessions,
    finished: sessions >= maxCases || now > test.endDate,
    daysRunning: (now.getTime() - test.phase.startedAt.getTime()) / dayMs,
    dailySessions,
    daysLeft: Math.max(0, Math.floor((test.endDate.getTime() - now.getTime()) / dayMs)),
    mismatch: sampleRatio?.mismatch === true ? mismatchCauses(mismatchArms(test)) : null,
    oneNetworkShare: networks?.concentrated === true ? networks.largestShare : null,
    harmedGuardrails: [...guardrails.values()]
      .filter((g) => g.guardrailBroken)
      .map((g) => ({ name: g.name, variantNos: g.harmedBy })),
    withOutlook,
  });
  const gateOpen = verdict.kind === 'winner' || verdict.kind === 'control_wins';
  const secondaryCount = others.filter((goal) => goal.role === 'secondary').length;
  const goals = test.goals.map(
    (goal, index): GoalResults =>
      (index === 0 ? primary : guardrails.get(goal.goalId)) ??
      goalResults(goal, test, {
        alpha: secondaryAlpha(variantCount, secondaryCount),
        called: gateOpen,
        tuningSessions,
      }),
  );
  return {
    goal: primary.engagement,
    goalKind: primary.kind,
    sessions,
    maxCases: test.maxCases,
    phase: { number: test.phase.number, startedAt: test.phase.startedAt },
    minimumRelativeLift: test.minimumLiftPercent / 100,
    primaryAlpha: alpha,
    dailySessions,
    controlValue: primary.controlValue,
    comparisons: primary.comparisons,
    goals,
    verdict,
    sampleRatio,
    networks,
    liftOverTime: liftOverTime([...dailySnapshots(test, now), todaysSnapshot(primary, now)], primary.kind, {
      alpha,
      tuningSessions,
    }),
  };
}

function mismatchArms(test: TestRollups) {
  return test.variants.map((v) => ({
    variantNo: v.variantNo,
    sessions: v.totals.get('sessions') ?? 0,
    allocationPercent: v.allocationPercent,
    redirects: v.redirects,
  }));
}

/** The test's sessions at the end of each snapshotted day: its variants' sessions on the primary goal, added up. */
function dailySessionsOf(test: TestRollups): { day: string; sessions: number }[] {
  const byDay = new Map<string, number>();
  for (const row of test.daily) byDay.set(row.day, (byDay.get(row.day) ?? 0) + row.statistics.n);
  return [...byDay].map(([day, sessions]) => ({ day, sessions }));
}
