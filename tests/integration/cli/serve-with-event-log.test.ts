import type { ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { readIngestLag } from '../../../adapters/ingest-log';
import { signUp } from '../../support/account-operations';
import { deleteTestStream, natsUnavailable, testIngestLog, waitForNoLag } from '../../support/nats';
import { valueOf } from '../../support/prometheus-text';
import { startServe } from '../../support/run-cli';
import { testDialect } from '../../support/test-database';
import { useTestApplication } from '../../support/test-application';
import { createLiveWorkspace, enrolment, trackingSettings } from '../../support/tracking-operations';
import { visitorHeaders } from '../../support/visitor-browser';

const unavailable =
  testDialect() === 'postgres'
    ? await natsUnavailable()
    : 'the test reads the database while the server runs, which the embedded database allows one process only';
if (unavailable !== null) console.warn(`[serve with the event log] skipped: ${unavailable}`);

describe.skipIf(unavailable !== null)('splitpenny serve with INGEST_LOG_URL and its own worker', () => {
  const testApp = useTestApplication({ tracking: trackingSettings({ rateLimitPerMinute: 1_000_000 }) });
  const settings = testIngestLog('serve', { partitions: 2 });
  let child: ChildProcess | undefined;

  afterAll(async () => {
    child?.kill('SIGKILL');
    await deleteTestStream(settings.stream);
  });

  it('enrols in the database, logs the events and folds them itself', { timeout: 60_000 }, async () => {
    const { app, db } = testApp();
    const owner = await signUp(app);
    const ws = await createLiveWorkspace(app, owner.token);
    const server = await startServe({
      DATABASE_URL: db.url ?? '',
      INGEST_LOG_URL: settings.url,
      INGEST_LOG_STREAM: settings.stream,
      INGEST_LOG_PARTITIONS: String(settings.partitions),
      TRACKING_RATE_LIMIT: '1000000',
    });
    child = server.child;
    expect(server.output()).toContain('event batches go through the event log');
    const readiness = await fetch(`${server.url}/readyz`);
    expect({ status: readiness.status, body: await readiness.json() }).toEqual({
      status: 200,
      body: { status: 'ready', dependencies: { database: 'up', 'event log': 'up' } },
    });
    const post = async (path: string, body: unknown) => {
      const reply = await fetch(`${server.url}/api/track/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', ...visitorHeaders(body) },
        body: JSON.stringify(body),
      });
      return { status: reply.status, body: (await reply.json()) as unknown };
    };

    const request = enrolment(ws);
    expect(await post('enrol', request)).toEqual({ status: 200, body: { status: 'enrolled' } });
    const events = [
      { k: 'click', at: 1 },
      { k: 'time', at: 2, v: 4_000 },
    ];
    for (let i = 0; i < 5; i += 1) {
      expect(
        await post('events', { site: ws.websiteId, visitor: request.visitor, tests: [ws.testId], events }),
      ).toEqual({
        status: 202,
        body: { queued: true },
      });
    }
    await waitForNoLag(() => readIngestLag(settings));

    const session = await db.database.db
      .selectFrom('tracking_sessions')
      .select(['clicks', 'time_on_page_ms'])
      .where('visitor_id', '=', request.visitor)
      .executeTakeFirstOrThrow();
    expect(session).toEqual({ clicks: 5, time_on_page_ms: 20_000 });
    // The server's own worker reports its folds on the server's /metrics.
    const metrics = await (await fetch(`${server.url}/metrics`)).text();
    expect(valueOf(metrics, 'splitpenny_ingest_folded_batches_total')).toBe(5);
    expect(valueOf(metrics, 'splitpenny_ingest_fold_batches_sum')).toBe(5);
  });
});
