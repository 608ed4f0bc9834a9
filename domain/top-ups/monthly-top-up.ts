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

/** The month before `month`: December of the year before for a January. */
export function previousTopUpMonth(month: TopUpMonth): TopUpMonth {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return topUpMonthOf(new Date(Date.UTC(year, monthNumber - 2, 1)));
}

/** Why a month may not be topped up now; null when it may. */
export type TopUpMonthRefusal = 'future' | 'older-than-previous';

/**
 * The months an operator may top up for by hand: this one, and the previous one (a run missed at the turn of the
 * month). A future month would hand out its top-up early (and none when it comes); an older month gives every
 * account an extra top-up, so it must be forced. `YYYY-MM` strings sort as the months do.
 */
export function topUpMonthRefusal(month: TopUpMonth, now: Date, force: boolean): TopUpMonthRefusal | null {
  const current = topUpMonthOf(now);
  if (month > current) return 'future';
  if (month < previousTopUpMonth(current) && !force) return 'older-than-previous';
  return null;
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
