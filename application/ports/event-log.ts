import type { EventBatch } from '../../domain/tracking/tracking-protocol';

/** An event batch as the event log keeps it: what the script sent, and when this service accepted it. */
export interface LoggedEventBatch {
  readonly batch: EventBatch;
  readonly receivedAt: Date;
}

/**
 * A durable log of accepted event batches (INGEST_LOG_URL), folded into the rollups later by ingest workers
 * (ingest-worker.ts). Batches of one website always go to the same partition of the log, so each test's rollups have
 * one writer.
 */
export interface EventLog {
  /**
   * Resolves once the log has stored the batch durably; rejects when it could not. `id` is unique per batch: the log
   * keeps a batch appended twice with the same id (a retry after a lost answer) once.
   */
  append(entry: LoggedEventBatch & { readonly id: string }): Promise<void>;
  /** Whether the log answers now (a cheap round trip), for readiness checks. */
  ping(): Promise<boolean>;
}
