import { emailChangeExpiry } from '../../domain/accounts/email-change';
import { normaliseEmail } from '../../domain/accounts/email-address';
import { currentUser, type CurrentUser } from '../../domain/accounts/user';
import type { Viewer } from '../../domain/accounts/viewer';
import { fail, ok, type Result } from '../../domain/shared/result';
import type { Clock } from '../ports/clock';
import type { IdGenerator } from '../ports/id-generator';
import type { Mailer } from '../ports/mailer';
import type { OpaqueTokens } from '../ports/opaque-tokens';
import type { PasswordHasher } from '../ports/password-hasher';
import type { UnitOfWork } from '../ports/unit-of-work';
import { confirmEmailChangeEmail, emailChangeRequestedEmail } from './emails/email-change-emails';

export interface ChangeUserEmailInput {
  readonly newEmail: string;
  readonly currentPassword: string;
}

export type ChangeUserEmailError =
  { readonly kind: 'UserNotFound' } | { readonly kind: 'WrongPassword' } | { readonly kind: 'EmailTaken' };

/** The account as it stands (its email unchanged until the link is opened) and the address waiting for it. */
export interface EmailChangeRequested {
  readonly user: CurrentUser;
  readonly pendingEmail: string | null;
}

export type ChangeUserEmail = (
  viewer: Viewer,
  input: ChangeUserEmailInput,
) => Promise<Result<EmailChangeRequested, ChangeUserEmailError>>;

export interface ChangeUserEmailDeps {
  readonly uow: UnitOfWork;
  readonly hasher: PasswordHasher;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly opaqueTokens: OpaqueTokens;
  readonly mailer: Mailer;
  readonly appUrl: string;
}

/**
 * Asks for a new login email: a mistyped address would lock the owner out, so the email changes only once the link
 * sent to the new address is opened (confirm-email-change.ts); the address in use is told of the request.
 */
export function makeChangeUserEmail(deps: ChangeUserEmailDeps): ChangeUserEmail {
  return async (viewer, input) => {
    const now = deps.clock.now();
    const token = deps.opaqueTokens.generate();
    const email = normaliseEmail(input.newEmail);
    const requested = await deps.uow.run(async ({ users, emailChanges }) => {
      const user = await users.findById(viewer.userId);
      if (user === null) return fail({ kind: 'UserNotFound' } as const);
      if (!(await deps.hasher.verify(user.passwordHash, input.currentPassword))) {
        return fail({ kind: 'WrongPassword' } as const);
      }
      // Asking again for the address in use takes back any change on its way.
      await emailChanges.useAllForUser(user.id, now);
      if (email === user.email) return ok({ user, pendingEmail: null });
      const owner = await users.findByEmail(email);
      if (owner !== null) return fail({ kind: 'EmailTaken' } as const);
      const change = {
        id: deps.ids.next(),
        userId: user.id,
        newEmail: email,
        expiresAt: emailChangeExpiry(now),
        usedAt: null,
      };
      await emailChanges.insert(change, deps.opaqueTokens.hash(token), now);
      return ok({ user, pendingEmail: email });
    });
    if (!requested.ok) return requested;
    const { user, pendingEmail } = requested.value;
    if (pendingEmail !== null) {
      // The request stands even if a send fails: the mailer has logged it, and the owner can ask again.
      await deps.mailer.send(confirmEmailChangeEmail(pendingEmail, deps.appUrl, token)).catch(() => undefined);
      await deps.mailer.send(emailChangeRequestedEmail(user.email, pendingEmail, deps.appUrl)).catch(() => undefined);
    }
    return ok({ user: currentUser(user, now), pendingEmail });
  };
}
