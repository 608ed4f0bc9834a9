import { isQualified, type AffiliateTransaction } from './affiliate-transaction';

export interface AffiliateBalance {
  /** Commissions still in their qualification period (net of refunds). */
  readonly pendingMinor: number;
  /** Commissions past it, less what has been paid out: what the next payout pays. */
  readonly qualifiedMinor: number;
}

/** Sums of the ledger by the date rows qualify, which is all a balance needs. */
export type BalanceEntry = Pick<AffiliateTransaction, 'amountMinor' | 'qualifiesAt'>;

/**
 * The balances at `now`. A reversal qualifies on the date of the commission it reverses: refunded while pending it
 * lowers the pending balance; refunded later it lowers the qualified one (which can go below zero after a payout,
 * and then later commissions make it up before anything more is paid).
 */
export function balanceAt(entries: readonly BalanceEntry[], now: Date): AffiliateBalance {
  let pendingMinor = 0;
  let qualifiedMinor = 0;
  for (const entry of entries) {
    if (isQualified(entry, now)) qualifiedMinor += entry.amountMinor;
    else pendingMinor += entry.amountMinor;
  }
  return { pendingMinor, qualifiedMinor };
}
