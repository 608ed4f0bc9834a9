import { firstKeptRawEventDay } from '../../domain/tracking/raw-event-days';
import type { Clock } from '../ports/clock';
import type { UnitOfWork } from '../ports/unit-of-work';
import { makePrepareRawEventDays } from './prepare-raw-event-days';

/** Resolves to how many raw event batches went. */
export type RotateRawEvents = () => Promise<number>;

/**
 * Raw events are kept for a retention period, by whole days: the coming days are prepared, then the days wholly
 * past the period are let go. Summaries and rollups, which results read, stay. Two transactions: the coming days
 * stay prepared when letting go fails, and the table lock that making a day takes is not held while the old days'
 * batches are counted.
 */
export function makeRotateRawEvents(deps: {
  readonly uow: UnitOfWork;
  readonly clock: Clock;
  readonly retentionDays: number;
}): RotateRawEvents {
  const prepare = makePrepareRawEventDays(deps);
  return async () => {
    await prepare();
    const firstKept = firstKeptRawEventDay(deps.clock.now(), deps.retentionDays);
    return deps.uow.run(({ tracking }) => tracking.dropRawEventDaysBefore(firstKept));
  };
}
