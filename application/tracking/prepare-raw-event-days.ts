import { comingRawEventDays } from '../../domain/tracking/raw-event-days';
import type { Clock } from '../ports/clock';
import type { UnitOfWork } from '../ports/unit-of-work';

export type PrepareRawEventDays = () => Promise<void>;

/**
 * How many days after today are prepared: a week of batches still lands in place if every server's hourly rotation
 * fails (or none runs) that long.
 */
export const rawEventDaysAhead = 7;

/** Today and the coming days each get a place for their raw events before the first batch of the day arrives. */
export function makePrepareRawEventDays(deps: {
  readonly uow: UnitOfWork;
  readonly clock: Clock;
}): PrepareRawEventDays {
  return () => {
    const days = comingRawEventDays(deps.clock.now(), rawEventDaysAhead);
    return deps.uow.run(({ tracking }) => tracking.prepareRawEventDays(days));
  };
}
