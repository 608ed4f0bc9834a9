import type { CatalogueGoalId } from '../../domain/ab-tests/goal-catalogue';
import type { TestId, UserId } from '../../domain/shared/ids';
import type { VariantRollups } from '../../domain/statistics/variant-performance';

export interface TestRollups {
  readonly goalId: CatalogueGoalId;
  readonly maxCases: number;
  /** After this the test takes no more visitors. */
  readonly endDate: Date;
  /** Control first; each with its configured share of the traffic. */
  readonly variants: readonly (VariantRollups & { readonly allocationPercent: number })[];
}

/** Reads what results are made of: a test's goal, its variants and their rollups. */
export interface TestResultsSource {
  /** Null when the owner has no such test. */
  rollupsOf(userId: UserId, testId: TestId): Promise<TestRollups | null>;
}
