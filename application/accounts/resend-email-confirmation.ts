import { emailConfirmationExpiry } from '../../domain/accounts/email-confirmation';
import { currentUser, type CurrentUser } from '../../domain/accounts/user';
import type { Viewer } from '../../domain/accounts/viewer';
import { fail, ok, type Result } from '../../domain/shared/result';
import type { Clock } from '../ports/clock';
import type { IdGenerator } from '../ports/id-generator';
import type { Mailer } from '../ports/mailer';
import type { OpaqueTokens } from '../ports/opaque-tokens';
import type { UnitOfWork } from '../ports/unit-of-work';
import { confirmAddressEmail } from './emails/confirm-address-email';

export type ResendEmailConfirmation = (
  viewer: Viewer,
) => Promise<Result<CurrentUser, { readonly kind: 'UserNotFound' }>>;

/**
 * Sends the signed-in owner a new link to confirm their address, voiding the earlier ones (a lost or expired
 * welcome). An address confirmed already gets nothing. The caller limits how often (throttle-attempt.ts).
 */
export function makeResendEmailConfirmation(deps: {
  readonly uow: UnitOfWork;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly opaqueTokens: OpaqueTokens;
  readonly mailer: Mailer;
  readonly appUrl: string;
}): ResendEmailConfirmation {
  return async (viewer) => {
    const now = deps.clock.now();
    const token = deps.opaqueTokens.generate();
    const user = await deps.uow.run(async ({ users, emailConfirmations }) => {
      const found = await users.findById(viewer.userId);
      if (found === null || found.emailConfirmedAt !== null) return found;
      await emailConfirmations.useAllForUser(found.id, now);
      const confirmation = { id: deps.ids.next(), userId: found.id, email: found.email };
      await emailConfirmations.insert(
        { ...confirmation, expiresAt: emailConfirmationExpiry(now), usedAt: null },
        deps.opaqueTokens.hash(token),
        now,
      );
      return found;
    });
    if (user === null) return fail({ kind: 'UserNotFound' });
    if (user.emailConfirmedAt === null) {
      // The link stands even if the send fails: the mailer has logged it, and the owner can ask again.
      await deps.mailer.send(confirmAddressEmail(user.email, deps.appUrl, token)).catch(() => undefined);
    }
    return ok(currentUser(user, now));
  };
}
