import type { Clock } from '../ports/clock';
import type { UnitOfWork } from '../ports/unit-of-work';

/** Forgets the ingest ledger's notes of messages the event log can no longer deliver; returns how many went. */
export type ForgetFoldedMessages = () => Promise<number>;

/**
 * The log lets a message go once it is older than its maximum age, acknowledged or not, so a note older than that
 * can never stop a second fold: the ledger keeps about one maximum age of messages, not every message ever folded.
 */
export function makeForgetFoldedMessages(deps: {
  readonly uow: UnitOfWork;
  readonly clock: Clock;
  readonly logMaxAgeMs: number;
}): ForgetFoldedMessages {
  return () =>
    deps.uow.run(({ ingestLedger }) =>
      ingestLedger.forgetBefore(new Date(deps.clock.now().getTime() - deps.logMaxAgeMs)),
    );
}
