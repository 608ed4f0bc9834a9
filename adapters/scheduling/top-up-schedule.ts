import type { Clock } from '../../application/ports/clock';
import type { TopUpAccounts } from '../../application/top-ups/top-up-accounts';
import { topUpMonthOf } from '../../domain/top-ups/monthly-top-up';
import type { Logger } from '../logging/create-logger';

export interface Schedule {
  stop(): void;
}

/**
 * Runs the monthly top-up shortly after start and then every hour. The top-up adds nothing twice in a month, so
 * the first run of a new month does the work and the rest find nothing to do, on every server process alike.
 */
export function startTopUpSchedule(deps: {
  readonly topUpAccounts: TopUpAccounts;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly firstRunAfterMs?: number;
  readonly everyMs?: number;
}): Schedule {
  let running: Promise<void> | null = null;
  const run = (): void => {
    if (running !== null) return;
    running = deps
      .topUpAccounts({ month: topUpMonthOf(deps.clock.now()), dryRun: false })
      .then((report) => {
        if (report.accountsToppedUp > 0) deps.logger.info({ topUp: report }, 'monthly top-up ran');
      })
      .catch((error: unknown) => deps.logger.error({ err: error }, 'monthly top-up failed; retrying next hour'))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(run, deps.firstRunAfterMs ?? 10_000);
  const hourly = setInterval(run, deps.everyMs ?? 60 * 60 * 1000);
  first.unref();
  hourly.unref();
  return {
    stop: () => {
      clearTimeout(first);
      clearInterval(hourly);
    },
  };
}
