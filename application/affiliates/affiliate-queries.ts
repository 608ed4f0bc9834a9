import type { Viewer } from '../../domain/accounts/viewer';
import { balanceAt, type AffiliateBalance } from '../../domain/affiliates/affiliate-balance';
import {
  isQualified,
  type AffiliateTransaction,
  type AffiliateTransactionType,
} from '../../domain/affiliates/affiliate-transaction';
import type { ReferralSummary } from '../../domain/affiliates/referral';
import { reportingPeriods, type PeriodCounts } from '../../domain/affiliates/reporting-periods';
import type { AffiliateReports, AffiliateSession, ReferralCounts } from '../ports/affiliate-reports';
import type { Clock } from '../ports/clock';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { PagedList, Paging } from '../paging';

/** A ledger row as its affiliate sees it: whether it has qualified yet, as of the request. */
export type AffiliateTransactionView = AffiliateTransaction & { readonly qualified: boolean };

export type GetAffiliateBalance = (viewer: Viewer) => Promise<AffiliateBalance>;
export type ListReferrals = (viewer: Viewer, paging: Paging) => Promise<PagedList<ReferralSummary>>;
export type GetReferralCounts = (viewer: Viewer) => Promise<ReferralCounts>;
export type GetAffiliateSessionCounts = (viewer: Viewer) => Promise<PeriodCounts>;
export type ListAffiliateSessions = (viewer: Viewer, paging: Paging) => Promise<PagedList<AffiliateSession>>;
export type ListAffiliateTransactions = (
  viewer: Viewer,
  paging: Paging,
  type: AffiliateTransactionType | null,
) => Promise<PagedList<AffiliateTransactionView>>;

/** Every read is of the signed-in affiliate's own data: the viewer's id is the only affiliate id they take. */
export function makeAffiliateQueries(deps: {
  readonly uow: UnitOfWork;
  readonly reports: AffiliateReports;
  readonly clock: Clock;
}) {
  const { reports, clock } = deps;
  const getAffiliateBalance: GetAffiliateBalance = async (viewer) =>
    balanceAt(await deps.uow.read(({ affiliates }) => affiliates.balanceEntries(viewer.userId)), clock.now());
  const listReferrals: ListReferrals = (viewer, paging) => reports.referrals(viewer.userId, paging);
  const getReferralCounts: GetReferralCounts = (viewer) =>
    reports.referralCounts(viewer.userId, reportingPeriods(clock.now()));
  const getAffiliateSessionCounts: GetAffiliateSessionCounts = (viewer) =>
    reports.sessionCounts(viewer.userId, reportingPeriods(clock.now()));
  const listAffiliateSessions: ListAffiliateSessions = (viewer, paging) => reports.sessions(viewer.userId, paging);
  const listAffiliateTransactions: ListAffiliateTransactions = async (viewer, paging, type) => {
    const page = await reports.transactions(viewer.userId, paging, type);
    const now = clock.now();
    return { ...page, items: page.items.map((row) => ({ ...row, qualified: isQualified(row, now) })) };
  };
  return {
    getAffiliateBalance,
    listReferrals,
    getReferralCounts,
    getAffiliateSessionCounts,
    listAffiliateSessions,
    listAffiliateTransactions,
  };
}
