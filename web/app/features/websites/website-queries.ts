import { queryOptions } from '@tanstack/react-query';
import { requestGraphql } from '../../api/graphql-client';
import { graphql } from '../../gql';

const WebsitesQuery = graphql(`
  query Websites($limit: Int, $skip: Int) {
    websites(limit: $limit, skip: $skip) {
      websites {
        id
        url
        name
        maxOrderValue
        currency
        extraOrigins
        dailySessionBudget
        lastModified
        scriptSeen {
          page
          at
        }
        scriptSeenNearby {
          page
          at
        }
      }
      total
    }
  }
`);

const WebsiteQuery = graphql(`
  query Website($id: ID!) {
    website(id: $id) {
      id
      url
      name
      maxOrderValue
      currency
      extraOrigins
      dailySessionBudget
      lastModified
      scriptSeen {
        page
        at
      }
      scriptSeenNearby {
        page
        at
      }
    }
  }
`);

/** Everything about websites lives under ['websites'], so one prefix refreshes every list and detail. */
export const websiteQueryKey = ['websites'] as const;

export interface WebsitesWindow {
  readonly limit: number;
  readonly skip: number;
}

/** SPEC §7's fetch of every website (for select lists): the server clamps the limit to its own maximum. */
export const allWebsitesWindow: WebsitesWindow = { limit: 99999, skip: 0 };

/** One page of the owner's websites, most recently changed first, with the total for page counts. */
export function websitesQueryOptions({ limit, skip }: WebsitesWindow) {
  return queryOptions({
    queryKey: [...websiteQueryKey, 'list', { limit, skip }],
    queryFn: () => requestGraphql(WebsitesQuery, { limit, skip }),
  });
}

/** Every website of the owner, for pickers such as the website select of a page or test form. */
export function allWebsitesQueryOptions() {
  return websitesQueryOptions(allWebsitesWindow);
}

export function websiteQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...websiteQueryKey, 'detail', id],
    queryFn: () => requestGraphql(WebsiteQuery, { id }),
  });
}
