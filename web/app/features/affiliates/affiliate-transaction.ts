import { readDateTime } from '../../api/date-time-scalar';
import { formatDate } from '../../format/format-date-time';
import type { AffiliateTransactionType } from '../../gql/graphql';

/** A row of the affiliate's ledger as affiliateTransactions answers it; amount is its signed effect in pence. */
export interface AffiliateTransactionRow {
  readonly id: string;
  readonly type: AffiliateTransactionType;
  readonly amount: number;
  readonly dateTime: unknown;
  readonly qualified: boolean;
  readonly qualifiesAt: unknown;
}

export function transactionTypeLabel(type: AffiliateTransactionType): string {
  switch (type) {
    case 'COMMISSION':
      return 'Commission';
    case 'PAYMENT':
      return 'Payment';
  }
}

/**
 * A payout takes money off the balance (a negative row); a positive PAYMENT row is a payout that failed and came
 * back to the balance.
 */
export function isReturnedPayout(row: AffiliateTransactionRow): boolean {
  return row.type === 'PAYMENT' && row.amount > 0;
}

/** A refund of the referred payment takes its commission back: a negative COMMISSION row. */
export function isReversedCommission(row: AffiliateTransactionRow): boolean {
  return row.type === 'COMMISSION' && row.amount < 0;
}

/** A commission counts towards a payout once its 3-month qualification period is over. */
export function commissionStatus(row: AffiliateTransactionRow): string {
  return row.qualified ? 'Qualified' : `Pending until ${formatDate(readDateTime(row.qualifiesAt))}`;
}

/** In the whole ledger, a row is pending or qualified; payouts always are qualified. */
export function ledgerStatus(row: AffiliateTransactionRow): string {
  return row.qualified ? 'Qualified' : 'Pending';
}
