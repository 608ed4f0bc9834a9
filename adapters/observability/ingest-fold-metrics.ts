import { Counter, Histogram, type Registry } from 'prom-client';
import type { FoldLoggedEvents } from '../../application/tracking/fold-logged-events';

export interface IngestFoldMetrics {
  /** The same fold, timed and counted: what it committed, and what it found folded already. */
  measured(fold: FoldLoggedEvents): FoldLoggedEvents;
  /** Messages that were no event batch this version reads, acknowledged and left out. */
  unreadable(count: number): void;
}

/**
 * What this process's ingest worker folded, counted as it happens:
 * - `splitpenny_ingest_folded_batches_total`: event batches counted into the rollups;
 * - `splitpenny_ingest_already_folded_batches_total`: batches delivered again after their fold committed (a worker
 *   died before acknowledging them), found in the ingest ledger and not counted twice;
 * - `splitpenny_ingest_unreadable_messages_total`: messages left out as no event batch;
 * - `splitpenny_ingest_fold_failures_total`: fold transactions that failed (their batches are delivered again);
 * - `splitpenny_ingest_fold_batches` and `splitpenny_ingest_fold_duration_seconds`: each committed fold
 *   transaction's size (batches, those already folded included) and duration.
 */
export function registerIngestFoldMetrics(registry: Registry): IngestFoldMetrics {
  const registers = [registry];
  const folded = new Counter({
    name: 'splitpenny_ingest_folded_batches_total',
    help: "Event batches of the event log folded into the rollups by this process's ingest worker",
    registers,
  });
  const alreadyFolded = new Counter({
    name: 'splitpenny_ingest_already_folded_batches_total',
    help: 'Event batches delivered again after their fold had committed: found in the ingest ledger, not counted again',
    registers,
  });
  const unreadable = new Counter({
    name: 'splitpenny_ingest_unreadable_messages_total',
    help: 'Messages of the event log that were no event batch this version reads: acknowledged and left out',
    registers,
  });
  const failures = new Counter({
    name: 'splitpenny_ingest_fold_failures_total',
    help: 'Fold transactions that failed; their batches are delivered again and retried',
    registers,
  });
  const sizes = new Histogram({
    name: 'splitpenny_ingest_fold_batches',
    help: 'Event batches per committed fold transaction (at most INGEST_FOLD_BATCH)',
    buckets: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000],
    registers,
  });
  const durations = new Histogram({
    name: 'splitpenny_ingest_fold_duration_seconds',
    help: 'Duration of each committed fold transaction',
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  return {
    measured: (fold) => async (messages) => {
      const done = durations.startTimer();
      try {
        const outcome = await fold(messages);
        if (messages.length > 0) {
          done();
          sizes.observe(messages.length);
        }
        folded.inc(outcome.folded);
        alreadyFolded.inc(outcome.alreadyFolded);
        return outcome;
      } catch (error) {
        failures.inc();
        throw error;
      }
    },
    unreadable: (count) => unreadable.inc(count),
  };
}
