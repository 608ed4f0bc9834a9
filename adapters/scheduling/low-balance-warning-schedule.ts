import type { WarnLowBalances } from '../../application/tracking/warn-low-balances';
import type { Logger } from '../logging/create-logger';
import { startHourlyJob, type Schedule } from './hourly-job';

/**
 * The low-balance warning, hourly: owners whose sessions will run out within days are emailed once. Each owner's
 * email is claimed by a conditional update first, so every server process may run it.
 */
export function startLowBalanceWarningSchedule(deps: {
  readonly warnLowBalances: WarnLowBalances;
  readonly logger: Logger;
  readonly firstRunAfterMs?: number;
  readonly everyMs?: number;
}): Schedule {
  return startHourlyJob({
    ...deps,
    name: 'low-balance warning',
    // After the top-up's first run, so an account it has just topped up is not warned.
    firstRunAfterMs: deps.firstRunAfterMs ?? 120_000,
    job: async () => {
      const report = await deps.warnLowBalances();
      if (report.ownersWarned > 0 || report.emailsFailed > 0) {
        deps.logger.info({ lowBalance: report }, 'owners running low on sessions warned');
      }
    },
  });
}
