import type { DaySnapshot } from '../../domain/statistics/lift-over-time';
import type { SufficientStatistics } from '../../domain/statistics/sufficient-statistics';
import type { TestRollups } from '../ports/test-results-source';
import type { GoalResults } from './goal-results';

const none: SufficientStatistics = { n: 0, sum: 0, sumOfSquares: 0 };

/** The UTC day of a moment, as the snapshots name days. */
export function utcDay(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/** The primary goal's snapshots of the days before today, each with every variant (none yet counts as nothing). */
export function dailySnapshots(test: TestRollups, now: Date): DaySnapshot[] {
  const today = utcDay(now);
  const byDay = new Map<string, Map<string, SufficientStatistics>>();
  for (const row of test.daily) {
    if (row.day >= today) continue;
    const arms = byDay.get(row.day) ?? new Map<string, SufficientStatistics>();
    arms.set(row.variantId, row.statistics);
    byDay.set(row.day, arms);
  }
  return [...byDay.keys()].sort().map((day) => ({
    day,
    arms: test.variants.map((v) => ({ variantNo: v.variantNo, statistics: byDay.get(day)?.get(v.variantId) ?? none })),
  }));
}

/** Today as it stands: the statistics the comparisons use now. */
export function todaysSnapshot(primary: Pick<GoalResults, 'armStatistics'>, now: Date): DaySnapshot {
  return { day: utcDay(now), arms: primary.armStatistics };
}
