import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../../../adapters/config/config';
import { shardOf } from '../../../adapters/http/tracking/batcher';
import { enrolmentBatching } from '../../../adapters/http/tracking/tracking-routes';
import { createLogger, type Logger } from '../../../adapters/logging/create-logger';
import { buildApplication } from '../../../adapters/main';
import { openDatabase } from '../../../adapters/persistence/database';
import type { EnrolmentAnswer } from '../../../domain/tracking/tracking-protocol';
import { signUp, type SignedUpUser } from '../../support/account-operations';
import { captureLogs } from '../../support/capture-logs';
import { postGraphql } from '../../support/graphql-request';
import {
  findPgbouncer,
  noPgbouncerReason,
  startTransactionPooler,
  type TransactionPooler,
} from '../../support/pgbouncer';
import { useTestApplication } from '../../support/test-application';
import { testDialect } from '../../support/test-database';
import {
  createLiveWorkspace,
  enrolment,
  eventBatch,
  fetchConfig,
  postTracking,
  sessionsRemaining,
  trackingSettings,
} from '../../support/tracking-operations';
import { dataOf, MAKE_TEST_INACTIVE, type Workspace } from '../../support/workspace-operations';
import { rememberDatabase } from '../../support/app-databases';

/**
 * Web processes behind PgBouncer in transaction mode (docs/deploy.md, "PgBouncer in front"): DATABASE_URL through the
 * pooler, DATABASE_SESSION_URL straight to PostgreSQL, DATABASE_PREPARED_STATEMENTS=false. PgBouncer pools PostgreSQL
 * server connections, so these run on the PostgreSQL project only: the embedded database has no connections to pool.
 */
const onPostgres = testDialect() === 'postgres';
const pgbouncer = onPostgres ? findPgbouncer() : null;
if (onPostgres && pgbouncer === null) console.warn(noPgbouncerReason);

/** Server connections PgBouncer keeps for the test database: each application's 10 client connections share them. */
const serverConnections = 2;
/** A minute: a process that serves a paused test sooner can only have heard of the change through LISTEN. */
const configCacheMs = 60_000;
// Hundreds of visitors enrol from loopback: this file is about the pooler, so the limit per network is off.
const tracking = trackingSettings({ configCacheMs, rateLimitPerMinute: 1_000_000, newVisitorsPerNetworkPerHour: null });

describe.runIf(pgbouncer !== null)('behind PgBouncer in transaction mode (PostgreSQL)', () => {
  // The owner and their tests are made through an application on the database directly.
  const direct = useTestApplication({ tracking });
  let pooler: TransactionPooler | undefined;
  const started: { app: FastifyInstance; close: () => Promise<void> }[] = [];

  beforeAll(async () => {
    pooler = await startTransactionPooler(pgbouncer as string, directUrl(), { poolSize: serverConnections });
  });
  afterAll(async () => {
    for (const application of started) await application.close();
    await pooler?.stop();
  });

  function directUrl(): string {
    const url = direct().db.url;
    if (url === null) throw new Error('the test database has no URL');
    return url;
  }

  function pooledUrl(): string {
    if (pooler === undefined) throw new Error('PgBouncer starts in beforeAll');
    return pooler.url;
  }

  /** A web process configured as its environment would configure it: the database through `env`. */
  async function pooledApplication(env: Record<string, string>, logger: Logger): Promise<FastifyInstance> {
    const config: Config = { ...loadConfig({ NODE_ENV: 'test', ...env }), webDistDir: null, tracking };
    if (config.database.kind !== 'postgres') throw new Error('DATABASE_URL names a PostgreSQL database');
    const database = await openDatabase(config.database);
    const app = await buildApplication(config, logger, database);
    rememberDatabase(app, database.db);
    started.push({
      app,
      close: async () => {
        await app.close();
        await database.close();
      },
    });
    await app.ready();
    return app;
  }

  /** As docs/deploy.md recommends: queries through the pooler, LISTEN direct, nothing prepared by name. */
  function recommendedSettings(): Record<string, string> {
    return {
      DATABASE_URL: pooledUrl(),
      DATABASE_SESSION_URL: directUrl(),
      DATABASE_PREPARED_STATEMENTS: 'false',
    };
  }

  async function ownerWithLiveTest(): Promise<{ owner: SignedUpUser; ws: Workspace; page: string }> {
    const { app } = direct();
    const owner = await signUp(app);
    const ws = await createLiveWorkspace(app, owner.token);
    return { owner, ws, page: `${ws.websiteUrl}/pricing` };
  }

  /**
   * An owner with at least `count` live tests, each on a website of its own, spread over 3 or more enrolment shards:
   * each shard runs one enrolment transaction at a time (and event batches one per website shard), so that is what
   * keeps more transactions running side by side than PgBouncer has server connections.
   */
  async function ownerWithLiveTests(count: number): Promise<{ owner: SignedUpUser; tests: Workspace[] }> {
    const { app } = direct();
    const owner = await signUp(app);
    const tests: Workspace[] = [];
    const shards = new Set<number>();
    while (tests.length < count || (shards.size <= serverConnections && tests.length < 4 * count)) {
      const ws = await createLiveWorkspace(app, owner.token);
      tests.push(ws);
      shards.add(shardOf(ws.testId, enrolmentBatching.shards));
    }
    return { owner, tests };
  }

  /** Enrols a new visitor through `app`, then sends their one click: the two answers' statuses and bodies. */
  async function visit(
    app: FastifyInstance,
    ws: Workspace,
  ): Promise<{ enrol: { status: number; body: string }; events: { status: number; body: string } }> {
    const request = enrolment(ws);
    const enrolled = await postTracking(app, 'enrol', request);
    const events = await postTracking(app, 'events', eventBatch(ws, request.visitor, [{ k: 'click', at: 1_000 }]));
    return {
      enrol: { status: enrolled.statusCode, body: enrolled.body },
      events: { status: events.statusCode, body: events.body },
    };
  }

  function testDatabaseName(): string {
    return new URL(directUrl()).pathname.slice(1);
  }

  it('enrols 300 simultaneous visitors and counts their event batches through it with prepared statements off, each once', async () => {
    const app = await pooledApplication(recommendedSettings(), createLogger('silent'));
    const { owner, tests } = await ownerWithLiveTests(6);
    const before = await sessionsRemaining(direct().app, owner.token);
    const visitors = 300;

    const visits = await Promise.all(
      Array.from({ length: visitors }, (_, i) => visit(app, tests[i % tests.length] as Workspace)),
    );

    const failed = visits.filter((v) => v.enrol.status !== 200 || v.events.status !== 202);
    expect(failed, JSON.stringify(failed.slice(0, 3))).toEqual([]);
    expect(visits.map((v) => JSON.parse(v.enrol.body) as EnrolmentAnswer)).toEqual(
      Array<EnrolmentAnswer>(visitors).fill({ status: 'enrolled' }),
    );
    expect(visits.map((v) => JSON.parse(v.events.body) as unknown)).toEqual(Array(visitors).fill({ counted: 1 }));
    // The application's client connections really took turns on PgBouncer's few server connections.
    const shared = await pooler?.connections(testDatabaseName());
    expect(shared?.clients).toBeGreaterThan(serverConnections);
    expect(shared?.servers).toBeLessThanOrEqual(serverConnections);

    const db = direct().db.database.db;
    const ids = tests.map((ws) => ws.testId);
    const sessions = await db
      .selectFrom('tracking_sessions')
      .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.sum<string>('clicks').as('clicks')])
      .where('test_id', 'in', ids)
      .executeTakeFirstOrThrow();
    expect({ sessions: Number(sessions.n), clicks: Number(sessions.clicks) }).toEqual({
      sessions: visitors,
      clicks: visitors,
    });
    const batches = await db
      .selectFrom('tracking_events')
      .innerJoin('tracking_sessions', 'tracking_sessions.id', 'tracking_events.session_id')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('tracking_sessions.test_id', 'in', ids)
      .executeTakeFirstOrThrow();
    expect(Number(batches.n)).toBe(visitors);
    const rollup = await db
      .selectFrom('variant_metric_totals')
      .select((eb) => eb.fn.sum<string>('total').as('clicks'))
      .where('test_id', 'in', ids)
      .where('metric', '=', 'clicks')
      .executeTakeFirstOrThrow();
    expect(Number(rollup.clicks)).toBe(visitors);

    const balance = await sessionsRemaining(direct().app, owner.token);
    expect(balance).toBe(before - visitors);
    const ledger = await db
      .selectFrom('credit_ledger')
      .select((eb) => eb.fn.sum<string>('amount').as('sum'))
      .where('user_id', '=', owner.id)
      .executeTakeFirstOrThrow();
    expect(Number(ledger.sum)).toBe(balance);
  });

  it('fails requests with prepared statements on (the default), which is why they must be off behind it', async () => {
    const logs = captureLogs();
    const app = await pooledApplication({ DATABASE_URL: pooledUrl(), DATABASE_SESSION_URL: directUrl() }, logs.logger);
    const { tests } = await ownerWithLiveTests(6);

    // pg prepares a named statement on a client connection's first use of it and from then on only binds it by name; the
    // pooler hands each transaction whichever of its 2 server connections is free. Visitors of tests in 3 or more
    // enrolment shards keep as many transactions running side by side, so the application's pool opens more than 2
    // client connections: once a third has prepared a statement, one of the 2 server connections had it already
    // ("already exists"), and a client that prepared it on one server connection fails as soon as a transaction of its
    // lands on the other ("does not exist"). PgBouncer keeps its server connections throughout (nothing resets or
    // retires them within minutes), so this is certain once 3 client connections have run a statement; in practice the
    // first failures come within the first few dozen requests, and 400 bound the wait.
    const failures: string[] = [];
    let sent = 0;
    const visitor = async (index: number): Promise<void> => {
      while (sent < 400 && failures.length === 0) {
        sent += 2;
        const v = await visit(app, tests[index % tests.length] as Workspace);
        for (const answer of [v.enrol, v.events]) if (answer.status >= 500) failures.push(answer.body);
      }
    };
    await Promise.all(Array.from({ length: 24 }, (_, i) => visitor(i)));

    expect(failures.length).toBeGreaterThan(0);
    expect(logs.text()).toMatch(/prepared statement \\?"[a-z0-9_]+\\?" (does not exist|already exists)/);
  });

  it('hears a test paused through another process within a second, over the direct session URL', async () => {
    const app = await pooledApplication(recommendedSettings(), createLogger('silent'));
    const { owner, ws, page } = await ownerWithLiveTest();
    expect((await fetchConfig(app, ws.websiteId, page)).config?.tests.map((test) => test.id)).toEqual([ws.testId]);

    dataOf(await postGraphql(direct().app, MAKE_TEST_INACTIVE, { id: ws.testId }, { bearer: owner.token }));

    expect(await msUntilNotServed(app, ws, page, 1_000)).toBeLessThan(1_000);
  });

  it('does not hear it with the session URL through the pooler too: the LISTEN stays behind on a pooled server connection', async () => {
    const app = await pooledApplication(
      { DATABASE_URL: pooledUrl(), DATABASE_SESSION_URL: pooledUrl(), DATABASE_PREPARED_STATEMENTS: 'false' },
      createLogger('silent'),
    );
    const { owner, ws, page } = await ownerWithLiveTest();
    expect((await fetchConfig(app, ws.websiteId, page)).config?.tests.map((test) => test.id)).toEqual([ws.testId]);

    dataOf(await postGraphql(direct().app, MAKE_TEST_INACTIVE, { id: ws.testId }, { bearer: owner.token }));

    // Not a race: the LISTEN ran on whichever server connection PgBouncer lent for that one statement, which went
    // back to the pool; the listening client sends nothing more, so it is never given a server connection again, and
    // a notification reaches only the client a server connection is lent to at the time (or none). Only the config
    // cache's minute running out would serve the change.
    expect(await msUntilNotServed(app, ws, page, 1_500)).toBe(Infinity);
  });
});

/** How long until `app` serves the page without the test, polled every 10 ms up to `limitMs`; Infinity if never. */
async function msUntilNotServed(app: FastifyInstance, ws: Workspace, page: string, limitMs: number): Promise<number> {
  const start = performance.now();
  while (performance.now() - start < limitMs) {
    const { config } = await fetchConfig(app, ws.websiteId, page);
    if (config !== null && !config.tests.some((test) => test.id === ws.testId)) return performance.now() - start;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Infinity;
}
