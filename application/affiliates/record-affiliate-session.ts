import type { Viewer } from '../../domain/accounts/viewer';
import type { UserId } from '../../domain/shared/ids';
import { fail, ok, type Result } from '../../domain/shared/result';
import type { Clock } from '../ports/clock';
import type { IdGenerator } from '../ports/id-generator';
import type { UnitOfWork } from '../ports/unit-of-work';

export type RecordAffiliateSession = (
  viewer: Viewer | null,
  referrerId: UserId,
) => Promise<Result<{ readonly recorded: boolean }, { readonly kind: 'NoSuchAffiliate' }>>;

/**
 * Someone opened a page through an affiliate's referral link. An affiliate following their own link is not a
 * visit to count (recorded: false); an id that names no account is NoSuchAffiliate, and nothing is written.
 */
export function makeRecordAffiliateSession(deps: {
  readonly uow: UnitOfWork;
  readonly clock: Clock;
  readonly ids: IdGenerator;
}): RecordAffiliateSession {
  return (viewer, referrerId) =>
    deps.uow.run(async ({ users, affiliates }) => {
      if ((await users.findById(referrerId)) === null) return fail({ kind: 'NoSuchAffiliate' });
      if (viewer?.userId === referrerId) return ok({ recorded: false });
      await affiliates.addSession({ id: deps.ids.next(), affiliateId: referrerId, createdAt: deps.clock.now() });
      return ok({ recorded: true });
    });
}
