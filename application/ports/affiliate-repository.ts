import type { AffiliateTransaction } from '../../domain/affiliates/affiliate-transaction';
import type { BalanceEntry } from '../../domain/affiliates/affiliate-balance';
import type { Referral } from '../../domain/affiliates/referral';
import type { UserId } from '../../domain/shared/ids';

/** Referrals, referral-link visits and the affiliates' money ledger. */
export interface AffiliateRepository {
  addReferral(referral: Referral): Promise<void>;
  /** Who referred this user, if anyone. */
  referralOf(userId: UserId): Promise<Referral | null>;
  addSession(session: { readonly id: string; readonly affiliateId: UserId; readonly createdAt: Date }): Promise<void>;
  /** Appends a ledger row; false (nothing written) when its reference is there already. */
  record(transaction: AffiliateTransaction): Promise<boolean>;
  findByReference(reference: string): Promise<AffiliateTransaction | null>;
  /** The affiliate's ledger summed by the date rows qualify: all a balance needs. */
  balanceEntries(affiliateId: UserId): Promise<readonly BalanceEntry[]>;
}
