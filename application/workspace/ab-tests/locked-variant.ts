import type { Viewer } from '../../../domain/accounts/viewer';
import type { Variant } from '../../../domain/ab-tests/variant';
import type { VariantId } from '../../../domain/shared/ids';
import type { TestRepository } from '../../ports/test-repository';
import type { VariantRepository } from '../../ports/variant-repository';

/**
 * The owner's variant, read again after its test is locked: a change that waited for another to finish must see
 * the shares that change left, not the ones before it.
 */
export async function lockedVariant(
  tests: TestRepository,
  variants: VariantRepository,
  viewer: Viewer,
  id: VariantId,
): Promise<Variant | null> {
  const first = await variants.find(viewer.userId, id);
  if (first === null || !(await tests.lockForChange(viewer.userId, first.testId))) return null;
  return variants.find(viewer.userId, id);
}
