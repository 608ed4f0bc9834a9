import type { Viewer } from '../../../domain/accounts/viewer';
import { changesVariantCode } from '../../../domain/ab-tests/test-change';
import { isRunningWithResults } from '../../../domain/ab-tests/test-edit-rules';
import type { Variant } from '../../../domain/ab-tests/variant';
import type { Repositories } from '../../ports/unit-of-work';

/**
 * Records that a running test's variant shows something else from `at` on (its CSS, JavaScript or redirect), so
 * the results page marks the moment; a rename or a new share of the traffic leaves what it shows as it was.
 */
export async function recordVariantCodeChange(
  { tests, testChanges }: Pick<Repositories, 'tests' | 'testChanges'>,
  viewer: Viewer,
  before: Variant,
  after: Variant,
  at: Date,
): Promise<void> {
  if (!changesVariantCode(before, after)) return;
  const test = await tests.find(viewer.userId, before.testId);
  if (test === null || !isRunningWithResults(test)) return;
  await testChanges.record({ testId: test.id, what: 'variant_code', at });
}
