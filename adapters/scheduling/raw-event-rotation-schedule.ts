import type { RotateRawEvents } from '../../application/tracking/rotate-raw-events';
import type { Logger } from '../logging/create-logger';
import { startHourlyJob, type Schedule } from './hourly-job';

/**
 * Raw tracking events, hourly: the coming days prepared and the days past their retention period let go. Runs that
 * overlap (every server runs it) take turns on a database lock, so the second finds the work done.
 */
export function startRawEventRotationSchedule(deps: {
  readonly rotateRawEvents: RotateRawEvents;
  readonly logger: Logger;
}): Schedule {
  return startHourlyJob({
    ...deps,
    name: 'raw event rotation',
    firstRunAfterMs: 60_000,
    job: async () => {
      const removed = await deps.rotateRawEvents();
      if (removed > 0) deps.logger.info({ removed }, 'raw tracking events past their retention removed');
    },
  });
}
