import type { LoggedEventBatch } from './event-log';
import type { LoggedMessageKey } from './ingest-ledger';

/** One message of the event log handed to a worker; it is delivered again unless acknowledged in time. */
export interface EventLogDelivery {
  readonly key: LoggedMessageKey;
  /** The batch, or null when the message is not one this version can read (it is acknowledged and left out). */
  readonly entry: LoggedEventBatch | null;
  /** Done with: the log never delivers it again. Only after the fold that counted it committed. */
  ack(): void;
  /** Not done with: the log delivers it again soon. */
  retryLater(): void;
}

/** How far the workers are behind on one partition: messages not yet delivered, and delivered but not acknowledged. */
export interface PartitionLag {
  readonly partition: number;
  readonly pending: number;
  readonly unacknowledged: number;
}

/** The event log as workers read it: a fixed number of partitions, each read in order by one durable reader. */
export interface EventLogPartitions {
  readonly count: number;
  /** Up to `max` messages of the partition, waiting a moment for the first when there are none. */
  take(partition: number, max: number): Promise<EventLogDelivery[]>;
  /** Stops reading the partition; messages read ahead and not taken are delivered again at once. */
  release(partition: number): Promise<void>;
  /**
   * A message of the log such that it and every message before it are acknowledged: none of them is ever delivered
   * again, so the ingest ledger may forget them.
   */
  acknowledgedThrough(): Promise<LoggedMessageKey>;
  /** Each partition's lag, in partition order. */
  lag(): Promise<PartitionLag[]>;
}
