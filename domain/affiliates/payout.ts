import type { UserId } from '../shared/ids';
import type { BankDetails } from './bank-details';

/** ARCHITECTURE.md §4: payouts start at 10.00 (SPEC §9's "$10 USD"; balances are kept in pounds). */
export const defaultPayoutThresholdMinor = 1000;

/** How an affiliate can be paid: a connected account at the payment provider that takes payouts, or a bank transfer. */
export type PayoutDestination =
  | { readonly method: 'connected-account'; readonly accountId: string }
  | { readonly method: 'bank'; readonly bankDetails: BankDetails };

export interface PayoutOptions {
  readonly payoutAccount: { readonly id: string; readonly enabled: boolean } | null;
  readonly bankDetails: BankDetails | null;
}

/** The connected account when it takes payouts (no manual work), else the bank details; null: payouts not enabled. */
export function payoutDestination(options: PayoutOptions): PayoutDestination | null {
  if (options.payoutAccount?.enabled === true)
    return { method: 'connected-account', accountId: options.payoutAccount.id };
  if (options.bankDetails !== null) return { method: 'bank', bankDetails: options.bankDetails };
  return null;
}

export function payoutsEnabled(options: PayoutOptions): boolean {
  return payoutDestination(options) !== null;
}

/** What a payout run pays an affiliate now: the whole qualified balance once it reaches the threshold, else nothing. */
export function payoutDue(qualifiedMinor: number, thresholdMinor: number): number {
  return qualifiedMinor >= thresholdMinor && qualifiedMinor > 0 ? qualifiedMinor : 0;
}

export type PayoutStatus = 'pending' | 'paid' | 'exported' | 'failed';

/**
 * One payment to an affiliate. `pending` from the moment its PAYMENT row takes the money off the balance until the
 * transfer succeeds (`paid`), is written to a bank batch (`exported`), or is refused and the money returns (`failed`).
 */
export interface Payout {
  readonly id: string;
  readonly affiliateId: UserId;
  readonly amountMinor: number;
  readonly currency: 'GBP';
  readonly destination: PayoutDestination;
  readonly status: PayoutStatus;
  readonly createdAt: Date;
  /**
   * The bank batch (file) a bank payout was claimed for: from then on it is written to that batch only, so no
   * payout is ever in two files the bank may both be given. Null until claimed, and for Stripe payouts.
   */
  readonly exportBatch: string | null;
}
