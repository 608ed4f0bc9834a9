import type { Viewer } from '../../../domain/accounts/viewer';
import type { PageId, WebsiteId } from '../../../domain/shared/ids';
import { fail, ok, type Result } from '../../../domain/shared/result';
import type { Page } from '../../../domain/websites/page';
import { normalisePageUrl } from '../../../domain/websites/site-url';
import type { Clock } from '../../ports/clock';
import type { IdGenerator } from '../../ports/id-generator';
import type { UnitOfWork } from '../../ports/unit-of-work';
import type { WorkspaceError } from '../workspace-errors';

export interface CreatePageInput {
  readonly websiteId: WebsiteId;
  readonly url: string;
  readonly name: string;
}

export type CreatePage = (viewer: Viewer, input: CreatePageInput) => Promise<Result<Page, WorkspaceError>>;

export function makeCreatePage(deps: {
  readonly uow: UnitOfWork;
  readonly clock: Clock;
  readonly ids: IdGenerator;
}): CreatePage {
  return (viewer, input) =>
    deps.uow.run(async ({ websites, pages }) => {
      const website = await websites.find(viewer.userId, input.websiteId);
      if (website === null) return fail({ kind: 'WebsiteNotFound' });
      const url = normalisePageUrl(input.url, website.url);
      if (!url.ok) return fail({ kind: 'InvalidUrl', field: 'url', problem: url.problem });
      const now = deps.clock.now();
      const page: Page = {
        id: deps.ids.next() as PageId,
        userId: viewer.userId,
        websiteId: website.id,
        url: url.url,
        name: input.name,
        createdAt: now,
        lastModified: now,
      };
      return (await pages.insert(page)) ? ok(page) : fail({ kind: 'PageExists' });
    });
}
