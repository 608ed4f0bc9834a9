import { queryOptions } from '@tanstack/react-query';
import { requestGraphql } from '../../api/graphql-client';
import { graphql } from '../../gql';

const ApiKeysQuery = graphql(`
  query ApiKeys {
    apiKeys {
      id
      name
      prefix
      scope
      createdAt
      lastUsedAt
      revokedAt
    }
  }
`);

export const apiKeysQueryKey = ['apiKeys'] as const;

export function apiKeysQueryOptions() {
  return queryOptions({ queryKey: [...apiKeysQueryKey, 'list'], queryFn: () => requestGraphql(ApiKeysQuery) });
}
