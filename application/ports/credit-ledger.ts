import type { CreditEntry } from '../../domain/sessions/credit-ledger';

export interface CreditLedger {
  /**
   * Records the entry and moves the user's balance by its amount, in the caller's transaction, giving the new
   * balance. Null when an entry with the same reason and reference exists already (a replay): nothing changes.
   */
  record(entry: CreditEntry): Promise<{ balanceAfter: number } | null>;
}
