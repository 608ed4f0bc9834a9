import type { ExperimentId, UserId } from '../../domain/shared/ids';
import type { VariantRollups } from '../../domain/statistics/variant-performance';

/** Reads what results are made of: a test's variants and their rollups. */
export interface TestResultsSource {
  /** The owner's test's variants (control first) with their rollups; null when the owner has no such test. */
  rollupsOf(userId: UserId, testId: ExperimentId): Promise<VariantRollups[] | null>;
}
