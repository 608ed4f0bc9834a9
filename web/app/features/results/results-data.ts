import type { TestResultsPageQuery } from '../../gql/graphql';

export type ResultsPageData = TestResultsPageQuery;
/** A variant as the rows need it; a share link's carry no address, so `pageRedirectUrl` may be missing. */
export type VariantOfTest = Omit<TestResultsPageQuery['test']['variants'][number], 'pageRedirectUrl'> & {
  readonly pageRedirectUrl?: string | null;
};
export type Performance = TestResultsPageQuery['testPerformanceData'][number];
export type Comparison = TestResultsPageQuery['testResults']['comparisons'][number];

/** The test's variants, control first, each with its performance and (but for the control) its comparison. */
export interface VariantResults {
  readonly variant: VariantOfTest;
  readonly performance: Performance | null;
  readonly comparison: Comparison | null;
}

/** What the per-variant rows are made of: the owner's results page and a share link's page both have it. */
export type ResultsFigures = Pick<ResultsPageData, 'testResults' | 'testPerformanceData'> & {
  readonly test: { readonly variants: readonly VariantOfTest[] };
};

export function variantResults(data: ResultsFigures): VariantResults[] {
  return [...data.test.variants]
    .sort((a, b) => a.variantNo - b.variantNo)
    .map((variant) => ({
      variant,
      performance: data.testPerformanceData.find((p) => p.variantId === variant.id) ?? null,
      comparison: data.testResults.comparisons.find((c) => c.variantId === variant.id) ?? null,
    }));
}
