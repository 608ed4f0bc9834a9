/**
 * Which worker folds which partition of the event log: a lease is held by one worker at a time, and goes by itself
 * when that worker dies, so another can take the partition over. Workers also count one another through it, to share
 * the partitions out.
 */
export interface PartitionLeases {
  /** Takes the partition's lease if no one holds it; whether this worker holds it now. */
  hold(partition: number): Promise<boolean>;
  /** Whether this worker still holds the lease (false once released, or lost with the connection that held it). */
  holds(partition: number): boolean;
  release(partition: number): Promise<void>;
  /** How many workers are running now, this one included. */
  workers(): Promise<number>;
  /** Releases every lease and the worker's membership. */
  close(): Promise<void>;
}
