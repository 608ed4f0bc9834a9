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
  readonly hasEnteredPaymentDetails: boolean;
  readonly cardNearingExpiry: boolean;
  /** The session credit balance; changed only through the credit ledger. */
  readonly testSessionsRemaining: number;
  /** Access tokens issued before this moment are refused (set when the password changes). */
  readonly sessionsValidAfter: Date;
}

export interface NewUser {
  readonly id: UserId;
  readonly email: string;
  readonly passwordHash: string;
  readonly directAffiliateSignup: boolean;
  readonly createdAt: Date;
}

/** A new account: an Owner with no sessions yet (the signup credit adds them through the ledger). */
export function newUser(fields: NewUser): User {
  return {
    ...fields,
    role: 'Owner',
    stripeCustomerId: null,
    hasEnteredPaymentDetails: false,
    cardNearingExpiry: false,
    testSessionsRemaining: 0,
    sessionsValidAfter: fields.createdAt,
  };
}
