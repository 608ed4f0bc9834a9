import type { UserId } from '../../domain/shared/ids';
import type { Clock } from '../ports/clock';
import type { UnitOfWork } from '../ports/unit-of-work';

export type ConfirmEmailUnchecked = (userId: UserId) => Promise<void>;

/**
 * Marks an account's address confirmed without a link: for the accounts the operator makes on their own server (the
 * demo owner of `--seed-demo`, whose address reads no mail), never for a request from outside.
 */
export function makeConfirmEmailUnchecked(deps: {
  readonly uow: UnitOfWork;
  readonly clock: Clock;
}): ConfirmEmailUnchecked {
  return async (userId) => {
    const now = deps.clock.now();
    await deps.uow.run(async ({ users, emailConfirmations }) => {
      const user = await users.findById(userId);
      if (user === null || user.emailConfirmedAt !== null) return;
      await users.confirmEmail(user.id, user.email, now);
      await emailConfirmations.useAllForUser(user.id, now);
    });
  };
}
