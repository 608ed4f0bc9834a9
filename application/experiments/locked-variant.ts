import type { Viewer } from '../../domain/accounts/viewer';
import type { Variant } from '../../domain/experiments/variant';
import type { VariantId } from '../../domain/shared/ids';
import type { ExperimentRepository } from '../ports/experiment-repository';
import type { VariantRepository } from '../ports/variant-repository';

/**
 * The owner's variant, read again after its test is locked: a change that waited for another to finish must see
 * the shares that change left, not the ones before it.
 */
export async function lockedVariant(
  experiments: ExperimentRepository,
  variants: VariantRepository,
  viewer: Viewer,
  id: VariantId,
): Promise<Variant | null> {
  const first = await variants.find(viewer.userId, id);
  if (first === null || !(await experiments.lockForChange(viewer.userId, first.experimentId))) return null;
  return variants.find(viewer.userId, id);
}
