import type { EventBatch } from '../../domain/tracking/tracking-protocol';
import type { Clock } from '../ports/clock';
import type { EventLog } from '../ports/event-log';
import type { IdGenerator } from '../ports/id-generator';

/** Resolves once the batch is stored durably in the event log; ingest workers count it later. */
export type LogEvents = (batch: EventBatch) => Promise<void>;

/**
 * An event batch accepted into the event log (INGEST_LOG_URL) rather than counted in the request: the log keeps it,
 * stamped with when it was accepted, until a worker folds it (fold-logged-events.ts).
 */
export function makeLogEvents(deps: {
  readonly log: EventLog;
  readonly clock: Clock;
  readonly ids: IdGenerator;
}): LogEvents {
  return (batch) => deps.log.append({ id: deps.ids.next(), batch, receivedAt: deps.clock.now() });
}
