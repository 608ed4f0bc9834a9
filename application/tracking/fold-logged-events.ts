import type { LoggedEventBatch } from '../ports/event-log';
import type { LoggedMessageKey } from '../ports/ingest-ledger';
import type { RollupsChanges } from '../ports/rollups-changes';
import type { UnitOfWork } from '../ports/unit-of-work';
import { countEventBatches } from './count-event-batches';

export interface LoggedMessage {
  readonly key: LoggedMessageKey;
  readonly entry: LoggedEventBatch;
}

export interface FoldOutcome {
  /** Messages counted now. */
  readonly folded: number;
  /** Messages delivered again after an earlier fold of theirs committed: counted then, not now. */
  readonly alreadyFolded: number;
}

export type FoldLoggedEvents = (messages: readonly LoggedMessage[]) => Promise<FoldOutcome>;

/**
 * Messages of the event log folded into the sessions and rollups in one transaction, exactly as a request's batches
 * are (count-event-batches.ts). The transaction notes each message in the ingest ledger first, and folds only those
 * not noted before: a message delivered again after its fold committed (the worker died before acknowledging it)
 * counts once. The batches count as of the oldest message's acceptance, so the test dates they are judged by are
 * those of when the visitor sent them, not of when a worker caught up.
 */
export function makeFoldLoggedEvents(deps: {
  readonly uow: UnitOfWork;
  readonly rollupsChanges: RollupsChanges;
}): FoldLoggedEvents {
  return async (messages) => {
    if (messages.length === 0) return { folded: 0, alreadyFolded: 0 };
    const outcome = await deps.uow.run(async ({ ingestLedger, tracking }) => {
      const claimed = await ingestLedger.claim(messages.map((m) => m.key));
      // A message given twice in one call counts once too: the first copy takes its claim.
      const fresh = messages.filter((m) => claimed.get(m.key.stream)?.delete(m.key.sequence) === true);
      if (fresh.length === 0) return { folded: 0, testIds: [] };
      const acceptedAt = new Date(Math.min(...fresh.map((m) => m.entry.receivedAt.getTime())));
      const counted = await countEventBatches(
        tracking,
        fresh.map((m) => m.entry.batch),
        acceptedAt,
      );
      return { folded: fresh.length, testIds: counted.testIds };
    });
    if (outcome.testIds.length > 0) deps.rollupsChanges.testsCounted(outcome.testIds);
    return { folded: outcome.folded, alreadyFolded: messages.length - outcome.folded };
  };
}
