import { queryOptions } from '@tanstack/react-query';
import { requestGraphql } from '../../api/graphql-client';
import { graphql } from '../../gql';

const SharedResultsQuery = graphql(`
  query SharedResults($token: String!) {
    sharedTestResults(token: $token) {
      test {
        id
        name
        goalName
        maxCases
        currency
        live
        changes {
          what
          at
        }
        variants {
          id
          name
          variantNo
          isControl
          trafficAllocation
        }
      }
      testResults {
        ...ResultsFigures
      }
      testPerformanceData {
        ...PerformanceFigures
      }
    }
  }
`);

const CreateShareLinkMutation = graphql(`
  mutation CreateTestShareLink($testId: ID!) {
    createTestShareLink(testId: $testId) {
      token
      shareLink {
        id
        createdAt
      }
    }
  }
`);

const RevokeShareLinkMutation = graphql(`
  mutation RevokeTestShareLink($testId: ID!) {
    revokeTestShareLink(testId: $testId) {
      success
    }
  }
`);

/** The address a share link's token opens, on this site. */
export function sharedResultsUrl(token: string): string {
  return `${window.location.origin}/shared/results/${token}`;
}

/** A share link's page reads again as the owner's does, but less often: nobody there is deciding anything. */
export function sharedResultsQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['sharedResults', token] as const,
    queryFn: () => requestGraphql(SharedResultsQuery, { token }),
    refetchInterval: 60_000,
    retry: false,
  });
}

export async function createShareLink(testId: string) {
  return (await requestGraphql(CreateShareLinkMutation, { testId })).createTestShareLink;
}

export async function revokeShareLink(testId: string) {
  return (await requestGraphql(RevokeShareLinkMutation, { testId })).revokeTestShareLink;
}
