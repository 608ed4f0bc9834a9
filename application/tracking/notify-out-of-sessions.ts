import type { UserId } from '../../domain/shared/ids';
import type { Mailer } from '../ports/mailer';
import type { UnitOfWork } from '../ports/unit-of-work';
import { outOfSessionsEmail } from './emails/out-of-sessions-email';

export type NotifyOutOfSessions = (ownerIds: readonly string[]) => Promise<void>;

/**
 * Tells each owner whose balance an enrolment batch just brought to zero that their tests are paused. Enrolment
 * reports an owner only in the batch that spends their last session (later visitors are refused, not charged), so
 * each pause is told once. A failed send is logged by the mailer and does not stop the others.
 */
export function makeNotifyOutOfSessions(deps: {
  readonly uow: UnitOfWork;
  readonly mailer: Mailer;
  readonly appUrl: string;
}): NotifyOutOfSessions {
  return async (ownerIds) => {
    for (const id of ownerIds) {
      const owner = await deps.uow.read(({ users }) => users.findById(id as UserId));
      if (owner !== null) await deps.mailer.send(outOfSessionsEmail(owner.email, deps.appUrl)).catch(() => undefined);
    }
  };
}
