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

export function goalsQueryOptions() {
  return queryOptions({ queryKey: goalsQueryKey, queryFn: () => requestGraphql(GoalsQuery) });
}
