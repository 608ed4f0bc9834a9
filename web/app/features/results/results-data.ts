import type { TestResultsPageQuery } from '../../gql/graphql';

export type ResultsPageData = TestResultsPageQuery;
export type VariantOfTest = TestResultsPageQuery['test']['variants'][number];
export type Performance = TestResultsPageQuery['testPerformanceData'][number];
export type Comparison = TestResultsPageQuery['testResults']['comparisons'][number];

/** The test's variants, control first, each with its performance and (but for the control) its comparison. */
export interface VariantResults {
  readonly variant: VariantOfTest;
  readonly performance: Performance | null;
  readonly comparison: Comparison | null;
}

export function variantResults(data: ResultsPageData): VariantResults[] {
  return [...data.test.variants]
    .sort((a, b) => a.variantNo - b.variantNo)
    .map((variant) => ({
      variant,
      performance: data.testPerformanceData.find((p) => p.variantId === variant.id) ?? null,
      comparison: data.testResults.comparisons.find((c) => c.variantId === variant.id) ?? null,
    }));
}
