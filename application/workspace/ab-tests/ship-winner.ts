import type { Viewer } from '../../../domain/accounts/viewer';
import type { TestId, VariantId } from '../../../domain/shared/ids';
import { fail, ok, type Result } from '../../../domain/shared/result';
import type { Clock } from '../../ports/clock';
import type { UnitOfWork } from '../../ports/unit-of-work';
import type { WorkspaceError } from '../workspace-errors';
import { changeAndShow } from './change-and-show';
import type { TestView } from './test-view';

export type ShipWinner = (
  viewer: Viewer,
  input: { readonly testId: TestId; readonly variantId: VariantId },
) => Promise<Result<TestView, WorkspaceError>>;
export type UndoShipWinner = (viewer: Viewer, id: TestId) => Promise<Result<TestView, WorkspaceError>>;

/**
 * Serves the chosen variant to every visitor of the test's page through the same script, no longer tested: nobody
 * is enrolled and no session is charged. The test stops. The original needs no shipping: stopping shows it.
 */
export function makeShipWinner(deps: { readonly uow: UnitOfWork; readonly clock: Clock }): ShipWinner {
  return (viewer, { testId, variantId }) =>
    deps.uow.run(async ({ tests, variants }) => {
      if (!(await tests.lockForChange(viewer.userId, testId))) return fail({ kind: 'TestNotFound' });
      const variant = await variants.find(viewer.userId, variantId);
      if (variant === null || variant.testId !== testId) return fail({ kind: 'VariantNotFound' });
      if (variant.variantNo === 0) return fail({ kind: 'ControlCannotBeShipped' });
      await tests.ship(viewer.userId, testId, variant.id, deps.clock.now());
      const view = await tests.find(viewer.userId, testId);
      return view === null ? fail({ kind: 'TestNotFound' }) : ok(view);
    });
}

/** Takes a shipped winner back: visitors see the original page again, and the test stays stopped. */
export function makeUndoShipWinner(deps: { readonly uow: UnitOfWork; readonly clock: Clock }): UndoShipWinner {
  return changeAndShow(deps, (tests, viewer, id, at) => tests.ship(viewer.userId, id, null, at));
}
