import { userRevocation } from '../../domain/accounts/session-revocation';
import type { Viewer } from '../../domain/accounts/viewer';
import { fail, ok, type Result } from '../../domain/shared/result';
import type { Clock } from '../ports/clock';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { RevokedSessions } from './revoked-sessions';

export type DeleteUser = (viewer: Viewer) => Promise<Result<void, { readonly kind: 'UserNotFound' }>>;

/** Removes the account and everything it owns, in one transaction, and refuses its sessions from then on. */
export function makeDeleteUser(deps: {
  readonly uow: UnitOfWork;
  readonly clock: Clock;
  readonly revokedSessions: RevokedSessions;
}): DeleteUser {
  return async (viewer) => {
    const deleted = await deps.uow.run(async ({ users, sessionRevocations }) => {
      if ((await users.findById(viewer.userId)) === null) return fail({ kind: 'UserNotFound' } as const);
      await users.delete(viewer.userId);
      await sessionRevocations.add(userRevocation(viewer.userId, 'account-deleted', deps.clock.now()));
      return ok(undefined);
    });
    if (deleted.ok) await deps.revokedSessions.refresh();
    return deleted;
  };
}
