import { queryOptions } from '@tanstack/react-query';
import { requestGraphql } from '../../api/graphql-client';
import { graphql } from '../../gql';
import { testQueryKey } from '../tests/test-queries';

/**
 * The figures the results page shows, read alike by the owner's page and a share link's (shared-results-queries.ts),
 * so both pages show the same from the same components.
 */
export const ResultsFiguresFragment = graphql(`
  fragment ResultsFigures on TestResults {
    goalMetric
    goalKind
    sessions
    maxCases
    controlValue
    comparisons {
      variantId
      variantNo
      sessions
      value
      pValue
      chanceToBeatControl
      lift {
        estimate
        lower
        upper
      }
      sequential {
        lower
        upper
        liftLower
        liftUpper
        significant
      }
    }
    goals {
      goalId
      name
      role
      kind
      metric
      revenue
      controlValue
      revenueCap
      valueCap
      called
      guardrailBroken
      variants {
        variantId
        variantNo
        visitors
        conversions
        revenue
      }
      comparisons {
        variantId
        value
        pValue
        chanceToBeatControl
        lift {
          estimate
          lower
          upper
        }
        sequential {
          lower
          upper
          liftLower
          liftUpper
          significant
        }
      }
    }
    sampleRatio {
      pValue
      mismatch
    }
    networks {
      largestShare
      concentrated
    }
    verdict {
      kind
      action
      variantNo
      chance
      waitingForFullWeek
      unreliableBecause
      oneNetworkShare
      outlook {
        sessions
        days
        moreThanAYear
        withinTest
      }
      causes {
        kind
        variantNo
        redirects
      }
      harmedGuardrails
    }
    minimumLift
    dailySessions
    liftOverTime {
      day
      variantNo
      sessions
      lift
      lower
      upper
    }
  }
`);

export const PerformanceFiguresFragment = graphql(`
  fragment PerformanceFigures on TestPerformance {
    variantId
    variantNo
    sessions
    avgClicks
    avgFormSubmits
    avgScrolledDownPercentage
    medianTimeOnPage
    bounceRate
    buttonData {
      avgClicks
      avgHovers
    }
    formData {
      avgClicks
      avgHovers
      submissionRate
      medianTimeSpent
    }
  }
`);

const TestResultsPageQuery = graphql(`
  query TestResultsPage($id: ID!) {
    test(id: $id) {
      id
      name
      active
      status
      shippedVariantId
      goalName
      maxCases
      currency
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
        pageRedirectUrl
      }
      shareLink {
        id
        createdAt
      }
    }
    testResults(testId: $id) {
      ...ResultsFigures
    }
    testPerformanceData(testId: $id) {
      ...PerformanceFigures
    }
    testSessionsRemaining
  }
`);

/** How often an open results page reads again: sessions arrive while the owner watches. */
export const resultsRefreshMs = 15_000;

/** Under the test's own key, so deleting its data or changing its variants refreshes the results too. */
export function testResultsQueryOptions(testId: string) {
  return queryOptions({
    queryKey: [...testQueryKey(testId), 'results'] as const,
    queryFn: () => requestGraphql(TestResultsPageQuery, { id: testId }),
    refetchInterval: resultsRefreshMs,
  });
}
