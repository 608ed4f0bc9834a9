import { queryOptions } from '@tanstack/react-query';
import { requestGraphql } from '../../api/graphql-client';
import { graphql } from '../../gql';
import { pageQueryKey } from '../pages/page-queries';

const PageScriptSeenQuery = graphql(`
  query PageScriptSeen($id: ID!) {
    page(id: $id) {
      id
      url
      scriptSeen {
        page
        at
      }
    }
  }
`);

/** Whether the tracking script was seen on a page; under the pages' key, so a change to pages refreshes it. */
export function pageScriptSeenQueryOptions(pageId: string) {
  return queryOptions({
    queryKey: [...pageQueryKey, 'script-seen', pageId],
    queryFn: () => requestGraphql(PageScriptSeenQuery, { id: pageId }),
  });
}
