import { newPasswordProblem, personalWordsOf, type NewPasswordProblem } from '../../domain/accounts/password-rules';
import { userRevocation } from '../../domain/accounts/session-revocation';
import type { Viewer } from '../../domain/accounts/viewer';
import { fail, ok, type Result } from '../../domain/shared/result';
import type { AccessTokens } from '../ports/access-tokens';
import type { Clock } from '../ports/clock';
import type { Mailer } from '../ports/mailer';
import type { PasswordHasher } from '../ports/password-hasher';
import type { PasswordStrength } from '../ports/password-strength';
import type { UnitOfWork } from '../ports/unit-of-work';
import { startSession, type AccountSession } from './account-session';
import { passwordChangedEmail } from './emails/password-changed-email';
import type { RevokedSessions } from './revoked-sessions';

export interface ChangePasswordInput {
  readonly currentPassword: string;
  readonly newPassword: string;
}

export type ChangePasswordError =
  | { readonly kind: 'SignedInOwnerOnly' }
  | { readonly kind: 'UserNotFound' }
  | { readonly kind: 'WrongPassword' }
  | { readonly kind: 'SamePassword' }
  | { readonly kind: 'WeakNewPassword'; readonly problem: NewPasswordProblem };

export type ChangePassword = (
  viewer: Viewer,
  input: ChangePasswordInput,
) => Promise<Result<AccountSession, ChangePasswordError>>;

export interface ChangePasswordDeps {
  readonly uow: UnitOfWork;
  readonly hasher: PasswordHasher;
  readonly passwordStrength: PasswordStrength;
  readonly tokens: AccessTokens;
  readonly clock: Clock;
  readonly revokedSessions: RevokedSessions;
  readonly mailer: Mailer;
  readonly appUrl: string;
}

/**
 * Sets a new password for a signed-in owner who types the current one (a session left open on a shared computer is
 * not enough), and ends every session of the account: whoever else was signed in is out, in every process at once
 * (revoked-sessions.ts). The browser that asked gets a new session, so the owner stays signed in there; the
 * account's address is told, so an owner who did not make the change can act.
 */
export function makeChangePassword(deps: ChangePasswordDeps): ChangePassword {
  return async (viewer, input) => {
    // Only a signed-in browser: an API key or the visual editor's credential never changes the password.
    if (viewer.via !== 'access-token') return fail({ kind: 'SignedInOwnerOnly' });
    const user = await deps.uow.read(({ users }) => users.findById(viewer.userId));
    if (user === null) return fail({ kind: 'UserNotFound' });
    if (!(await deps.hasher.verify(user.passwordHash, input.currentPassword))) return fail({ kind: 'WrongPassword' });
    // Typing the same password again would end the other sessions and change nothing else: say so instead.
    if (input.newPassword === input.currentPassword) return fail({ kind: 'SamePassword' });
    // The rule of every new password (domain/accounts/password-rules.ts); the old one kept working until now.
    const problem = newPasswordProblem(
      input.newPassword,
      deps.passwordStrength.weaknessOf,
      personalWordsOf(user.email),
    );
    if (problem !== null) return fail({ kind: 'WeakNewPassword', problem });
    const passwordHash = await deps.hasher.hash(input.newPassword);
    const now = deps.clock.now();
    const changed = await deps.uow.run(async ({ users, sessionRevocations }) => {
      // Deleted while the hash was being worked out: nothing left to change.
      if ((await users.findById(user.id)) === null) return false;
      await users.changePassword(user.id, passwordHash);
      await sessionRevocations.add(userRevocation(user.id, 'signed-out', now));
      return true;
    });
    if (!changed) return fail({ kind: 'UserNotFound' });
    await deps.revokedSessions.refresh();
    // The change stands even if the email cannot be sent: the mailer has logged it.
    await deps.mailer.send(passwordChangedEmail(user.email, deps.appUrl)).catch(() => undefined);
    return ok(await startSession(deps.tokens, user, now));
  };
}
