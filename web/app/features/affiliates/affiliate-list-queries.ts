import { queryOptions } from '@tanstack/react-query';
import { requestGraphql } from '../../api/graphql-client';
import { graphql } from '../../gql';
import type { AffiliateTransactionType } from '../../gql/graphql';
import { affiliateQueryKey } from './affiliate-queries';

const ReferralsQuery = graphql(`
  query Referrals($input: PaginationInput) {
    referrals(input: $input) {
      users {
        id
        dateCreated
        conversionDate
        totalPayments
        totalCommissionsValue
      }
      total
    }
  }
`);

const AffiliateSessionsQuery = graphql(`
  query AffiliateSessions($limit: Int, $skip: Int) {
    affiliateSessions(limit: $limit, skip: $skip) {
      sessions {
        id
        dateTime
      }
      total
    }
  }
`);

const AffiliateTransactionsQuery = graphql(`
  query AffiliateTransactions($limit: Int, $skip: Int, $type: AffiliateTransactionType) {
    affiliateTransactions(limit: $limit, skip: $skip, type: $type) {
      transactions {
        id
        type
        amount
        dateTime
        qualified
        qualifiesAt
      }
      total
    }
  }
`);

export interface AffiliateListWindow {
  readonly limit: number;
  readonly skip: number;
}

/** One page of the affiliate's referrals, newest first, with the total for page counts. */
export function referralsQueryOptions({ limit, skip }: AffiliateListWindow) {
  return queryOptions({
    queryKey: [...affiliateQueryKey, 'referrals', { limit, skip }],
    queryFn: () => requestGraphql(ReferralsQuery, { input: { limit, skip } }),
  });
}

/** One page of the visits through the referral link, newest first. */
export function affiliateSessionsQueryOptions({ limit, skip }: AffiliateListWindow) {
  return queryOptions({
    queryKey: [...affiliateQueryKey, 'sessions', { limit, skip }],
    queryFn: () => requestGraphql(AffiliateSessionsQuery, { limit, skip }),
  });
}

/** One page of the affiliate's ledger, newest first: only commissions, only payouts, or (null) both. */
export function affiliateTransactionsQueryOptions(
  type: AffiliateTransactionType | null,
  { limit, skip }: AffiliateListWindow,
) {
  return queryOptions({
    queryKey: [...affiliateQueryKey, 'transactions', type ?? 'ALL', { limit, skip }],
    queryFn: () => requestGraphql(AffiliateTransactionsQuery, { limit, skip, type }),
  });
}
