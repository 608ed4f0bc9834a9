import type { BankDetails } from '../../domain/affiliates/bank-details';
import type { Payout, PayoutOptions } from '../../domain/affiliates/payout';
import type { UserId } from '../../domain/shared/ids';

/** How affiliates are paid: their Stripe Connect account, their bank details, and the payouts made. */
export interface PayoutRepository {
  /** The ways this user can be paid; null when there is no such user. */
  optionsOf(userId: UserId): Promise<PayoutOptions | null>;
  /** Saves a first set of bank details; false (nothing written) when the user has some already. */
  addBankDetails(userId: UserId, details: BankDetails, at: Date): Promise<boolean>;
  /** Replaces the user's bank details; false when they have none yet. */
  replaceBankDetails(userId: UserId, details: BankDetails, at: Date): Promise<boolean>;
  /** Keeps the account as the user's unless one was kept first (two requests at once); returns the one kept. */
  keepPayoutAccount(userId: UserId, accountId: string): Promise<string>;
  /** Whether the connected account takes payouts yet; null when no user has it. */
  payoutAccount(accountId: string): Promise<{ readonly enabled: boolean } | null>;
  /** Records whether the account takes payouts yet; false when no user has this account. */
  setPayoutAccountEnabled(accountId: string, enabled: boolean): Promise<boolean>;
  /** Every user with a way to be paid and a ledger, in a stable order: the candidates of a payout run. */
  payableAffiliates(): Promise<readonly UserId[]>;
  /** Locks the affiliate until the transaction ends, so two payout runs take turns over one balance. */
  lockAffiliate(userId: UserId): Promise<void>;
  add(payout: Payout): Promise<void>;
  pending(method: Payout['destination']['method']): Promise<readonly Payout[]>;
  markPaid(id: string, transferId: string, at: Date): Promise<void>;
  /**
   * Claims every pending bank payout claimed by no batch yet for `batch`, and gives all the pending ones claimed
   * for it (this run's and those of an earlier run with the same batch that did not finish).
   */
  claimForBatch(batch: string): Promise<readonly Payout[]>;
  /** Gives back the claims of a batch that was not written, so a later batch may take them. */
  releaseFromBatch(ids: readonly string[], batch: string): Promise<void>;
  markExported(ids: readonly string[], at: Date): Promise<void>;
  markFailed(id: string, reason: string, at: Date): Promise<void>;
}
