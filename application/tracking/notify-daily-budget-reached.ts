import type { UserId, WebsiteId } from '../../domain/shared/ids';
import type { Mailer } from '../ports/mailer';
import type { UnitOfWork } from '../ports/unit-of-work';
import { dailyBudgetReachedEmail } from './emails/daily-budget-reached-email';
import type { WebsiteAtBudget } from './enrol-visitors';

export type NotifyDailyBudgetReached = (websites: readonly WebsiteAtBudget[]) => Promise<void>;

/**
 * Tells each owner whose website an enrolment batch just brought to its daily session budget that its tests are
 * paused for the day. Enrolment reports a website only in the batch that reaches the budget (later visitors are
 * refused, not charged, and the day's count only grows), so each pause is told once a day. A failed send is logged by
 * the mailer and does not stop the others.
 */
export function makeNotifyDailyBudgetReached(deps: {
  readonly uow: UnitOfWork;
  readonly mailer: Mailer;
  readonly appUrl: string;
}): NotifyDailyBudgetReached {
  return async (websites) => {
    for (const { websiteId, ownerId } of websites) {
      const found = await deps.uow.read(async ({ users, websites: sites }) => ({
        owner: await users.findById(ownerId as UserId),
        website: await sites.find(ownerId as UserId, websiteId as WebsiteId),
      }));
      const budget = found.website?.dailySessionBudget ?? null;
      if (found.owner === null || found.website === null || budget === null) continue;
      const email = dailyBudgetReachedEmail(found.owner.email, { ...found.website, budget }, deps.appUrl);
      await deps.mailer.send(email).catch(() => undefined);
    }
  };
}
