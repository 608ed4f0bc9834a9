import type { Viewer } from '../../../domain/accounts/viewer';
import { isRunningWithResults, type TestChangeKind } from '../../../domain/ab-tests/test-edit-rules';
import type { TestId } from '../../../domain/shared/ids';
import type { Repositories } from '../../ports/unit-of-work';

/**
 * A change to a running test's split or its set of variants starts a new phase: the sessions so far were assigned at
 * other shares, so results and the sample-ratio check count from now (docs/statistics.md, "Phases"), and the change
 * is recorded for the results page. A test that is off or has no sessions has nothing to split.
 */
export async function startPhaseIfRunning(
  { tests, testChanges, testPhases }: Pick<Repositories, 'tests' | 'testChanges' | 'testPhases'>,
  viewer: Viewer,
  testId: TestId,
  what: Extract<TestChangeKind, 'split' | 'variant_added' | 'variant_deleted'>,
  at: Date,
): Promise<void> {
  const test = await tests.find(viewer.userId, testId);
  if (test === null || !isRunningWithResults(test)) return;
  await testPhases.start(testId, at);
  await testChanges.record({ testId, what, at });
}
