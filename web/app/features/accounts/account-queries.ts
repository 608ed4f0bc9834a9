import { queryOptions } from '@tanstack/react-query';
import { requestGraphql } from '../../api/graphql-client';
import { graphql } from '../../gql';

const MeQuery = graphql(`
  query Me {
    me {
      id
      email
      createdAt
      directAffiliateSignup
      stripeCustomerId
      cardNearingExpiry
      card {
        brand
        last4
        expMonth
        expYear
      }
      testSessionsRemaining
      emailConfirmed
      sessionForecast {
        daysLeft
        runningLow
      }
    }
  }
`);

/** Everything about the signed-in account lives under ['account'], so one prefix refreshes it all. */
export const accountQueryKey = ['account'] as const;

export function meQueryOptions() {
  return queryOptions({ queryKey: [...accountQueryKey, 'me'], queryFn: () => requestGraphql(MeQuery) });
}
