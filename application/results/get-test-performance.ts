import type { Viewer } from '../../domain/accounts/viewer';
import type { TestId } from '../../domain/shared/ids';
import { fail, ok, type Result } from '../../domain/shared/result';
import { variantPerformance, type VariantPerformance } from '../../domain/statistics/variant-performance';
import type { TestResultsSource } from '../ports/test-results-source';
import type { WorkspaceError } from '../workspace/workspace-errors';

export type GetTestPerformance = (
  viewer: Viewer,
  testId: TestId,
) => Promise<Result<VariantPerformance[], WorkspaceError>>;

/** testPerformanceData: each variant's numbers, control first, from the rollups kept at ingest. */
export function makeGetTestPerformance(deps: { readonly source: TestResultsSource }): GetTestPerformance {
  return async (viewer, testId) => {
    const rollups = await deps.source.rollupsOf(viewer.userId, testId);
    return rollups === null ? fail({ kind: 'TestNotFound' }) : ok(rollups.variants.map(variantPerformance));
  };
}
