import { userRevocation } from '../../domain/accounts/session-revocation';
import type { Viewer } from '../../domain/accounts/viewer';
import { fail, ok, type Result } from '../../domain/shared/result';
import type { AccessTokens } from '../ports/access-tokens';
import type { Clock } from '../ports/clock';
import type { PasswordHasher } from '../ports/password-hasher';
import type { UnitOfWork } from '../ports/unit-of-work';
import { startSession, type AccountSession } from './account-session';
import type { RevokedSessions } from './revoked-sessions';

export interface ChangePasswordInput {
  readonly currentPassword: string;
  readonly newPassword: string;
}

export type ChangePasswordError = { readonly kind: 'UserNotFound' } | { readonly kind: 'WrongPassword' };

export type ChangePassword = (
  viewer: Viewer,
  input: ChangePasswordInput,
) => Promise<Result<AccountSession, ChangePasswordError>>;

export interface ChangePasswordDeps {
  readonly uow: UnitOfWork;
  readonly hasher: PasswordHasher;
  readonly tokens: AccessTokens;
  readonly clock: Clock;
  readonly revokedSessions: RevokedSessions;
}

/**
 * Sets a new password for the signed-in owner, who proves it is them with the current one. Every session of the
 * account ends (one on a machine that learnt the old password included); the browser that changed it gets a new
 * one, so the owner stays signed in there. Open reset links stay usable: they were sent to the owner's own inbox.
 */
export function makeChangePassword(deps: ChangePasswordDeps): ChangePassword {
  return async (viewer, input) => {
    const now = deps.clock.now();
    const user = await deps.uow.read(({ users }) => users.findById(viewer.userId));
    if (user === null) return fail({ kind: 'UserNotFound' });
    if (!(await deps.hasher.verify(user.passwordHash, input.currentPassword))) return fail({ kind: 'WrongPassword' });
    const passwordHash = await deps.hasher.hash(input.newPassword);
    await deps.uow.run(async ({ users, sessionRevocations }) => {
      await users.changePassword(user.id, passwordHash);
      await sessionRevocations.add(userRevocation(user.id, 'signed-out', now));
    });
    await deps.revokedSessions.refresh();
    return ok(await startSession(deps.tokens, user, now));
  };
}
