import DataLoader from 'dataloader';
import type { PayoutSetup } from '../../application/affiliates/payout-setup';
import type { UseCases } from '../../application/use-cases';
import type { AffiliateBalance } from '../../domain/affiliates/affiliate-balance';
import type { CurrentUser } from '../../domain/accounts/user';
import type { SecondaryGoalView } from '../../application/workspace/goals/goal-queries';
import type { WorkspaceError } from '../../application/workspace/workspace-errors';
import type { TestChange } from '../../domain/ab-tests/test-change';
import type { PageId, TestId, WebsiteId } from '../../domain/shared/ids';
import type { Result } from '../../domain/shared/result';
import type { ScriptSighting } from '../../domain/tracking/script-sighting';
import type { Page } from '../../domain/websites/page';
import type { Website } from '../../domain/websites/website';
import { requireViewerFrom } from './require-viewer';
import type { ViewerSource } from './viewer-resolution';

/**
 * Per-request batchers: a list that resolves children asks once for all of them (no N+1 queries). The affiliate
 * page asks for both balances, and for two facts of the payout setup, in one request: each is read once; so is the
 * signed-in user, whom `me`, `testSessionsRemaining` and `hasEnteredPaymentDetails` all read.
 */
export interface Loaders {
  readonly currentUser: () => Promise<Result<CurrentUser, { readonly kind: 'UserNotFound' }>>;
  readonly website: DataLoader<WebsiteId, Result<Website, WorkspaceError>>;
  readonly changesByTest: DataLoader<TestId, readonly TestChange[]>;
  readonly secondaryGoalsByTest: DataLoader<TestId, readonly SecondaryGoalView[]>;
  /** The install check: a website's most recent sighting of the tracking script, and a page's own. */
  readonly scriptSeenOnWebsite: DataLoader<WebsiteId, ScriptSighting | null>;
  readonly scriptSeenNearWebsite: DataLoader<WebsiteId, ScriptSighting | null>;
  readonly scriptSeenOnPage: DataLoader<Page, ScriptSighting | null, PageId>;
  readonly affiliateBalance: () => Promise<AffiliateBalance>;
  readonly payoutSetup: () => Promise<PayoutSetup>;
}

/** The first call's promise, for every later call in the request. */
function once<T>(work: () => Promise<T>): () => Promise<T> {
  let result: Promise<T> | undefined;
  return () => (result ??= work());
}

export function createLoaders(useCases: UseCases, viewer: ViewerSource): Loaders {
  return {
    currentUser: once(async () => useCases.getCurrentUser(await requireViewerFrom(viewer))),
    website: new DataLoader(async (ids) => {
      const found = await useCases.findWebsites(await requireViewerFrom(viewer), ids);
      return ids.map((id) => {
        const website = found.find((w) => w.id === id);
        return website === undefined ? { ok: false, error: { kind: 'WebsiteNotFound' } } : { ok: true, value: website };
      });
    }),
    changesByTest: new DataLoader(async (ids) => {
      const changes = await useCases.listTestChangesForTests(await requireViewerFrom(viewer), ids);
      return ids.map((id) => changes.filter((c) => c.testId === id));
    }),
    secondaryGoalsByTest: new DataLoader(async (ids) => {
      const goals = await useCases.listSecondaryGoals(await requireViewerFrom(viewer), ids);
      return ids.map((id) => goals.get(id) ?? []);
    }),
    scriptSeenOnWebsite: new DataLoader(async (ids) =>
      useCases.findWebsiteSightings(await requireViewerFrom(viewer), ids),
    ),
    scriptSeenNearWebsite: new DataLoader(async (ids) =>
      useCases.findNearWebsiteSightings(await requireViewerFrom(viewer), ids),
    ),
    scriptSeenOnPage: new DataLoader(
      async (pages) => useCases.findPageSightings(await requireViewerFrom(viewer), pages),
      { cacheKeyFn: (page) => page.id },
    ),
    affiliateBalance: once(async () => useCases.getAffiliateBalance(await requireViewerFrom(viewer))),
    payoutSetup: once(async () => useCases.getPayoutSetup(await requireViewerFrom(viewer))),
  };
}
