import type { ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { signUp } from '../../support/account-operations';
import { deleteTestStream, natsUnavailable, testIngestLog } from '../../support/nats';
import { samplesOf, valueOf } from '../../support/prometheus-text';
import { startCli, startServe } from '../../support/run-cli';
import { testDialect } from '../../support/test-database';
import { useTestApplication } from '../../support/test-application';
import { createLiveWorkspace, enrolment, postTracking, trackingSettings } from '../../support/tracking-operations';
import { getFrom, metricsUrlIn, scrapeUntil, stopProcess } from '../../support/worker-metrics';
import { visitorHeaders } from '../../support/visitor-browser';

const unavailable =
  testDialect() === 'postgres'
    ? await natsUnavailable()
    : 'an ingest worker of its own needs PostgreSQL (the embedded database is opened by one process)';
if (unavailable !== null) console.warn(`[ingest worker metrics] skipped: ${unavailable}`);

/** The lag gauge's samples summed over every partition and state; undefined when it has none. */
function totalLag(text: string): number | undefined {
  const samples = samplesOf(text).filter((sample) => sample.name === 'splitpenny_ingest_lag_messages');
  return samples.length === 0 ? undefined : samples.reduce((sum, sample) => sum + sample.value, 0);
}

describe.skipIf(unavailable !== null)('splitpenny ingest-worker with METRICS_PORT', () => {
  const testApp = useTestApplication({ tracking: trackingSettings({ rateLimitPerMinute: 1_000_000 }) });
  const settings = testIngestLog('metrics', { partitions: 3 });
  const children: ChildProcess[] = [];

  afterAll(async () => {
    await Promise.all(children.map((child) => stopProcess(child)));
    await deleteTestStream(settings.stream);
  });

  it('serves what it folded, the lag back to 0, the pool and its health', { timeout: 90_000 }, async () => {
    const { app, db } = testApp();
    const owner = await signUp(app);
    const ws = await createLiveWorkspace(app, owner.token);
    const visitors: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const request = enrolment(ws);
      expect((await postTracking(app, 'enrol', request)).statusCode).toBe(200);
      visitors.push(request.visitor);
    }
    const env = {
      DATABASE_URL: db.url ?? '',
      INGEST_LOG_URL: settings.url,
      INGEST_LOG_STREAM: settings.stream,
      INGEST_LOG_PARTITIONS: String(settings.partitions),
      INGEST_WORKER_IN_PROCESS: 'false',
      INGEST_FOLD_BATCH: '10',
      TRACKING_RATE_LIMIT: '1000000',
    };
    const worker = await startCli(['ingest-worker'], { ...env, METRICS_PORT: '0' }, /ingest worker started/);
    children.push(worker.child);
    const base = metricsUrlIn(worker.output());
    const server = await startServe(env);
    children.push(server.child);

    const before = await scrapeUntil(base, (text) => totalLag(text) !== undefined);
    expect(valueOf(before, 'splitpenny_ingest_folded_batches_total')).toBe(0);
    // One gauge per partition and state, whichever partitions this worker holds.
    expect(samplesOf(before).filter((s) => s.name === 'splitpenny_ingest_lag_messages')).toHaveLength(6);

    const sent = 40;
    for (let i = 0; i < sent; i += 1) {
      const reply = await fetch(`${server.url}/api/track/events`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', ...visitorHeaders({ site: ws.websiteId }) },
        body: JSON.stringify({
          site: ws.websiteId,
          visitor: visitors[i % visitors.length],
          tests: [ws.testId],
          events: [{ k: 'click', at: i }],
        }),
      });
      expect(reply.status).toBe(202);
    }

    const text = await scrapeUntil(
      base,
      (body) => valueOf(body, 'splitpenny_ingest_folded_batches_total') === sent && totalLag(body) === 0,
    );
    expect(valueOf(text, 'splitpenny_ingest_already_folded_batches_total')).toBe(0);
    expect(valueOf(text, 'splitpenny_ingest_fold_failures_total')).toBe(0);
    // Every batch in some committed fold, none of more than INGEST_FOLD_BATCH.
    expect(valueOf(text, 'splitpenny_ingest_fold_batches_sum')).toBe(sent);
    const folds = valueOf(text, 'splitpenny_ingest_fold_batches_count') ?? 0;
    expect(folds).toBeGreaterThanOrEqual(sent / 10);
    expect(valueOf(text, 'splitpenny_ingest_fold_batches_bucket', { le: '10' })).toBe(folds);
    expect(valueOf(text, 'splitpenny_ingest_fold_duration_seconds_count')).toBe(folds);
    expect(valueOf(text, 'splitpenny_database_pool_max_connections')).toBeGreaterThan(0);
    expect(valueOf(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);

    const ready = await getFrom(base, '/readyz');
    expect({ status: ready.status, body: JSON.parse(ready.body) as unknown }).toEqual({
      status: 200,
      body: { status: 'ready', dependencies: { database: 'up', 'event log': 'up' } },
    });
    const forwarded = await getFrom(base, '/metrics', { forwarded: 'for=203.0.113.9' });
    expect(forwarded.status).toBe(404);
    expect(forwarded.body).not.toContain('splitpenny_');

    expect(await stopProcess(worker.child)).toBe(0);
    expect(worker.output()).toContain('ingest worker stopped cleanly');
  });
});
