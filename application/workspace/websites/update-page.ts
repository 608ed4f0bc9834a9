import type { Viewer } from '../../../domain/accounts/viewer';
import type { PageId } from '../../../domain/shared/ids';
import { fail, ok, type Result } from '../../../domain/shared/result';
import type { Page } from '../../../domain/websites/page';
import { normalisePageUrl } from '../../../domain/websites/site-url';
import type { Clock } from '../../ports/clock';
import type { UnitOfWork } from '../../ports/unit-of-work';
import type { WorkspaceError } from '../workspace-errors';

export interface UpdatePageInput {
  readonly id: PageId;
  readonly url: string | null;
  readonly name: string | null;
}

export type UpdatePage = (viewer: Viewer, input: UpdatePageInput) => Promise<Result<Page, WorkspaceError>>;

export function makeUpdatePage(deps: { readonly uow: UnitOfWork; readonly clock: Clock }): UpdatePage {
  return (viewer, input) =>
    deps.uow.run(async ({ websites, pages }) => {
      const page = await pages.find(viewer.userId, input.id);
      if (page === null) return fail({ kind: 'PageNotFound' });
      let url = page.url;
      if (input.url !== null) {
        const website = await websites.find(viewer.userId, page.websiteId);
        if (website === null) return fail({ kind: 'PageNotFound' });
        const normalised = normalisePageUrl(input.url, website.url);
        if (!normalised.ok) return fail({ kind: 'InvalidUrl', field: 'url', problem: normalised.problem });
        url = normalised.url;
      }
      const changed: Page = { ...page, url, name: input.name ?? page.name, lastModified: deps.clock.now() };
      const outcome = await pages.update(changed);
      if (outcome === 'taken') return fail({ kind: 'PageExists' });
      if (outcome === 'not-found') return fail({ kind: 'PageNotFound' });
      return ok(changed);
    });
}
