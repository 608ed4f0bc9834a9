import type { GoalId } from '../../domain/ab-tests/goal';
import type { TestId, UserId } from '../../domain/shared/ids';
import type { SufficientStatistics } from '../../domain/statistics/sufficient-statistics';

/** One variant's statistics on one goal at the end of a day (UTC). */
export interface DailyStatisticsRow {
  readonly testId: TestId;
  readonly variantId: string;
  readonly goalId: GoalId;
  /** YYYY-MM-DD. */
  readonly day: string;
  readonly statistics: SufficientStatistics;
}

/** Where results are kept day by day, for the lift-over-time chart and a test's recent traffic. */
export interface DailyStatisticsStore {
  /** The tests whose results may still move: on, or ended within the last two days, with sessions. */
  testsToSnapshot(now: Date): Promise<readonly { readonly userId: UserId; readonly testId: TestId }[]>;
  /** Writes the rows, replacing a day's earlier copy. */
  save(rows: readonly DailyStatisticsRow[]): Promise<void>;
}
