import type { EventBatch } from '../../domain/tracking/tracking-protocol';
import type { Clock } from '../ports/clock';
import type { RollupsChanges } from '../ports/rollups-changes';
import type { UnitOfWork } from '../ports/unit-of-work';
import { countEventBatches } from './count-event-batches';

/**
 * For each batch, in order, how many test sessions it was counted in (0: the visitor is in none of those tests): its
 * listed tests, or the tests its goal events counted in, whichever is more.
 */
export type RecordEvents = (batches: readonly EventBatch[]) => Promise<number[]>;

/**
 * Event batches, many in one transaction, counted as they arrive (count-event-batches.ts). Once committed, the tests
 * of the sessions it locked are told to the results kept in memory, so their owners see the events at once.
 */
export function makeRecordEvents(deps: {
  readonly uow: UnitOfWork;
  readonly clock: Clock;
  readonly rollupsChanges: RollupsChanges;
}): RecordEvents {
  return async (batches) => {
    const recorded = await deps.uow.run(({ tracking }) => countEventBatches(tracking, batches, deps.clock.now()));
    if (recorded.testIds.length > 0) deps.rollupsChanges.testsCounted(recorded.testIds);
    return recorded.counted;
  };
}
