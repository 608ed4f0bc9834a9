import type { UserId } from '../shared/ids';
import { topUpMonthOf, topUpReference } from '../top-ups/monthly-top-up';

/** Why a balance changed. Each reason has its own reference space, so a replay never counts twice. */
export type CreditReason =
  | 'signup'
  | 'purchase'
  | 'monthly_topup'
  | 'session_usage'
  | 'refund'
  /** A chargeback took sessions back, or, won, gave them back. */
  | 'dispute'
  | 'adjustment';

export interface CreditEntry {
  readonly id: string;
  readonly userId: UserId;
  readonly reason: CreditReason;
  /** Unique per reason: the user id for signup, `topup:YYYY-MM:<user>`, a checkout id, ... */
  readonly reference: string;
  /** Positive adds sessions, negative spends them. */
  readonly amount: number;
  readonly createdAt: Date;
}

/** A new account starts at the monthly top-up level (ARCHITECTURE.md §4). */
export function signupCredit(userId: UserId, level: number, now: Date, id: string): CreditEntry {
  return { id, userId, reason: 'signup', reference: userId, amount: level, createdAt: now };
}

/**
 * The signup credit stands for the sign-up month's top-up: recorded as that month's (zero) top-up, the monthly job
 * does not top up a new account again in the month it was given the level, however low a storm of visitors has
 * taken it since.
 */
export function signupMonthTopUp(userId: UserId, now: Date, id: string): CreditEntry {
  return {
    id,
    userId,
    reason: 'monthly_topup',
    reference: topUpReference(topUpMonthOf(now), userId),
    amount: 0,
    createdAt: now,
  };
}
