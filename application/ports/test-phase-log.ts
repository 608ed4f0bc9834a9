import type { TestId } from '../../domain/shared/ids';

/**
 * The phases of running tests. A change to the split or the set of variants starts a new phase, whose results and
 * sample-ratio check count from its start; a test with none recorded is in its first, since it began.
 */
export interface TestPhaseLog {
  /** Starts the test's next phase at `at`, the rollups as they stand now its baseline; returns its number (2, 3…). */
  start(testId: TestId, at: Date): Promise<number>;
}
