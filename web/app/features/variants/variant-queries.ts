import { queryOptions } from '@tanstack/react-query';
import { requestGraphql } from '../../api/graphql-client';
import { graphql } from '../../gql';
import { testQueryKey } from '../tests/test-queries';

const TestVariantQuery = graphql(`
  query TestVariant($id: ID!) {
    testVariant(id: $id) {
      id
      testId
      name
      description
      variantNo
      isControl
      hasRedirect
      pageRedirectUrl
      cssCode
      jsCode
      trafficAllocation
      createdAt
      lastModified
    }
  }
`);

const TestVariantsQuery = graphql(`
  query TestVariants($testId: ID!) {
    testVariants(id: $testId) {
      id
      name
      variantNo
      isControl
      trafficAllocation
    }
  }
`);

/** A variant lives under its test's key, so whatever refreshes the test refreshes its variants too. */
export function variantQueryKey(testId: string, variantId: string) {
  return [...testQueryKey(testId), 'variant', variantId] as const;
}

export function variantQueryOptions(testId: string, variantId: string) {
  return queryOptions({
    queryKey: variantQueryKey(testId, variantId),
    queryFn: () => requestGraphql(TestVariantQuery, { id: variantId }),
  });
}

/** A test's variants, control first (the argument of testVariants is the test's id). */
export async function fetchTestVariants(testId: string) {
  const result = await requestGraphql(TestVariantsQuery, { testId });
  return result.testVariants;
}
