import type { Viewer } from '../../../domain/accounts/viewer';
import type { WebsiteId } from '../../../domain/shared/ids';
import { fail, ok, type Result } from '../../../domain/shared/result';
import type { UnitOfWork } from '../../ports/unit-of-work';
import type { WorkspaceError } from '../workspace-errors';

export type DeleteWebsite = (viewer: Viewer, id: WebsiteId) => Promise<Result<void, WorkspaceError>>;

/** Removes the website with its pages, their tests and variants, in one transaction. */
export function makeDeleteWebsite(deps: { readonly uow: UnitOfWork }): DeleteWebsite {
  return async (viewer, id) => {
    const deleted = await deps.uow.run(({ websites }) => websites.delete(viewer.userId, id));
    return deleted ? ok(undefined) : fail({ kind: 'WebsiteNotFound' });
  };
}
