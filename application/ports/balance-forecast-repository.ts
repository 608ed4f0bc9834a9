import type { ForecastFacts } from '../../domain/sessions/balance-forecast';
import type { UserId } from '../../domain/shared/ids';

export interface OwnerForecastFacts extends ForecastFacts {
  readonly userId: UserId;
  readonly email: string;
}

/**
 * What a forecast of an owner's balance is made of, and the mark that says they were warned it is running low.
 * The credit ledger clears the mark whenever it credits sessions (CreditLedger.record with a positive amount).
 */
export interface BalanceForecastRepository {
  /**
   * The owner's balance, the sessions charged to them since `since`, and whether a test of theirs would take
   * visitors at `now` but for the balance. Null when there is no such user.
   */
  factsOf(userId: UserId, since: Date, now: Date): Promise<ForecastFacts | null>;
  /**
   * Owners who might need warning: not warned since their last credit, some sessions left, a test running at `now`.
   * In id order after `afterId`, `limit` at a time, each with their facts.
   */
  ownersToCheck(since: Date, now: Date, afterId: UserId | null, limit: number): Promise<readonly OwnerForecastFacts[]>;
  /**
   * Marks the owner warned at `at`, unless they are already, or their balance has since risen above `balance` or
   * reached zero. True for the one caller whose mark it is: that caller sends the email, however many run at once.
   */
  markWarned(userId: UserId, balance: number, at: Date): Promise<boolean>;
  /** Takes back the mark made at `at` (its email could not be sent), so that the next check tries again. */
  unmarkWarned(userId: UserId, at: Date): Promise<void>;
}
