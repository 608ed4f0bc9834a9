import type { Viewer } from '../../domain/accounts/viewer';
import type { TestId } from '../../domain/shared/ids';
import { fail, ok, type Result } from '../../domain/shared/result';
import {
  compareToControl,
  goalComparison,
  statisticsOf,
  type GoalComparison,
  type VariantComparison,
} from '../../domain/statistics/goal-comparison';
import { sampleRatioMismatch, type SampleRatioMismatch } from '../../domain/statistics/sample-ratio-mismatch';
import { testVerdict, type TestVerdict } from '../../domain/statistics/test-verdict';
import type { Clock } from '../ports/clock';
import type { TestResultsSource } from '../ports/test-results-source';
import type { WorkspaceError } from '../workspace/workspace-errors';

export interface TestResults {
  readonly goal: GoalComparison;
  readonly sessions: number;
  readonly maxCases: number;
  /** The control's mean or rate of the goal metric, which the comparisons are relative to; null before any session. */
  readonly controlValue: number | null;
  /** Each variant other than the control, against the control, on the test's goal. */
  readonly comparisons: readonly VariantComparison[];
  /** Sessions per variant against the configured split; null until it can be judged. */
  readonly sampleRatio: SampleRatioMismatch | null;
  /** The plain-language answer, resting on the always-valid interval. */
  readonly verdict: TestVerdict;
}

export type GetTestResults = (viewer: Viewer, testId: TestId) => Promise<Result<TestResults, WorkspaceError>>;

/**
 * What the results page reads: each variant against the control on the test's goal, from the rollups alone. The
 * sequential interval is tuned for the test's own size (its maxCases), where owners most often look.
 */
export function makeGetTestResults(deps: {
  readonly source: TestResultsSource;
  readonly clock: Clock;
}): GetTestResults {
  return async (viewer, testId) => {
    const test = await deps.source.rollupsOf(viewer.userId, testId);
    if (test === null) return fail({ kind: 'TestNotFound' });
    const [control, ...variants] = test.variants;
    const goal = goalComparison(test.goalId);
    const sessions = test.variants.reduce((sum, v) => sum + (v.totals.get('sessions') ?? 0), 0);
    const comparisons =
      control === undefined ? [] : variants.map((v) => compareToControl(control, v, goal, test.maxCases));
    const controlStatistics = control === undefined ? null : statisticsOf(control, goal);
    const finished = sessions >= test.maxCases || deps.clock.now() > test.endDate;
    return ok({
      goal,
      sessions,
      maxCases: test.maxCases,
      controlValue:
        controlStatistics === null || controlStatistics.n === 0 ? null : controlStatistics.sum / controlStatistics.n,
      comparisons,
      verdict: testVerdict({ comparisons, sessions, finished }),
      sampleRatio: sampleRatioMismatch(
        test.variants.map((v) => ({ sessions: v.totals.get('sessions') ?? 0, allocationPercent: v.allocationPercent })),
      ),
    });
  };
}
