import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { registerIngestLagMetrics } from '../../../adapters/nats/ingest-lag-metrics';

describe('the ingest lag gauge', () => {
  it("reports each partition's batches not yet delivered and not yet acknowledged, as read when scraped", async () => {
    const registry = new Registry();
    let pending = 5;
    registerIngestLagMetrics(registry, async () => [
      { partition: 0, pending, unacknowledged: 2 },
      { partition: 1, pending: 0, unacknowledged: 0 },
    ]);

    const first = await registry.metrics();
    expect(first).toContain('splitpenny_ingest_lag_messages{partition="0",state="pending"} 5');
    expect(first).toContain('splitpenny_ingest_lag_messages{partition="0",state="unacknowledged"} 2');
    expect(first).toContain('splitpenny_ingest_lag_messages{partition="1",state="pending"} 0');
    pending = 0;
    expect(await registry.metrics()).toContain('splitpenny_ingest_lag_messages{partition="0",state="pending"} 0');
  });
});
