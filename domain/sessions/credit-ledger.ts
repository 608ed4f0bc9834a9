import type { UserId } from '../shared/ids';

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
