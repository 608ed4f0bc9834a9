import { queryOptions } from '@tanstack/react-query';
import { requestGraphql } from '../../api/graphql-client';
import { graphql } from '../../gql';

const AffiliateBalancesQuery = graphql(`
  query AffiliateBalances {
    affiliateBalancePending
    affiliateBalanceQualified
  }
`);

const AffiliateMetricsQuery = graphql(`
  query AffiliateMetrics {
    affiliatePerformanceMetrics {
      freeReferrals
      payingReferrals
      totalReferrals
      freeReferralsLastWeek
      payingReferralsLastWeek
      freeReferralsLastMonth
      payingReferralsLastMonth
      freeReferralsLastQuarter
      payingReferralsLastQuarter
      freeReferralsLastYear
      payingReferralsLastYear
    }
    affiliateSessionMetrics {
      lastWeek
      lastMonth
      lastQuarter
      lastYear
      total
    }
  }
`);

const AffiliatePayoutSetupQuery = graphql(`
  query AffiliatePayoutSetup {
    affiliatePayoutsEnabled
    userBankDetails {
      ...BankDetailsFields
    }
  }
`);

/**
 * Everything about the affiliate programme lives under ['affiliate'] (balances, metrics, payout setup and the
 * lists), so one prefix refreshes it all: a new commission changes the balances, the referrals and the ledger.
 */
export const affiliateQueryKey = ['affiliate'] as const;

/** Pending and qualified commissions, in pence. */
export function affiliateBalancesQueryOptions() {
  return queryOptions({
    queryKey: [...affiliateQueryKey, 'balances'],
    queryFn: () => requestGraphql(AffiliateBalancesQuery),
  });
}

/** Referral counts (free, paying) and visits through the link, in all and over recent periods. */
export function affiliateMetricsQueryOptions() {
  return queryOptions({
    queryKey: [...affiliateQueryKey, 'metrics'],
    queryFn: () => requestGraphql(AffiliateMetricsQuery),
  });
}

/** Whether payouts can be made, and the saved bank details (masked), if any. */
export function affiliatePayoutSetupQueryOptions() {
  return queryOptions({
    queryKey: [...affiliateQueryKey, 'payoutSetup'],
    queryFn: () => requestGraphql(AffiliatePayoutSetupQuery),
  });
}
