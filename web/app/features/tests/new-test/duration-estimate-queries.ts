import { queryOptions, skipToken } from '@tanstack/react-query';
import { requestGraphql } from '../../../api/graphql-client';
import { graphql } from '../../../gql';
import type { TestDurationEstimateInput, TestDurationEstimateQuery } from '../../../gql/graphql';
import { parseDateInput } from '../date-input';
import { testsQueryKey } from '../test-queries';
import type { NewTestDraft } from './new-test-draft';

const TestDurationEstimate = graphql(`
  query TestDurationEstimate($input: TestDurationEstimateInput!) {
    testDurationEstimate(input: $input) {
      recentDailySessions
      dailySessions
      trafficSource
      baselineKind
      baseline
      baselineSource
      sessionsPerArm
      totalSessions
      days
      availableDays
      feasible
      problems
    }
  }
`);

export type DurationEstimateData = TestDurationEstimateQuery['testDurationEstimate'];

/** What the owner types beside the draft: visitors a day (null: the page's own traffic) and the lift in percent. */
export interface EstimateAssumptions {
  readonly dailySessions: number | null;
  readonly minimumLiftPercent: number;
  /** For a conversion goal: the share of sessions expected to reach it, in percent; null for a typical one. */
  readonly expectedConversionRatePercent: number | null;
}

/** The estimate's input from the draft, or null while the draft lacks something it needs. */
export function durationEstimateInput(
  draft: NewTestDraft,
  assumptions: EstimateAssumptions,
): TestDurationEstimateInput | null {
  const { page, details, variants } = draft;
  const start = parseDateInput(details.startDate);
  const end = parseDateInput(details.endDate);
  if (page.pageId === '' || details.goalId === '' || start === null || end === null) return null;
  if (!Number.isInteger(details.maxCases)) return null;
  return {
    pageId: page.pageId,
    goalId: details.goalId,
    minimumLiftPercent: assumptions.minimumLiftPercent,
    dailySessions: assumptions.dailySessions,
    expectedConversionRatePercent: assumptions.expectedConversionRatePercent,
    allocations: [...variants.split],
    startDate: start.toISOString(),
    endDate: end.toISOString(),
    maxCases: details.maxCases,
  };
}

/**
 * Under ['tests'], so creating a test (which invalidates that prefix) also drops estimates made before it. Without
 * an input (the owner's numbers do not parse yet) the query waits.
 */
export function durationEstimateQueryOptions(input: TestDurationEstimateInput | null) {
  return queryOptions({
    queryKey: [...testsQueryKey, 'duration-estimate', input] as const,
    queryFn: input === null ? skipToken : () => requestGraphql(TestDurationEstimate, { input }),
    select: (data) => data.testDurationEstimate,
    // The page's traffic moves slowly; going back and forth between steps need not ask again.
    staleTime: 60_000,
  });
}
