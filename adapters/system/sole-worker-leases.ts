import type { PartitionLeases } from '../../application/ports/partition-leases';

/**
 * Leases for the one worker there can be: the embedded database is opened by one process only, so the server's own
 * worker folds every partition.
 */
export class SoleWorkerLeases implements PartitionLeases {
  private readonly held = new Set<number>();

  hold(partition: number): Promise<boolean> {
    this.held.add(partition);
    return Promise.resolve(true);
  }

  holds(partition: number): boolean {
    return this.held.has(partition);
  }

  release(partition: number): Promise<void> {
    this.held.delete(partition);
    return Promise.resolve();
  }

  workers(): Promise<number> {
    return Promise.resolve(1);
  }

  close(): Promise<void> {
    this.held.clear();
    return Promise.resolve();
  }
}
