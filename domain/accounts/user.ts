import { isCardNearingExpiry, type SavedCard } from '../payments/saved-card';
import type { UserId } from '../shared/ids';

/** Every user is the Owner of their own account; Employee is kept for accounts shared with staff later. */
export type AccountRole = 'Owner' | 'Employee';

export interface User {
  readonly id: UserId;
  /** Normalised (trimmed, lower case): unique regardless of how it was typed. */
  readonly email: string;
  readonly passwordHash: string;
  readonly role: AccountRole;
  readonly createdAt: Date;
  readonly stripeCustomerId: string | null;
  readonly directAffiliateSignup: boolean;
  /** The card kept with the payment provider, saved by a purchase or a card update. */
  readonly card: SavedCard | null;
  /** The session credit balance; changed only through the credit ledger. */
  readonly testSessionsRemaining: number;
  /**
   * When the owner opened a link sent to their address (at sign-up, or an email change's); null until then, and
   * until then their tests take no visitors, so their sessions cannot be spent.
   */
  readonly emailConfirmedAt: Date | null;
}

export interface NewUser {
  readonly id: UserId;
  readonly email: string;
  readonly passwordHash: string;
  readonly directAffiliateSignup: boolean;
  readonly createdAt: Date;
}

/**
 * A new account: an Owner with no sessions yet (the signup credit adds them through the ledger) and an address not
 * yet confirmed.
 */
export function newUser(fields: NewUser): User {
  return {
    ...fields,
    role: 'Owner',
    stripeCustomerId: null,
    card: null,
    testSessionsRemaining: 0,
    emailConfirmedAt: null,
  };
}

/** The signed-in user as the API shows them: with what their saved card means today. */
export interface CurrentUser extends User {
  readonly hasEnteredPaymentDetails: boolean;
  /** The saved card expires within 30 days (or has expired): the owner is asked to update it. */
  readonly cardNearingExpiry: boolean;
  readonly emailConfirmed: boolean;
}

export function currentUser(user: User, now: Date): CurrentUser {
  return {
    ...user,
    hasEnteredPaymentDetails: user.card !== null,
    cardNearingExpiry: isCardNearingExpiry(user.card, now),
    emailConfirmed: user.emailConfirmedAt !== null,
  };
}
