import { Gauge, type Registry } from 'prom-client';
import type { PartitionLag } from '../../application/ports/event-log-partitions';

/**
 * `splitpenny_ingest_lag_messages{partition, state}`: per partition of the event log, the batches not yet delivered to
 * a worker (`pending`) and those delivered but not yet folded and acknowledged (`unacknowledged`). Read from NATS when
 * scraped, so every server reports the lag of every partition, wherever the workers run.
 */
export function registerIngestLagMetrics(registry: Registry, lag: () => Promise<PartitionLag[]>): void {
  new Gauge({
    name: 'splitpenny_ingest_lag_messages',
    help: 'Event batches accepted into the event log and not yet folded into the rollups, per partition',
    labelNames: ['partition', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const partition of await lag()) {
        this.set({ partition: String(partition.partition), state: 'pending' }, partition.pending);
        this.set({ partition: String(partition.partition), state: 'unacknowledged' }, partition.unacknowledged);
      }
    },
  });
}
