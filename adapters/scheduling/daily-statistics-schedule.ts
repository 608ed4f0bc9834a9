import type { SnapshotDailyStatistics } from '../../application/results/snapshot-daily-statistics';
import type { Logger } from '../logging/create-logger';
import { startHourlyJob, type Schedule } from './hourly-job';

/** Each live test's results copied into today's row, hourly, for the lift-over-time chart. */
export function startDailyStatisticsSchedule(deps: {
  readonly snapshotDailyStatistics: SnapshotDailyStatistics;
  readonly logger: Logger;
}): Schedule {
  return startHourlyJob({
    ...deps,
    name: 'results by day',
    firstRunAfterMs: 30_000,
    job: async () => {
      const report = await deps.snapshotDailyStatistics();
      if (report.tests > 0) deps.logger.debug({ tests: report.tests }, "live tests' results copied for today");
    },
  });
}
