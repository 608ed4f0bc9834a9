import { queryOptions } from '@tanstack/react-query';
import { requestGraphql } from '../../api/graphql-client';
import { graphql } from '../../gql';

const GoalsQuery = graphql(`
  query Goals {
    goals {
      id
      name
    }
  }
`);

export const goalsQueryKey = ['goals'] as const;

/**
 * Never stale: goals change only with a migration, which comes with a new release of the app. So a prerendered
 * page's list (scripts/prerender-data.ts) is kept, and the home page sends no request for it.
 */
export function goalsQueryOptions() {
  return queryOptions({ queryKey: goalsQueryKey, queryFn: () => requestGraphql(GoalsQuery), staleTime: Infinity });
}
