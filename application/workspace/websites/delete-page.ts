import type { Viewer } from '../../../domain/accounts/viewer';
import type { PageId } from '../../../domain/shared/ids';
import { fail, ok, type Result } from '../../../domain/shared/result';
import type { UnitOfWork } from '../../ports/unit-of-work';
import type { WorkspaceError } from '../workspace-errors';

export type DeletePage = (viewer: Viewer, id: PageId) => Promise<Result<void, WorkspaceError>>;

/** Removes the page with its tests and their variants. */
export function makeDeletePage(deps: { readonly uow: UnitOfWork }): DeletePage {
  return async (viewer, id) => {
    const deleted = await deps.uow.run(({ pages }) => pages.delete(viewer.userId, id));
    return deleted ? ok(undefined) : fail({ kind: 'PageNotFound' });
  };
}
