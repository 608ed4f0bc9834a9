import type { UserId } from '../shared/ids';

/** A calendar month in UTC, `YYYY-MM`: the period a free top-up belongs to. */
export type TopUpMonth = string & { readonly __brand: 'TopUpMonth' };

const monthPattern = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function parseTopUpMonth(text: string): TopUpMonth | null {
  return monthPattern.test(text) ? (text as TopUpMonth) : null;
}

export function topUpMonthOf(moment: Date): TopUpMonth {
  return `${moment.getUTCFullYear()}-${String(moment.getUTCMonth() + 1).padStart(2, '0')}` as TopUpMonth;
}

/**
 * SPEC §1: an account below the level gains the difference (150 against 200 gains 50); at or above it, nothing.
 */
export function topUpAmount(balance: number, level: number): number {
  return Math.max(0, level - balance);
}

/** One top-up per account and month: the ledger refuses a second entry with this reference. */
export function topUpReference(month: TopUpMonth, userId: UserId): string {
  return `topup:${month}:${userId}`;
}
