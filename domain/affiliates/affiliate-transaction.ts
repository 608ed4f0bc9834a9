import type { UserId } from '../shared/ids';

/** SPEC §3: a COMMISSION (earned, or reversed by a refund) or a PAYMENT (a payout, or one that came back). */
export type AffiliateTransactionType = 'COMMISSION' | 'PAYMENT';

/** One row of an affiliate's money ledger, in pence: positive adds to what they are owed, negative takes away. */
export interface AffiliateTransaction {
  readonly id: string;
  readonly affiliateId: UserId;
  readonly type: AffiliateTransactionType;
  readonly amountMinor: number;
  /** Unique across the ledger (`commission:<checkout>`, `payout:<payout>`, ...), so nothing is added twice. */
  readonly reference: string;
  readonly referredUserId: UserId | null;
  readonly checkoutId: string | null;
  readonly payoutId: string | null;
  readonly createdAt: Date;
  /** From when it counts as qualified; a payment counts at once. */
  readonly qualifiesAt: Date;
}

export function isQualified(transaction: Pick<AffiliateTransaction, 'qualifiesAt'>, now: Date): boolean {
  return transaction.qualifiesAt.getTime() <= now.getTime();
}
