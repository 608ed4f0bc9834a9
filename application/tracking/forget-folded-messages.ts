import type { EventLogPartitions } from '../ports/event-log-partitions';
import type { UnitOfWork } from '../ports/unit-of-work';

/** Forgets the ingest ledger's notes of messages the event log will never deliver again; returns how many went. */
export type ForgetFoldedMessages = () => Promise<number>;

/**
 * A note keeps a message from being folded twice only while the log may still deliver it, that is until it and every
 * message before it are acknowledged. Forgetting up to there keeps the ledger to the messages in flight, seconds of
 * traffic, rather than every message ever folded.
 */
export function makeForgetFoldedMessages(deps: {
  readonly uow: UnitOfWork;
  readonly log: Pick<EventLogPartitions, 'acknowledgedThrough'>;
}): ForgetFoldedMessages {
  return async () => {
    const through = await deps.log.acknowledgedThrough();
    return deps.uow.run(({ ingestLedger }) => ingestLedger.forgetThrough(through));
  };
}
