import type { Viewer } from '../../../domain/accounts/viewer';
import type { WebsiteId } from '../../../domain/shared/ids';
import { fail, ok, type Result } from '../../../domain/shared/result';
import type { Website } from '../../../domain/websites/website';
import type { PagedList, Paging } from '../../paging';
import type { UnitOfWork } from '../../ports/unit-of-work';
import type { WorkspaceError } from '../workspace-errors';

export type ListWebsites = (viewer: Viewer, paging: Paging) => Promise<PagedList<Website>>;
export type GetWebsite = (viewer: Viewer, id: WebsiteId) => Promise<Result<Website, WorkspaceError>>;
/** For batching (GraphQL DataLoader): the owner's websites among `ids`, in no particular order. */
export type FindWebsites = (viewer: Viewer, ids: readonly WebsiteId[]) => Promise<readonly Website[]>;

export function makeListWebsites(deps: { readonly uow: UnitOfWork }): ListWebsites {
  return (viewer, paging) => deps.uow.run(({ websites }) => websites.list(viewer.userId, paging));
}

export function makeGetWebsite(deps: { readonly uow: UnitOfWork }): GetWebsite {
  return async (viewer, id) => {
    const website = await deps.uow.run(({ websites }) => websites.find(viewer.userId, id));
    return website === null ? fail({ kind: 'WebsiteNotFound' }) : ok(website);
  };
}

export function makeFindWebsites(deps: { readonly uow: UnitOfWork }): FindWebsites {
  return (viewer, ids) => deps.uow.run(({ websites }) => websites.findMany(viewer.userId, ids));
}
