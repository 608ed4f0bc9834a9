import type { Clock } from '../ports/clock';
import type { UnitOfWork } from '../ports/unit-of-work';

export type PruneRawEvents = () => Promise<number>;

/** Raw events are kept for a retention period; summaries and rollups, which results read, stay. */
export function makePruneRawEvents(deps: {
  readonly uow: UnitOfWork;
  readonly clock: Clock;
  readonly retentionDays: number;
}): PruneRawEvents {
  return () => {
    const cutoff = new Date(deps.clock.now().getTime() - deps.retentionDays * 86_400_000);
    return deps.uow.run(({ tracking }) => tracking.deleteEventsBefore(cutoff));
  };
}
