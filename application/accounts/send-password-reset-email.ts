import { normaliseEmail } from '../../domain/accounts/email-address';
import { passwordResetExpiry } from '../../domain/accounts/password-reset';
import type { Clock } from '../ports/clock';
import type { IdGenerator } from '../ports/id-generator';
import type { Mailer } from '../ports/mailer';
import type { OpaqueTokens } from '../ports/opaque-tokens';
import type { UnitOfWork } from '../ports/unit-of-work';
import { passwordResetEmail } from './emails/password-reset-email';

/** Always completes the same way, whether or not an account has that email. */
export type SendPasswordResetEmail = (input: { readonly email: string }) => Promise<void>;

export interface SendPasswordResetEmailDeps {
  readonly uow: UnitOfWork;
  readonly opaqueTokens: OpaqueTokens;
  readonly mailer: Mailer;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly appUrl: string;
}

export function makeSendPasswordResetEmail(deps: SendPasswordResetEmailDeps): SendPasswordResetEmail {
  return async (input) => {
    const now = deps.clock.now();
    const token = deps.opaqueTokens.generate();
    const user = await deps.uow.run(async ({ users, passwordResets }) => {
      const found = await users.findByEmail(normaliseEmail(input.email));
      if (found === null) return null;
      const reset = { id: deps.ids.next(), userId: found.id, expiresAt: passwordResetExpiry(now), usedAt: null };
      await passwordResets.insert(reset, deps.opaqueTokens.hash(token), now);
      return found;
    });
    // A failed send answers like any other request, so failures cannot tell which emails have accounts; the
    // mailer has logged it, and the person can ask again.
    if (user !== null) {
      await deps.mailer.send(passwordResetEmail(user.email, deps.appUrl, token)).catch(() => undefined);
    }
  };
}
