import type { Clock } from '../../application/ports/clock';
import type { TopUpAccounts } from '../../application/top-ups/top-up-accounts';
import { topUpMonthOf } from '../../domain/top-ups/monthly-top-up';
import type { Logger } from '../logging/create-logger';
import { startHourlyJob, type Schedule } from './hourly-job';

/**
 * The monthly top-up, hourly. It adds nothing twice in a month, so the first run of a new month does the work and
 * the rest find nothing to do, on every server process alike.
 */
export function startTopUpSchedule(deps: {
  readonly topUpAccounts: TopUpAccounts;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly firstRunAfterMs?: number;
  readonly everyMs?: number;
}): Schedule {
  return startHourlyJob({
    ...deps,
    name: 'monthly top-up',
    job: async () => {
      const report = await deps.topUpAccounts({ month: topUpMonthOf(deps.clock.now()), dryRun: false });
      if (report.accountsToppedUp > 0) deps.logger.info({ topUp: report }, 'monthly top-up ran');
    },
  });
}
