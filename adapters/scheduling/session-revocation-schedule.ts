import type { RevokedSessions } from '../../application/accounts/revoked-sessions';
import type { Logger } from '../logging/create-logger';
import { startHourlyJob, type Schedule } from './hourly-job';

/**
 * Reads the sessions other processes revoked, every few seconds: how long a logged-out token may still work on
 * another process. Each read asks only for rows after the last one seen, an index range scan of nothing at rest.
 * Hourly, rows whose tokens have all expired are removed.
 */
export function startSessionRevocationSchedule(deps: {
  readonly revokedSessions: RevokedSessions;
  readonly everyMs: number;
  readonly logger: Logger;
}): Schedule {
  let failing = false;
  const timer = setInterval(() => {
    deps.revokedSessions.refresh().then(
      () => {
        failing = false;
      },
      (error: unknown) => {
        // Logged once per outage rather than every few seconds.
        if (!failing) deps.logger.error({ err: error }, 'reading revoked sessions failed; retrying');
        failing = true;
      },
    );
  }, deps.everyMs);
  timer.unref();
  const cleanup = startHourlyJob({
    name: 'forgetting expired session revocations',
    logger: deps.logger,
    job: async () => {
      const forgotten = await deps.revokedSessions.forgetExpired();
      if (forgotten > 0) deps.logger.debug({ forgotten }, 'expired session revocations removed');
    },
  });
  return {
    stop: () => {
      clearInterval(timer);
      cleanup.stop();
    },
  };
}
