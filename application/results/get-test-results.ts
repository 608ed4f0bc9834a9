import type { Viewer } from '../../domain/accounts/viewer';
import type { ExperimentId } from '../../domain/shared/ids';
import { fail, ok, type Result } from '../../domain/shared/result';
import {
  compareToControl,
  goalComparison,
  type GoalComparison,
  type VariantComparison,
} from '../../domain/statistics/goal-comparison';
import { sampleRatioMismatch, type SampleRatioMismatch } from '../../domain/statistics/sample-ratio-mismatch';
import type { TestResultsSource } from '../ports/test-results-source';
import type { WorkspaceError } from '../websites/workspace-errors';

export interface TestResults {
  readonly goal: GoalComparison;
  readonly sessions: number;
  readonly maxCases: number;
  /** Each variant other than the control, against the control, on the test's goal. */
  readonly comparisons: readonly VariantComparison[];
  /** Sessions per variant against the configured split; null until it can be judged. */
  readonly sampleRatio: SampleRatioMismatch | null;
}

export type GetTestResults = (viewer: Viewer, testId: ExperimentId) => Promise<Result<TestResults, WorkspaceError>>;

/**
 * What the results page reads: each variant against the control on the test's goal, from the rollups alone. The
 * sequential interval is tuned for the test's own size (its maxCases), where owners most often look.
 */
export function makeGetTestResults(deps: { readonly source: TestResultsSource }): GetTestResults {
  return async (viewer, testId) => {
    const test = await deps.source.rollupsOf(viewer.userId, testId);
    if (test === null) return fail({ kind: 'TestNotFound' });
    const [control, ...variants] = test.variants;
    const goal = goalComparison(test.goalId);
    const sessions = test.variants.reduce((sum, v) => sum + (v.totals.get('sessions') ?? 0), 0);
    return ok({
      goal,
      sessions,
      maxCases: test.maxCases,
      comparisons: control === undefined ? [] : variants.map((v) => compareToControl(control, v, goal, test.maxCases)),
      sampleRatio: sampleRatioMismatch(
        test.variants.map((v) => ({ sessions: v.totals.get('sessions') ?? 0, allocationPercent: v.allocationPercent })),
      ),
    });
  };
}
