import type { EventLogDelivery, EventLogPartitions } from '../ports/event-log-partitions';
import type { PartitionLeases } from '../ports/partition-leases';
import type { FoldLoggedEvents, LoggedMessage } from './fold-logged-events';

export interface IngestWorkerSettings {
  /** The most messages folded in one transaction. */
  readonly maxBatch: number;
  /** How often the worker looks for partitions to take or give back. */
  readonly rebalanceMs: number;
  /** How long a partition waits after a failed fold before it tries again. */
  readonly retryMs: number;
}

export interface IngestWorker {
  /** Starts taking partitions; resolves once the worker has looked for them the first time. */
  start(): Promise<void>;
  /** Finishes the folds under way (each committed and acknowledged, or neither), then gives every partition back. */
  stop(): Promise<void>;
  /** The partitions this worker folds now. */
  partitions(): number[];
}

export interface IngestWorkerEvents {
  /** A fold, a read of the log or a lease failed; the worker carries on (and retries what failed). */
  readonly onError: (error: unknown, what: string) => void;
  /** A fold committed (and its messages were acknowledged). */
  readonly onFolded?: (partition: number, folded: number, alreadyFolded: number) => void;
  /** Messages that are no event batch this version can read: acknowledged and left out. */
  readonly onUnreadable?: (partition: number, count: number) => void;
}

/**
 * An ingest worker: it holds the leases of its fair share of the event log's partitions (the partitions over the
 * running workers, rounded up) and folds each held partition's messages in order, a batch of them per transaction,
 * acknowledging them only once that transaction committed. A worker that dies loses its leases with its database
 * session; another takes the partitions over at its next look, and the messages the dead one had not acknowledged are
 * delivered again: those it had committed are found in the ingest ledger and not counted twice.
 */
export function makeIngestWorker(deps: {
  readonly log: EventLogPartitions;
  readonly leases: PartitionLeases;
  readonly fold: FoldLoggedEvents;
  readonly settings: IngestWorkerSettings;
  readonly events: IngestWorkerEvents;
}): IngestWorker {
  const { log, leases, settings, events } = deps;
  const running = new Map<number, PartitionRun>();
  // Workers look at the partitions from different places, so that those starting together take different ones.
  const offset = Math.floor(Math.random() * log.count);
  let stopping = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let rebalancing: Promise<void> = Promise.resolve();

  const foldOnce = async (partition: number): Promise<void> => {
    const deliveries = await log.take(partition, settings.maxBatch);
    if (deliveries.length === 0) return;
    const readable = deliveries.flatMap((d): LoggedMessage[] =>
      d.entry === null ? [] : [{ key: d.key, entry: d.entry }],
    );
    if (readable.length < deliveries.length) events.onUnreadable?.(partition, deliveries.length - readable.length);
    try {
      const outcome = await deps.fold(readable);
      for (const delivery of deliveries) delivery.ack();
      events.onFolded?.(partition, outcome.folded, outcome.alreadyFolded);
    } catch (error) {
      retryLater(deliveries);
      throw error;
    }
  };

  const runPartition = async (partition: number, state: PartitionRun): Promise<void> => {
    while (!stopping && !state.stopping && leases.holds(partition)) {
      try {
        await foldOnce(partition);
      } catch (error) {
        events.onError(error, `folding partition ${partition}`);
        await pause(settings.retryMs);
      }
    }
    if (running.get(partition) === state) running.delete(partition);
    await log.release(partition).catch((error: unknown) => events.onError(error, `stopping partition ${partition}`));
    await leases
      .release(partition)
      .catch((error: unknown) => events.onError(error, `releasing partition ${partition}`));
  };

  const startPartition = (partition: number): void => {
    const state: PartitionRun = { stopping: false, done: Promise.resolve() };
    running.set(partition, state);
    state.done = runPartition(partition, state);
  };

  const rebalance = async (): Promise<void> => {
    const fairShare = Math.ceil(log.count / Math.max(1, await leases.workers()));
    const held = [...running.keys()];
    if (held.length > fairShare) {
      // Given back once their fold under way is done; another worker takes them at its next look.
      for (const partition of held.slice(fairShare)) {
        const state = running.get(partition);
        if (state !== undefined) state.stopping = true;
      }
      return;
    }
    for (let i = 0; i < log.count && running.size < fairShare && !stopping; i += 1) {
      const partition = (offset + i) % log.count;
      if (!running.has(partition) && (await leases.hold(partition))) startPartition(partition);
    }
  };

  const scheduleRebalance = (): void => {
    timer = setTimeout(() => {
      rebalancing = rebalance()
        .catch((error: unknown) => events.onError(error, 'sharing out the partitions'))
        .finally(() => {
          if (!stopping) scheduleRebalance();
        });
    }, settings.rebalanceMs);
  };

  return {
    async start() {
      await rebalance().catch((error: unknown) => events.onError(error, 'sharing out the partitions'));
      if (!stopping) scheduleRebalance();
    },
    async stop() {
      stopping = true;
      if (timer !== null) clearTimeout(timer);
      await rebalancing;
      await Promise.all([...running.values()].map((state) => state.done));
      await leases.close();
    },
    partitions: () => [...running.keys()].sort((a, b) => a - b),
  };
}

interface PartitionRun {
  /** Set to give the partition back once the fold under way is done. */
  stopping: boolean;
  done: Promise<void>;
}

function retryLater(deliveries: readonly EventLogDelivery[]): void {
  for (const delivery of deliveries) delivery.retryLater();
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
