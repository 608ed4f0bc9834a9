import { queryOptions } from '@tanstack/react-query';
import { requestGraphql } from '../../api/graphql-client';
import { graphql } from '../../gql';

const TestsListQuery = graphql(`
  query TestsList($input: TestsInput) {
    tests(input: $input) {
      tests {
        id
        name
        active
        startDate
        endDate
        pageUrl
        websiteUrl
        goalName
        testSessionsCount
      }
      total
    }
  }
`);

/**
 * The tests list shares the ['tests'] prefix with the test screens' own queries, so a mutation there that
 * invalidates ['tests'] refreshes this list too, and deleting a page or website refreshes them all.
 */
export const testsQueryPrefix = ['tests'] as const;
export const testsListQueryKey = [...testsQueryPrefix, 'list'] as const;

export interface TestsWindow {
  /** Only this website's tests; null (or absent) for the tests of every website. */
  readonly websiteId?: string | null;
  readonly limit: number;
  readonly skip: number;
}

/** One page of the owner's tests, most recently changed first, with the total for page counts. */
export function testsListQueryOptions({ websiteId = null, limit, skip }: TestsWindow) {
  return queryOptions({
    queryKey: [...testsListQueryKey, { websiteId, limit, skip }],
    queryFn: () => requestGraphql(TestsListQuery, { input: { websiteId, limit, skip } }),
  });
}
