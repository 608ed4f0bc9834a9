import { queryOptions } from '@tanstack/react-query';
import { requestGraphql } from '../../api/graphql-client';
import { graphql } from '../../gql';

const TestQuery = graphql(`
  query Test($id: ID!) {
    test(id: $id) {
      id
      name
      description
      active
      status
      stoppedAt
      shippedVariantId
      createdAt
      startDate
      endDate
      lastModified
      goalId
      goalName
      secondaryGoals {
        guardrail
        goal {
          id
        }
      }
      maxCases
      minimumLiftPercent
      whenDecided
      pageId
      pageUrl
      websiteId
      websiteUrl
      targetDeviceNames
      testSessionsCount
      visitsLeftOut {
        bots
        otherOrigins
      }
      variantRedirectUrls
      variants {
        id
        name
        description
        variantNo
        isControl
        hasRedirect
        pageRedirectUrl
        cssCode
        jsCode
        trafficAllocation
      }
    }
  }
`);

/**
 * Every test query lives under ['tests'] (the tests list uses ['tests', 'list', …]); one test and everything of
 * it under ['tests', 'detail', id], so a change to a test or to one of its variants refreshes both by prefix.
 */
export const testsQueryKey = ['tests'] as const;

export function testQueryKey(testId: string) {
  return [...testsQueryKey, 'detail', testId] as const;
}

export function testQueryOptions(testId: string) {
  return queryOptions({ queryKey: testQueryKey(testId), queryFn: () => requestGraphql(TestQuery, { id: testId }) });
}
