import type { Viewer } from '../../../domain/accounts/viewer';
import type { PageId, WebsiteId } from '../../../domain/shared/ids';
import { fail, ok, type Result } from '../../../domain/shared/result';
import type { Page } from '../../../domain/websites/page';
import type { PagedList, Paging } from '../../paging';
import type { UnitOfWork } from '../../ports/unit-of-work';
import type { WorkspaceError } from '../workspace-errors';

export type ListPages = (
  viewer: Viewer,
  input: Paging & { readonly websiteId: WebsiteId | null },
) => Promise<Result<PagedList<Page>, WorkspaceError>>;
export type GetPage = (viewer: Viewer, id: PageId) => Promise<Result<Page, WorkspaceError>>;

/** A website filter must name one of the owner's websites: another owner's id is NOT_FOUND, not an empty list. */
export function makeListPages(deps: { readonly uow: UnitOfWork }): ListPages {
  return (viewer, { websiteId, ...paging }) =>
    deps.uow.run(async ({ websites, pages }) => {
      if (websiteId !== null && (await websites.find(viewer.userId, websiteId)) === null) {
        return fail({ kind: 'WebsiteNotFound' });
      }
      return ok(await pages.list(viewer.userId, websiteId, paging));
    });
}

export function makeGetPage(deps: { readonly uow: UnitOfWork }): GetPage {
  return async (viewer, id) => {
    const page = await deps.uow.run(({ pages }) => pages.find(viewer.userId, id));
    return page === null ? fail({ kind: 'PageNotFound' }) : ok(page);
  };
}
