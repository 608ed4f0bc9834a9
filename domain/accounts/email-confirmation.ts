import type { UserId } from '../shared/ids';
import type { SingleUseLink } from './single-use-link';

/**
 * A confirmation link works for a week, once: a new owner may set their tests up first and read their mail later,
 * and the app offers another link at any time.
 */
export const emailConfirmationValidityMs = 7 * 24 * 60 * 60 * 1000;

/**
 * A link sent to a new account's address, proving that its owner reads it. Until one is opened the account's
 * sessions cannot be spent (domain/sessions/enrolment.ts): an account made for a made-up or someone else's address
 * runs no test.
 */
export interface EmailConfirmation extends SingleUseLink {
  readonly id: string;
  readonly userId: UserId;
  /** The address the link was sent to: it confirms that address only, not one the account has moved to since. */
  readonly email: string;
}

export function emailConfirmationExpiry(sentAt: Date): Date {
  return new Date(sentAt.getTime() + emailConfirmationValidityMs);
}
