import type { WebsiteId } from '../../../domain/shared/ids';
import { fail, ok, type Result } from '../../../domain/shared/result';
import type { Viewer } from '../../../domain/accounts/viewer';
import { normaliseWebsiteUrl } from '../../../domain/websites/site-url';
import { defaultCurrency, type Currency } from '../../../domain/websites/currency-rules';
import type { Website } from '../../../domain/websites/website';
import type { Clock } from '../../ports/clock';
import type { IdGenerator } from '../../ports/id-generator';
import type { UnitOfWork } from '../../ports/unit-of-work';
import type { WorkspaceError } from '../workspace-errors';

export type CreateWebsite = (
  viewer: Viewer,
  input: { readonly url: string; readonly name: string; readonly currency?: Currency },
) => Promise<Result<Website, WorkspaceError>>;

export function makeCreateWebsite(deps: {
  readonly uow: UnitOfWork;
  readonly clock: Clock;
  readonly ids: IdGenerator;
}): CreateWebsite {
  return async (viewer, input) => {
    const url = normaliseWebsiteUrl(input.url);
    if (!url.ok) return fail({ kind: 'InvalidUrl', field: 'url', problem: url.problem });
    const now = deps.clock.now();
    const website: Website = {
      id: deps.ids.next() as WebsiteId,
      userId: viewer.userId,
      url: url.url,
      name: input.name,
      maxOrderValue: null,
      currency: input.currency ?? defaultCurrency,
      extraOrigins: [],
      dailySessionBudget: null,
      createdAt: now,
      lastModified: now,
    };
    const inserted = await deps.uow.run(({ websites }) => websites.insert(website));
    return inserted ? ok(website) : fail({ kind: 'WebsiteExists' });
  };
}
