import type { Viewer } from '../../../domain/accounts/viewer';
import type { VariantId } from '../../../domain/shared/ids';
import { fail, ok, type Result } from '../../../domain/shared/result';
import type { Clock } from '../../ports/clock';
import type { UnitOfWork } from '../../ports/unit-of-work';
import type { WorkspaceError } from '../workspace-errors';
import { lockedVariant } from './locked-variant';
import { startPhaseIfRunning } from './start-phase';

export type DeleteVariant = (viewer: Viewer, id: VariantId) => Promise<Result<void, WorkspaceError>>;

/** The control stays; a deleted variant's share of the traffic goes back to it, so the total stays 100. */
export function makeDeleteVariant(deps: { readonly uow: UnitOfWork; readonly clock: Clock }): DeleteVariant {
  return (viewer, id) =>
    deps.uow.run(async (repositories) => {
      const { tests, variants } = repositories;
      const variant = await lockedVariant(tests, variants, viewer, id);
      if (variant === null) return fail({ kind: 'VariantNotFound' });
      if (variant.isControl) return fail({ kind: 'ControlCannotBeDeleted' });
      const siblings = await variants.listForTests(viewer.userId, [variant.testId]);
      const control = siblings.find((v) => v.isControl);
      await startPhaseIfRunning(repositories, viewer, variant.testId, 'variant_deleted', deps.clock.now());
      await variants.delete(viewer.userId, id);
      if (control !== undefined && variant.trafficAllocation > 0) {
        await variants.save({
          ...control,
          trafficAllocation: control.trafficAllocation + variant.trafficAllocation,
          lastModified: deps.clock.now(),
        });
      }
      return ok(undefined);
    });
}
