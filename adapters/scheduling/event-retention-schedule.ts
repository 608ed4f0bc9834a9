import type { PruneRawEvents } from '../../application/tracking/prune-raw-events';
import type { Logger } from '../logging/create-logger';
import { startHourlyJob, type Schedule } from './hourly-job';

/** Raw tracking events past their retention period, removed hourly. */
export function startEventRetentionSchedule(deps: {
  readonly pruneRawEvents: PruneRawEvents;
  readonly logger: Logger;
}): Schedule {
  return startHourlyJob({
    ...deps,
    name: 'raw event retention',
    firstRunAfterMs: 60_000,
    job: async () => {
      const removed = await deps.pruneRawEvents();
      if (removed > 0) deps.logger.info({ removed }, 'raw tracking events past their retention removed');
    },
  });
}
