import { queryOptions } from '@tanstack/react-query';
import { requestGraphql } from '../../api/graphql-client';
import { graphql } from '../../gql';

const SessionPricesQuery = graphql(`
  query SessionPrices {
    sessionPrices {
      version
      minimumSessions
      maximumSessions
      tiers {
        upTo
        pencePer1000
      }
    }
  }
`);

const SessionPriceQuery = graphql(`
  query SessionPrice($sessions: Float!) {
    sessionPrice(sessions: $sessions) {
      sessions
      amountMinor
      priceVersion
    }
  }
`);

export function sessionPricesQueryOptions() {
  return queryOptions({
    queryKey: ['pricing', 'table'] as const,
    queryFn: () => requestGraphql(SessionPricesQuery),
    staleTime: 5 * 60_000,
  });
}

/** The server's exact price: the one the checkout will charge, so the page never works it out on its own. */
export function sessionPriceQueryOptions(sessions: number) {
  return queryOptions({
    queryKey: ['pricing', 'price', sessions] as const,
    queryFn: () => requestGraphql(SessionPriceQuery, { sessions }),
    staleTime: 5 * 60_000,
    retry: false,
  });
}
