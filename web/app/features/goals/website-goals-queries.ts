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
    goals(websiteId: $websiteId) {
      id
      name
      websiteId
      kind
      urlMatch
      target
    }
  }
`);

export const websiteGoalsQueryKey = (websiteId: string) => ['website-goals', websiteId] as const;

/** A website and the goals its tests can measure: the engagement goals, then the website's conversion goals. */
export function websiteGoalsQueryOptions(websiteId: string) {
  return queryOptions({
    queryKey: websiteGoalsQueryKey(websiteId),
    queryFn: () => requestGraphql(WebsiteGoalsQuery, { websiteId }),
  });
}
