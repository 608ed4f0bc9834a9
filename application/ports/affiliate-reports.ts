import type { AffiliateTransaction, AffiliateTransactionType } from '../../domain/affiliates/affiliate-transaction';
import type { PeriodCounts, ReportingPeriods } from '../../domain/affiliates/reporting-periods';
import type { ReferralSummary } from '../../domain/affiliates/referral';
import type { UserId } from '../../domain/shared/ids';
import type { PagedList, Paging } from '../paging';

/** Referrals counted by whether they have paid yet, over SPEC §3's windows. */
export interface ReferralCounts {
  readonly free: PeriodCounts;
  readonly paying: PeriodCounts;
}

export interface AffiliateSession {
  readonly id: string;
  readonly createdAt: Date;
}

/** What an affiliate's pages show, always of that one affiliate; newest first. */
export interface AffiliateReports {
  referrals(affiliateId: UserId, paging: Paging): Promise<PagedList<ReferralSummary>>;
  referralCounts(affiliateId: UserId, periods: ReportingPeriods): Promise<ReferralCounts>;
  sessionCounts(affiliateId: UserId, periods: ReportingPeriods): Promise<PeriodCounts>;
  sessions(affiliateId: UserId, paging: Paging): Promise<PagedList<AffiliateSession>>;
  transactions(
    affiliateId: UserId,
    paging: Paging,
    type: AffiliateTransactionType | null,
  ): Promise<PagedList<AffiliateTransaction>>;
}
