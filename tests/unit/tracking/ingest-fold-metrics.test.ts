import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { registerIngestFoldMetrics } from '../../../adapters/observability/ingest-fold-metrics';
import type { LoggedMessage } from '../../../application/tracking/fold-logged-events';
import { valueOf } from '../../support/prometheus-text';

const messages = (count: number): LoggedMessage[] =>
  Array.from({ length: count }, (_, i) => ({
    key: { stream: 'events', sequence: i + 1 },
    entry: { batch: { site: 'site', visitor: 'visitor', tests: [], events: [] }, receivedAt: new Date() },
  }));

describe('the ingest fold metrics', () => {
  it('count the batches folded and found folded already, and time and size each committed fold', async () => {
    const registry = new Registry();
    const metrics = registerIngestFoldMetrics(registry);
    const fold = metrics.measured(async (given) => ({ folded: given.length - 1, alreadyFolded: 1 }));
    await fold(messages(3));
    await fold(messages(12));
    metrics.unreadable(2);

    const text = await registry.metrics();
    expect(valueOf(text, 'splitpenny_ingest_folded_batches_total')).toBe(13);
    expect(valueOf(text, 'splitpenny_ingest_already_folded_batches_total')).toBe(2);
    expect(valueOf(text, 'splitpenny_ingest_unreadable_messages_total')).toBe(2);
    expect(valueOf(text, 'splitpenny_ingest_fold_batches_count')).toBe(2);
    expect(valueOf(text, 'splitpenny_ingest_fold_batches_sum')).toBe(15);
    expect(valueOf(text, 'splitpenny_ingest_fold_batches_bucket', { le: '5' })).toBe(1);
    expect(valueOf(text, 'splitpenny_ingest_fold_duration_seconds_count')).toBe(2);
    expect(valueOf(text, 'splitpenny_ingest_fold_failures_total')).toBe(0);
  });

  it('counts a failed fold as a failure, not as folded, and passes its error on', async () => {
    const registry = new Registry();
    const fold = registerIngestFoldMetrics(registry).measured(() => Promise.reject(new Error('serialization failure')));
    await expect(fold(messages(4))).rejects.toThrow('serialization failure');

    const text = await registry.metrics();
    expect(valueOf(text, 'splitpenny_ingest_fold_failures_total')).toBe(1);
    expect(valueOf(text, 'splitpenny_ingest_folded_batches_total')).toBe(0);
    expect(valueOf(text, 'splitpenny_ingest_fold_duration_seconds_count')).toBe(0);
  });
});
