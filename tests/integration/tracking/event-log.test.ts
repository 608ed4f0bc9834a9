import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../adapters/config/config';
import { openIngestLog, type IngestLog } from '../../../adapters/ingest-log';
import { createLogger } from '../../../adapters/logging/create-logger';
import { buildApplication } from '../../../adapters/main';
import type { DatabaseSchema } from '../../../adapters/persistence/database-schema';
import { KyselyUnitOfWork } from '../../../adapters/persistence/kysely-unit-of-work';
import { PostgresPartitionLeases } from '../../../adapters/persistence/postgres-partition-leases';
import { SoleWorkerLeases } from '../../../adapters/system/sole-worker-leases';
import { noRollupsKept } from '../../../application/ports/rollups-changes';
import { makeFoldLoggedEvents } from '../../../application/tracking/fold-logged-events';
import { makeIngestWorker, type IngestWorker } from '../../../application/tracking/ingest-worker';
import type { EventBatch, TrackerEvent } from '../../../domain/tracking/tracking-protocol';
import { signUp } from '../../support/account-operations';
import { deleteTestStream, natsUnavailable, testIngestLog, waitForNoLag } from '../../support/nats';
import { useTestApplication } from '../../support/test-application';
import {
  createLiveWorkspace,
  enrolment,
  eventBatch,
  postTracking,
  trackingSettings,
} from '../../support/tracking-operations';
import type { Workspace } from '../../support/workspace-operations';
import { rememberDatabase } from '../../support/app-databases';

type Db = Kysely<DatabaseSchema>;

const unavailable = await natsUnavailable();
if (unavailable !== null) console.warn(`[event-log] skipped: ${unavailable}`);

const ev = (k: TrackerEvent['k'], v?: number, at = 1_000): TrackerEvent => (v === undefined ? { k, at } : { k, at, v });

/** The events visitor `i` sends, in three batches: different for each visitor, so every metric and bucket moves. */
function batchesOf(i: number): TrackerEvent[][] {
  return [
    [ev('click'), ev('scroll', 10 + (i % 7) * 10), ev('time', 1_000 * (i % 5))],
    [ev('button_click'), ev('form_click'), ev('form_time', 300 * i), ev('form_submit'), ev('time', 12_000)],
    i % 3 === 0 ? [ev('button_hover'), ev('scroll', 95), ev('leave')] : [ev('click', undefined, 2_000 + i)],
  ];
}

/**
 * Everything the results are made of for a variant: its totals and histograms, as numbers by metric. Rows at 0 are left
 * out: a session that moved through a bucket between two transactions leaves its row at 0, one folded in a single
 * transaction never writes it, and the results read both alike.
 */
async function rollupsOf(db: Db, variantId: string) {
  const totals = await db
    .selectFrom('variant_metric_totals')
    .select(['metric', 'total', 'total_squares'])
    .where('variant_id', '=', variantId)
    .orderBy('metric')
    .execute();
  const histograms = await db
    .selectFrom('variant_metric_histograms')
    .select(['metric', 'bucket', 'sessions'])
    .where('variant_id', '=', variantId)
    .orderBy('metric')
    .orderBy('bucket')
    .execute();
  return {
    totals: totals
      .map((r) => [r.metric, Number(r.total), Number(r.total_squares)] as const)
      .filter(([, total, squares]) => total !== 0 || squares !== 0),
    histograms: histograms
      .map((r) => [r.metric, r.bucket, Number(r.sessions)] as const)
      .filter(([, , sessions]) => sessions !== 0),
  };
}

async function rawBatchesOf(db: Db, testId: string): Promise<number> {
  const row = await db
    .selectFrom('tracking_events')
    .innerJoin('tracking_sessions', 'tracking_sessions.id', 'tracking_events.session_id')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('tracking_sessions.test_id', '=', testId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe.skipIf(unavailable !== null)('event batches through the event log (INGEST_LOG_URL)', () => {
  const direct = useTestApplication({ tracking: trackingSettings({ rateLimitPerMinute: 1_000_000 }) });
  const settings = testIngestLog('http');
  let ingestLog: IngestLog;
  let logged: FastifyInstance;
  let worker: IngestWorker;

  beforeAll(async () => {
    const { db } = direct();
    ingestLog = await openIngestLog(settings, 'event-log test');
    const config = {
      ...loadConfig({ NODE_ENV: 'test' }),
      webDistDir: null,
      tracking: trackingSettings({ rateLimitPerMinute: 1_000_000 }),
    };
    logged = await buildApplication(config, createLogger('silent'), db.database, { eventLog: ingestLog.eventLog });
    await logged.ready();
    rememberDatabase(logged, db.database.db);
    worker = makeIngestWorker({
      log: ingestLog.partitions,
      leases: db.url === null ? new SoleWorkerLeases() : new PostgresPartitionLeases(db.url, settings.stream),
      fold: makeFoldLoggedEvents({ uow: new KyselyUnitOfWork(db.database.db), rollupsChanges: noRollupsKept }),
      settings: { maxBatch: 50, rebalanceMs: 200, retryMs: 200 },
      events: { onError: (error) => console.error(error) },
    });
    await worker.start();
  });

  afterAll(async () => {
    await worker?.stop();
    await logged?.close();
    await ingestLog?.close();
    await deleteTestStream(settings.stream);
  });

  async function send(app: FastifyInstance, ws: Workspace, visitors: number): Promise<unknown[]> {
    const answers: unknown[] = [];
    for (let i = 0; i < visitors; i += 1) {
      const request = enrolment(ws, { variant: i % 2 === 0 ? ws.variantId : ws.controlId });
      expect((await postTracking(app, 'enrol', request)).json()).toEqual({ status: 'enrolled' });
      for (const events of batchesOf(i)) {
        const reply = await postTracking(app, 'events', eventBatch(ws, request.visitor, events));
        expect(reply.statusCode, reply.body).toBe(202);
        answers.push(reply.json());
      }
    }
    return answers;
  }

  it('answers once the log stored the batch, and the workers fold it into the same rollups as the direct path', async () => {
    const { app } = direct();
    const db = direct().db.database.db;
    const owner = await signUp(app);
    const straight = await createLiveWorkspace(app, owner.token);
    const throughLog = await createLiveWorkspace(app, owner.token);
    const visitors = 24;

    const directAnswers = await send(app, straight, visitors);
    const logAnswers = await send(logged, throughLog, visitors);
    expect(directAnswers.every((answer) => JSON.stringify(answer) === '{"counted":1}')).toBe(true);
    // Counted later: how many sessions a batch counts in is not known when it is answered.
    expect(logAnswers.every((answer) => JSON.stringify(answer) === '{"queued":true}')).toBe(true);

    await waitForNoLag(() => ingestLog.lag());
    expect(await rawBatchesOf(db, throughLog.testId)).toBe(visitors * 3);
    // Every message acknowledged: the ledger may forget them all.
    expect((await ingestLog.partitions.acknowledgedThrough()).sequence).toBe(visitors * 3);
    expect(await rollupsOf(db, throughLog.variantId)).toEqual(await rollupsOf(db, straight.variantId));
    expect(await rollupsOf(db, throughLog.controlId)).toEqual(await rollupsOf(db, straight.controlId));
    expect((await rollupsOf(db, throughLog.variantId)).totals.length).toBeGreaterThan(3);
  });

  it('counts a message delivered again after its fold committed only once', async () => {
    const { app, db } = direct();
    const owner = await signUp(app);
    const ws = await createLiveWorkspace(app, owner.token);
    const request = enrolment(ws);
    await postTracking(app, 'enrol', request);
    const fold = makeFoldLoggedEvents({ uow: new KyselyUnitOfWork(db.database.db), rollupsChanges: noRollupsKept });
    const batch: EventBatch = eventBatch(ws, request.visitor, [ev('click'), ev('time', 5_000)]);
    const message = { key: { stream: settings.stream, sequence: 9_000_001 }, entry: { batch, receivedAt: new Date() } };

    expect(await fold([message])).toEqual({ folded: 1, alreadyFolded: 0 });
    const once = await rollupsOf(db.database.db, ws.variantId);
    expect(await fold([message, message])).toEqual({ folded: 0, alreadyFolded: 2 });

    expect(await rollupsOf(db.database.db, ws.variantId)).toEqual(once);
    expect(await rawBatchesOf(db.database.db, ws.testId)).toBe(1);
  });
});
