import { queryOptions } from '@tanstack/react-query';
import { requestGraphql } from '../../api/graphql-client';
import { graphql } from '../../gql';

const WebsiteGoalsQuery = graphql(`
  query WebsiteGoals($websiteId: ID!) {
    website(id: $websiteId) {
      id
      name
      url
    }
    pages(input: { websiteId: $websiteId, limit: 1000 }) {
      total
      pages {
        id
        name
        url
      }
    }
    goals(websiteId: $websiteId) {
      id
      name
      websiteId
      kind
      urlMatch
      target
      amountSelector
    }
  }
`);

export const websiteGoalsQueryKey = (websiteId: string) => ['website-goals', websiteId] as const;

/**
 * A website, its pages (a page visit goal is tried against them as the owner types it), and the goals its tests can
 * measure: the engagement goals, then the website's conversion goals.
 */
export function websiteGoalsQueryOptions(websiteId: string) {
  return queryOptions({
    queryKey: websiteGoalsQueryKey(websiteId),
    queryFn: () => requestGraphql(WebsiteGoalsQuery, { websiteId }),
  });
}
