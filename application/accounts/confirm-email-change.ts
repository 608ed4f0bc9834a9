import { singleUseLinkProblem } from '../../domain/accounts/single-use-link';
import { userRevocation } from '../../domain/accounts/session-revocation';
import type { Viewer } from '../../domain/accounts/viewer';
import { fail, ok, type Result } from '../../domain/shared/result';
import type { AccessTokens } from '../ports/access-tokens';
import type { Clock } from '../ports/clock';
import type { OpaqueTokens } from '../ports/opaque-tokens';
import type { UnitOfWork } from '../ports/unit-of-work';
import { startSession, type AccountSession } from './account-session';
import type { RevokedSessions } from './revoked-sessions';

export type ConfirmEmailChangeError =
  | { readonly kind: 'EmailChangeLinkUnknown' }
  | { readonly kind: 'EmailChangeLinkUsed' }
  | { readonly kind: 'EmailChangeLinkExpired' }
  | { readonly kind: 'EmailTaken' };

export interface EmailChangeConfirmed {
  readonly email: string;
  /** A new session for the browser that confirmed, when it was signed in to the account; null otherwise. */
  readonly session: AccountSession | null;
}

export type ConfirmEmailChange = (
  token: string,
  viewer: Viewer | null,
) => Promise<Result<EmailChangeConfirmed, ConfirmEmailChangeError>>;

export interface ConfirmEmailChangeDeps {
  readonly uow: UnitOfWork;
  readonly opaqueTokens: OpaqueTokens;
  readonly tokens: AccessTokens;
  readonly clock: Clock;
  readonly revokedSessions: RevokedSessions;
}

/**
 * Makes the new address the login email and signs out every session of the account. The link alone signs no one
 * in: only a browser already signed in to that account gets a new session.
 */
export function makeConfirmEmailChange(deps: ConfirmEmailChangeDeps): ConfirmEmailChange {
  return async (token, viewer) => {
    const now = deps.clock.now();
    const confirmed = await deps.uow.run(async ({ users, emailChanges, sessionRevocations }) => {
      const change = await emailChanges.findByTokenHash(deps.opaqueTokens.hash(token));
      if (change === null) return fail({ kind: 'EmailChangeLinkUnknown' } as const);
      const problem = singleUseLinkProblem(change, now);
      if (problem === 'used') return fail({ kind: 'EmailChangeLinkUsed' } as const);
      if (problem === 'expired') return fail({ kind: 'EmailChangeLinkExpired' } as const);
      const user = await users.findById(change.userId);
      if (user === null) return fail({ kind: 'EmailChangeLinkUnknown' } as const);
      if (!(await users.changeEmail(user.id, change.newEmail))) return fail({ kind: 'EmailTaken' } as const);
      // The owner has just proved they read the new address: an account not yet confirmed is now.
      await users.confirmEmail(user.id, change.newEmail, now);
      await emailChanges.useAllForUser(user.id, now);
      await sessionRevocations.add(userRevocation(user.id, 'signed-out', now));
      return ok({ ...user, email: change.newEmail, emailConfirmedAt: user.emailConfirmedAt ?? now });
    });
    if (!confirmed.ok) return confirmed;
    await deps.revokedSessions.refresh();
    const user = confirmed.value;
    const session = viewer?.userId === user.id ? await startSession(deps.tokens, user, now) : null;
    return ok({ email: user.email, session });
  };
}
