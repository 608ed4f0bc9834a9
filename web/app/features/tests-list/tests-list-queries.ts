import { queryOptions } from '@tanstack/react-query';
import { requestGraphql } from '../../api/graphql-client';
import { graphql } from '../../gql';
import type { TestStatus } from '../../gql/graphql';

const TestsListQuery = graphql(`
  query TestsList($input: TestsInput) {
    tests(input: $input) {
      tests {
        id
        name
        status
        startDate
        endDate
        pageUrl
        testSessionsCount
        variants {
          variantNo
        }
        verdict {
          kind
          variantNo
          chance
          unreliableBecause
        }
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
  /** Only the tests in this status; null (or absent) for every status. */
  readonly status?: TestStatus | null;
  readonly limit: number;
  readonly skip: number;
}

/** One page of the owner's tests, running ones first, with the total for page counts. */
export function testsListQueryOptions({ websiteId = null, status = null, limit, skip }: TestsWindow) {
  return queryOptions({
    queryKey: [...testsListQueryKey, { websiteId, status, limit, skip }],
    queryFn: () => requestGraphql(TestsListQuery, { input: { websiteId, status, limit, skip } }),
  });
}

/** How many running tests My Account lists before linking to the rest. */
export const runningTestsShown = 5;

/** My Account's running tests, fetched beside the account itself (see user-routes.tsx). */
export function runningTestsQueryOptions() {
  return testsListQueryOptions({ status: 'RUNNING', limit: runningTestsShown, skip: 0 });
}
