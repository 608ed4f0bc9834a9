import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readIngestLag } from '../../../adapters/ingest-log';
import type { TrackerEvent } from '../../../domain/tracking/tracking-protocol';
import { signUp } from '../../support/account-operations';
import { deleteTestStream, natsUnavailable, testIngestLog, waitForNoLag } from '../../support/nats';
import { runCli, startCli, startServe } from '../../support/run-cli';
import { testDialect } from '../../support/test-database';
import { useTestApplication } from '../../support/test-application';
import { createLiveWorkspace, enrolment, postTracking, trackingSettings } from '../../support/tracking-operations';
import type { Workspace } from '../../support/workspace-operations';
import { partitionOf } from '../../../adapters/nats/ingest-log-settings';
import { visitorHeaders } from '../../support/visitor-browser';

const unavailable =
  testDialect() === 'postgres'
    ? await natsUnavailable()
    : 'workers in processes of their own need PostgreSQL (the embedded database is opened by one process)';
if (unavailable !== null) console.warn(`[ingest-worker] skipped: ${unavailable}`);

/** Batch `tag`'s events: its tag in each event's `at`, so the raw rows tell which batches were counted, and how often. */
function eventsOf(tag: number): TrackerEvent[] {
  const clicks = Array.from({ length: clicksOf(tag) }, (): TrackerEvent => ({ k: 'click', at: tag }));
  return [...clicks, { k: 'time', at: tag, v: timeOf(tag) }];
}
const clicksOf = (tag: number): number => 1 + (tag % 3);
const timeOf = (tag: number): number => 100 + (tag % 50);

describe.skipIf(unavailable !== null)('ingest workers killed mid-run (SIGKILL)', () => {
  const testApp = useTestApplication({ tracking: trackingSettings({ rateLimitPerMinute: 1_000_000 }) });
  const settings = testIngestLog('kill');
  const children: ChildProcess[] = [];

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await deleteTestStream(settings.stream);
  });

  it('loses no batch answered 202 and counts none twice; --status shows the lag', { timeout: 180_000 }, async () => {
    const { app, db } = testApp();
    const owner = await signUp(app);
    // Websites on every partition, so that the worker killed folds some of them whichever partitions it holds.
    const workspaces: Workspace[] = [];
    const covered = new Set<number>();
    while (covered.size < settings.partitions) {
      const ws = await createLiveWorkspace(app, owner.token);
      const partition = partitionOf(ws.websiteId, settings.partitions);
      if (covered.has(partition)) continue;
      covered.add(partition);
      workspaces.push(ws);
    }
    const visitors: { ws: Workspace; visitor: string }[] = [];
    for (let i = 0; i < 32; i += 1) {
      const ws = workspaces[i % workspaces.length] as Workspace;
      const request = enrolment(ws, { variant: i % 2 === 0 ? ws.variantId : ws.controlId });
      expect((await postTracking(app, 'enrol', request)).statusCode).toBe(200);
      visitors.push({ ws, visitor: request.visitor });
    }
    const testIds = workspaces.map((ws) => ws.testId);
    const env = {
      DATABASE_URL: db.url ?? '',
      INGEST_LOG_URL: settings.url,
      INGEST_LOG_STREAM: settings.stream,
      INGEST_LOG_PARTITIONS: String(settings.partitions),
      INGEST_WORKER_IN_PROCESS: 'false',
      INGEST_FOLD_BATCH: '20',
      TRACKING_RATE_LIMIT: '1000000',
    };
    const workerOutputs: (() => string)[] = [];
    const startWorker = async (script?: string) => {
      // At debug level a worker logs each fold, with the batches it found folded already.
      const worker = await startCli(['ingest-worker'], { ...env, LOG_LEVEL: 'debug' }, /ingest worker started/, script);
      children.push(worker.child);
      workerOutputs.push(worker.output);
      return worker.child;
    };
    // It acknowledges 2 s after each commit: killed, it leaves batches folded and not acknowledged.
    const slowAcknowledger = path.resolve(import.meta.dirname, '..', '..', 'support', 'slow-ack-ingest-worker.ts');
    const startServer = async () => {
      const server = await startServe(env);
      children.push(server.child);
      return server;
    };

    const visitorOf = (tag: number) => visitors[tag % visitors.length] as (typeof visitors)[number];
    const answered = new Set<number>();
    const sent = new Set<number>();
    let nextTag = 0;
    /** Sends `count` batches, 8 at a time, to `url`; `midway` runs once half are answered. */
    const drive = async (url: string, count: number, midway: () => void): Promise<void> => {
      const last = nextTag + count;
      const half = nextTag + count / 2;
      let midwayDone = false;
      const lane = async (): Promise<void> => {
        while (nextTag < last) {
          const tag = nextTag;
          nextTag += 1;
          sent.add(tag);
          const body = {
            site: visitorOf(tag).ws.websiteId,
            visitor: visitorOf(tag).visitor,
            tests: [visitorOf(tag).ws.testId],
            events: eventsOf(tag),
          };
          try {
            const reply = await fetch(`${url}/api/track/events`, {
              method: 'POST',
              headers: { 'content-type': 'text/plain', ...visitorHeaders(body) },
              body: JSON.stringify(body),
            });
            if (reply.status === 202) answered.add(tag);
          } catch {
            // The server was killed with this request in flight: it may or may not be counted, never twice.
          }
          if (!midwayDone && tag >= half) {
            midwayDone = true;
            midway();
          }
        }
      };
      await Promise.all(Array.from({ length: 8 }, lane));
    };

    const firstWorker = await startWorker(slowAcknowledger);
    await startWorker();
    const firstServer = await startServer();
    // A worker killed while folding: the messages it had not acknowledged go to the others.
    await drive(firstServer.url, 400, () => firstWorker.kill('SIGKILL'));
    const replacement = startWorker();
    // A server killed with requests in flight: those it answered 202 were in the log already.
    await drive(firstServer.url, 300, () => firstServer.child.kill('SIGKILL'));
    await replacement;
    const secondServer = await startServer();
    await drive(secondServer.url, 200, () => undefined);

    await waitForNoLag(() => readIngestLag(settings), 60_000);
    const status = await runCli(['ingest-worker', '--status'], env);
    expect(status.code, status.stderr).toBe(0);
    expect(status.stdout).toMatch(/^partition\s+pending\s+unacknowledged$/m);
    expect(status.stdout).toMatch(/^3\s+0\s+0$/m);
    expect(status.stdout).toContain('lag: 0 batches not yet folded');

    const rows = await db.database.db
      .selectFrom('tracking_events')
      .innerJoin('tracking_sessions', 'tracking_sessions.id', 'tracking_events.session_id')
      .select('tracking_events.events')
      .where('tracking_sessions.test_id', 'in', testIds)
      .execute();
    const counted = rows.map((row) => {
      const events = (typeof row.events === 'string' ? JSON.parse(row.events) : row.events) as TrackerEvent[];
      return events[0]?.at ?? -1;
    });
    expect(answered.size).toBeGreaterThan(600);
    // Never twice:
    expect(counted.length).toBe(new Set(counted).size);
    // Nothing answered lost, nothing counted that was never sent:
    expect([...answered].filter((tag) => !counted.includes(tag))).toEqual([]);
    expect(counted.filter((tag) => !sent.has(tag))).toEqual([]);

    const totals = await db.database.db
      .selectFrom('variant_metric_totals')
      .select(['metric', (eb) => eb.fn.sum<string>('total').as('total')])
      .where('test_id', 'in', testIds)
      .where('metric', 'in', ['clicks', 'time_on_page_ms', 'sessions'])
      .groupBy('metric')
      .execute();
    const totalOf = (metric: string) => Number(totals.find((t) => t.metric === metric)?.total ?? 0);
    expect(totalOf('clicks')).toBe(counted.reduce((sum, tag) => sum + clicksOf(tag), 0));
    expect(totalOf('time_on_page_ms')).toBe(counted.reduce((sum, tag) => sum + timeOf(tag), 0));
    expect(totalOf('sessions')).toBe(visitors.length);
    // The killed worker's batches came again, those it had folded among them, and were not folded again:
    const skipped = workerOutputs
      .flatMap((output) => [...output().matchAll(/"alreadyFolded":(\d+)/g)])
      .reduce((sum, match) => sum + Number(match[1]), 0);
    expect(skipped).toBeGreaterThan(0);
  });
});
