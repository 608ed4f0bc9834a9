import type { Clock } from '../ports/clock';
import type { DailyStatisticsRow, DailyStatisticsStore } from '../ports/daily-statistics-store';
import type { TestResultsSource } from '../ports/test-results-source';
import { utcDay } from './daily-snapshots';
import { goalStatistics } from './goal-results';

export type SnapshotDailyStatistics = () => Promise<{ readonly tests: number }>;

/**
 * Copies each live test's goal statistics, as the comparisons test them, into today's row: run every hour, the last
 * run of a day leaves that day's figures at most an hour short, and the results page reads today's live anyway.
 * Idempotent (a day's rows are replaced), so every server process may run it.
 */
export function makeSnapshotDailyStatistics(deps: {
  readonly store: DailyStatisticsStore;
  readonly source: TestResultsSource;
  readonly clock: Clock;
}): SnapshotDailyStatistics {
  return async () => {
    const now = deps.clock.now();
    const day = utcDay(now);
    const tests = await deps.store.testsToSnapshot(now);
    for (const { userId, testId } of tests) {
      const test = await deps.source.rollupsOf(userId, testId);
      if (test === null) continue;
      const rows: DailyStatisticsRow[] = test.goals.flatMap((goal) => {
        const statistics = goalStatistics(goal, test);
        return test.variants.map((variant) => ({
          testId,
          variantId: variant.variantId,
          goalId: goal.goalId,
          day,
          statistics: statistics(variant),
        }));
      });
      await deps.store.save(rows);
    }
    return { tests: tests.length };
  };
}
