import type { Viewer } from '../../domain/accounts/viewer';
import type { TestId } from '../../domain/shared/ids';
import { fail, ok, type Result } from '../../domain/shared/result';
import type { GoalComparison, VariantComparison } from '../../domain/statistics/goal-comparison';
import { sampleRatioMismatch, type SampleRatioMismatch } from '../../domain/statistics/sample-ratio-mismatch';
import { testVerdict, type TestVerdict } from '../../domain/statistics/test-verdict';
import type { Clock } from '../ports/clock';
import type { TestResultsSource } from '../ports/test-results-source';
import type { WorkspaceError } from '../workspace/workspace-errors';
import { goalResults, type GoalResults } from './goal-results';

export interface TestResults {
  /** The primary goal's engagement metric; null when the primary goal is a conversion goal. */
  readonly goal: GoalComparison | null;
  /** Whether the primary goal is a rate of visitors or a per-visitor mean. */
  readonly goalKind: 'rate' | 'mean';
  readonly sessions: number;
  readonly maxCases: number;
  /** The control's mean or rate of the primary goal, which the comparisons are relative to; null before any session. */
  readonly controlValue: number | null;
  /** Each variant other than the control, against the control, on the test's primary goal. */
  readonly comparisons: readonly VariantComparison[];
  /** Every goal the test measures, the primary one first. */
  readonly goals: readonly GoalResults[];
  /** Sessions per variant against the configured split; null until it can be judged. */
  readonly sampleRatio: SampleRatioMismatch | null;
  /** The plain-language answer on the primary goal, resting on the always-valid interval. */
  readonly verdict: TestVerdict;
}

export type GetTestResults = (viewer: Viewer, testId: TestId) => Promise<Result<TestResults, WorkspaceError>>;

/**
 * What the results page reads: each variant against the control on each of the test's goals, from the rollups alone.
 * The verdict rests on the primary goal; the sequential interval is tuned for the test's own size (its maxCases),
 * where owners most often look.
 */
export function makeGetTestResults(deps: {
  readonly source: TestResultsSource;
  readonly clock: Clock;
}): GetTestResults {
  return async (viewer, testId) => {
    const test = await deps.source.rollupsOf(viewer.userId, testId);
    if (test === null) return fail({ kind: 'TestNotFound' });
    const goals = test.goals.map((goal) => goalResults(goal, test));
    const primary = goals[0];
    if (primary === undefined) throw new Error(`Test ${testId} has no primary goal`);
    const sessions = test.variants.reduce((sum, v) => sum + (v.totals.get('sessions') ?? 0), 0);
    const finished = sessions >= test.maxCases || deps.clock.now() > test.endDate;
    return ok({
      goal: primary.engagement,
      goalKind: primary.kind,
      sessions,
      maxCases: test.maxCases,
      controlValue: primary.controlValue,
      comparisons: primary.comparisons,
      goals,
      verdict: testVerdict({ comparisons: primary.comparisons, sessions, finished }),
      sampleRatio: sampleRatioMismatch(
        test.variants.map((v) => ({ sessions: v.totals.get('sessions') ?? 0, allocationPercent: v.allocationPercent })),
      ),
    });
  };
}
