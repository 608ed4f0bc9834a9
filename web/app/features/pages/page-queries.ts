import { queryOptions } from '@tanstack/react-query';
import { requestGraphql } from '../../api/graphql-client';
import { graphql } from '../../gql';

const PagesQuery = graphql(`
  query Pages($input: PagesInput) {
    pages(input: $input) {
      pages {
        id
        name
        url
        lastModified
        websiteId
        scriptSeen {
          page
          at
        }
        website {
          id
          name
          url
        }
      }
      total
    }
  }
`);

const PageQuery = graphql(`
  query Page($id: ID!) {
    page(id: $id) {
      id
      name
      url
      lastModified
      websiteId
      scriptSeen {
        page
        at
      }
      website {
        id
        name
        url
      }
    }
  }
`);

/** Everything about pages lives under ['pages'], so one prefix refreshes every list and detail. */
export const pageQueryKey = ['pages'] as const;

export interface PagesWindow {
  /** Only this website's pages; null (or absent) for the pages of every website. */
  readonly websiteId?: string | null;
  readonly limit: number;
  readonly skip: number;
}

/** Every page of one website (or of all), for pickers such as the page select of the test form. */
export const allPagesLimit = 99999;

/** One page of the owner's pages, most recently changed first, with the total for page counts. */
export function pagesQueryOptions({ websiteId = null, limit, skip }: PagesWindow) {
  return queryOptions({
    queryKey: [...pageQueryKey, 'list', { websiteId, limit, skip }],
    queryFn: () => requestGraphql(PagesQuery, { input: { websiteId, limit, skip } }),
  });
}

export function pageQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...pageQueryKey, 'detail', id],
    queryFn: () => requestGraphql(PageQuery, { id }),
  });
}
