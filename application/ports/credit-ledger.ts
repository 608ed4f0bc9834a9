import type { CreditEntry, CreditReason } from '../../domain/sessions/credit-ledger';
import type { UserId } from '../../domain/shared/ids';

export interface CreditLedger {
  /** Whether an entry with this reason and reference exists (a replay would change nothing). */
  isRecorded(reason: CreditReason, reference: string): Promise<boolean>;
  /** The user's balance, locked until the transaction ends so that what is worked out from it stays true. */
  lockBalance(userId: UserId): Promise<number | null>;
  /**
   * Records the entry and moves the user's balance by its amount, in the caller's transaction, giving the new
   * balance. Null when an entry with the same reason and reference exists already (a replay): nothing changes.
   * A credit (a positive amount) also clears the owner's low-balance warning, so a later low spell is told again.
   */
  record(entry: CreditEntry): Promise<{ balanceAfter: number } | null>;
  /** Several users' balances, locked (in a fixed order, so concurrent callers cannot deadlock). */
  lockBalances(userIds: readonly UserId[]): Promise<Map<UserId, number>>;
  /**
   * Records new spending entries (fresh references) that the caller has checked against balances it locked, and
   * moves each user's balance by their sum. Throws if a balance would go below zero: that is a bug, not a replay.
   */
  recordSpending(entries: readonly CreditEntry[]): Promise<void>;
}
