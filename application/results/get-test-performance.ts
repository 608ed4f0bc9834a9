import type { Viewer } from '../../domain/accounts/viewer';
import type { TestId, UserId } from '../../domain/shared/ids';
import { fail, ok, type Result } from '../../domain/shared/result';
import { variantPerformance, type VariantPerformance } from '../../domain/statistics/variant-performance';
import type { TestResultsSource, TestRollups } from '../ports/test-results-source';
import type { WorkspaceError } from '../workspace/workspace-errors';

export type GetTestPerformance = (
  viewer: Viewer,
  testId: TestId,
) => Promise<Result<VariantPerformance[], WorkspaceError>>;

/** The same for the owner's test without a viewer: for a share link, which opens one test of one owner. */
export type ReadTestPerformance = (
  userId: UserId,
  testId: TestId,
) => Promise<Result<VariantPerformance[], WorkspaceError>>;

export function makeGetTestPerformance(deps: { readonly source: TestResultsSource }): GetTestPerformance {
  const read = makeReadTestPerformance(deps);
  return (viewer, testId) => read(viewer.userId, testId);
}

/**
 * testPerformanceData: each variant's numbers, control first, from the rollups kept at ingest. Worked out once per
 * read of the rollups, however many requests the source answers with the same one (recent-rollups.ts).
 */
export function makeReadTestPerformance(deps: { readonly source: TestResultsSource }): ReadTestPerformance {
  const workedOut = new WeakMap<TestRollups, VariantPerformance[]>();
  const performanceOf = (rollups: TestRollups): VariantPerformance[] => {
    const known = workedOut.get(rollups);
    if (known !== undefined) return known;
    const performance = rollups.variants.map(variantPerformance);
    workedOut.set(rollups, performance);
    return performance;
  };
  return async (userId, testId) => {
    const rollups = await deps.source.rollupsOf(userId, testId);
    return rollups === null ? fail({ kind: 'TestNotFound' }) : ok(performanceOf(rollups));
  };
}
