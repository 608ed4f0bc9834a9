// The servers under test of `npm run bench`, in a child process of run.ts so that the load generator does not share
// their event loop: a bare Fastify route and the real application on the database the runner made for this run.
// It creates an owner and a live test through GraphQL, reports ready over IPC, and answers questions about what
// the database holds until it is told to stop. Asked for the results test, it gives the owner a second test with a
// million sessions (tests/bench/results-fixture.ts).
import Fastify from 'fastify';
import pino from 'pino';
import { loadConfig } from '../../adapters/config/config';
import { createLogger } from '../../adapters/logging/create-logger';
import { buildApplication } from '../../adapters/main';
import { openDatabase, type Database } from '../../adapters/persistence/database';
import { migrateToLatest } from '../../adapters/persistence/migrate';
import { signUp, type SignedUpUser } from '../support/account-operations';
import { postGraphql } from '../support/graphql-request';
import {
  ACTIVATE_TEST,
  SET_TRAFFIC_ALLOCATIONS,
  createPage,
  createTest,
  createVariant,
  createWebsite,
  dataOf,
  daysFromNow,
  getVariants,
} from '../support/workspace-operations';
import type { FastifyInstance } from 'fastify';
import {
  benchWebsiteUrl,
  type BenchWorkspace,
  type DatabaseState,
  type RunnerMessage,
  type ServerMessage,
} from './protocol';
import { createResultsTest } from './results-fixture';
import { measureCeiling } from './ceiling';
import { readEventLoopDelay } from './event-loop-delay';
import { enrolmentBatching, eventBatching } from '../../adapters/http/tracking/tracking-routes';
import { rememberDatabase } from '../support/app-databases';

function send(message: ServerMessage): void {
  if (process.send === undefined) throw new Error('tests/bench/server.ts runs as a child of tests/bench/run.ts');
  process.send(message);
}

/**
 * A typical test: a pricing page, the control and one variant that changes styles and a label (70/30), on every
 * device, a month long. Its cap is far above what a run enrols, so it never fills up.
 */
async function createBenchWorkspace(app: FastifyInstance, owner: SignedUpUser): Promise<BenchWorkspace> {
  const websiteUrl = benchWebsiteUrl;
  const websiteId = await createWebsite(app, owner.token, { url: websiteUrl, name: 'Shop' });
  const pageId = await createPage(app, owner.token, websiteId, { url: '/pricing', name: 'Pricing' });
  const testId = await createTest(app, owner.token, pageId, {
    startDate: daysFromNow(-1),
    endDate: daysFromNow(30),
    maxCases: 100_000_000,
  });
  const variant = await createVariant(app, owner.token, testId, {
    name: 'Green call to action',
    cssCode: 'h1 { font-size: 2rem } .cta { background: #0a7d4f; color: #fff }',
    jsCode: "document.querySelectorAll('.cta').forEach((el) => { el.textContent = 'Start free'; });",
    trafficAllocation: 0,
  });
  const control = (await getVariants(app, owner.token, testId)).find((v) => v.isControl);
  if (control === undefined) throw new Error('the bench test has no control');
  const allocations = [
    { variantId: control.id, trafficAllocation: 70 },
    { variantId: variant.id, trafficAllocation: 30 },
  ];
  dataOf(await postGraphql(app, SET_TRAFFIC_ALLOCATIONS, { input: { testId, allocations } }, { bearer: owner.token }));
  const purchaseGoalId = await measurePurchases(app, owner.token, websiteId, testId);
  dataOf(await postGraphql(app, ACTIVATE_TEST, { id: testId }, { bearer: owner.token }));
  return {
    ownerId: owner.id,
    websiteId,
    pageUrl: `${websiteUrl}/pricing`,
    testId,
    controlId: control.id,
    variantId: variant.id,
    purchaseGoalId,
  };
}

/** A revenue goal on the website's `purchase` event, which the test then measures besides its own goal. */
async function measurePurchases(app: FastifyInstance, token: string, websiteId: string, testId: string) {
  const { createGoal } = dataOf(
    await postGraphql<{ createGoal: { id: string } }>(
      app,
      'mutation($websiteId: ID!, $input: GoalInput!) { createGoal(websiteId: $websiteId, input: $input) { id } }',
      { websiteId, input: { name: 'Purchase', kind: 'REVENUE', target: 'purchase' } },
      { bearer: token },
    ),
  );
  dataOf(
    await postGraphql(
      app,
      'mutation($input: UpdateTestInput!) { updateTest(input: $input) { id } }',
      { input: { id: testId, secondaryGoals: [{ goalId: createGoal.id }] } },
      { bearer: token },
    ),
  );
  return Number(createGoal.id);
}

/** The owners' balances added up. */
async function balanceOf(database: Database, ownerIds: readonly string[]): Promise<number> {
  const row = await database.db
    .selectFrom('users')
    .select((eb) => eb.fn.sum<string>('test_sessions_remaining').as('total'))
    .where('id', 'in', ownerIds)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Owners among these whose balance is not what their ledger entries add up to. */
async function ownersOffLedger(database: Database, ownerIds: readonly string[]): Promise<number> {
  const rows = await database.db
    .selectFrom('users')
    .leftJoin('credit_ledger', 'credit_ledger.user_id', 'users.id')
    .select('users.id')
    .where('users.id', 'in', ownerIds)
    .groupBy(['users.id', 'users.test_sessions_remaining'])
    .having((eb) =>
      eb(
        eb.fn.coalesce(eb.fn.sum<number>('credit_ledger.amount'), eb.lit(0)),
        '!=',
        eb.ref('users.test_sessions_remaining'),
      ),
    )
    .execute();
  return rows.length;
}

async function stateOf(
  database: Database,
  workspace: BenchWorkspace,
  spread: readonly BenchWorkspace[],
): Promise<DatabaseState> {
  const { db } = database;
  const testIds = [workspace.testId, ...spread.map((w) => w.testId)];
  const ownerIds = [workspace.ownerId, ...spread.map((w) => w.ownerId)];
  const sessions = await db
    .selectFrom('tracking_sessions')
    .select('visitor_id')
    .where('test_id', 'in', testIds)
    .execute();
  const test = await db
    .selectFrom('tests')
    .select((eb) => eb.fn.sum<string>('test_sessions_count').as('total'))
    .where('id', 'in', testIds)
    .executeTakeFirstOrThrow();
  const usage = await db
    .selectFrom('credit_ledger')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', 'in', ownerIds)
    .where('reason', '=', 'session_usage')
    .executeTakeFirstOrThrow();
  const events = await db
    .selectFrom('tracking_events')
    .innerJoin('tracking_sessions', 'tracking_sessions.id', 'tracking_events.session_id')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('tracking_sessions.test_id', 'in', testIds)
    .executeTakeFirstOrThrow();
  const transactions = await db
    .selectFrom('tracking_sessions')
    .select((eb) => eb.fn.count<string>('started_at').distinct().as('n'))
    .where('test_id', 'in', testIds)
    .executeTakeFirstOrThrow();
  const eventTransactions = await db
    .selectFrom('tracking_events')
    .select((eb) => eb.fn.count<string>('received_at').distinct().as('n'))
    .executeTakeFirstOrThrow();
  const revenue = await db
    .selectFrom('session_goals')
    .innerJoin('tracking_sessions', 'tracking_sessions.id', 'session_goals.session_id')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('session_goals.value'), eb.lit(0)).as('total'))
    .where('tracking_sessions.test_id', '=', workspace.testId)
    .where('session_goals.goal_id', '=', workspace.purchaseGoalId)
    .executeTakeFirstOrThrow();
  const rolledUp = await db
    .selectFrom('variant_goal_totals')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('total'), eb.lit(0)).as('total'))
    .where('test_id', '=', workspace.testId)
    .where('goal_id', '=', workspace.purchaseGoalId)
    .executeTakeFirstOrThrow();
  return {
    type: 'state',
    sessionVisitorIds: sessions.map((s) => s.visitor_id),
    testSessionsCount: Number(test.total),
    balance: await balanceOf(database, ownerIds),
    ownersOffLedger: await ownersOffLedger(database, ownerIds),
    usageEntries: Number(usage.n),
    eventRows: Number(events.n),
    enrolmentTransactions: Number(transactions.n),
    eventTransactions: Number(eventTransactions.n),
    purchaseRevenue: Number(revenue.total),
    purchaseRevenueRolledUp: Number(rolledUp.total),
  };
}

// The bench signs its many owners up from one address.
const config = { ...loadConfig(process.env), webDistDir: null, signupRateLimitPerHour: 1_000_000 };
const database = await openDatabase(
  config.database.kind === 'postgres' ? config.database : { kind: 'pglite', dataDir: null },
);
await migrateToLatest(database.db);
// Silent unless BENCH_LOG_LEVEL says otherwise; logs go to stderr, so the table on stdout stays readable.
const app = await buildApplication(config, createLogger(config.logLevel, pino.destination(2)), database);
rememberDatabase(app, database.db);
const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
const bare = Fastify();
bare.get('/bare', async () => ({ status: 'ok' }));
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
const owner = await signUp(app);
const workspace = await createBenchWorkspace(app, owner);
/** Owners with a live test each, for the cases that spread the load over many owners and tests. */
const spreadOwners = 50;
const spread = await Promise.all(
  Array.from({ length: spreadOwners }, async () => createBenchWorkspace(app, await signUp(app))),
);
const benchOwners = [workspace.ownerId, ...spread.map((w) => w.ownerId)];
// A million sessions on PostgreSQL; PGlite, in this process, is slower to fill.
const resultsSessions = database.kind === 'postgres' ? 1_000_000 : 100_000;

/** Answers the runner, or ends the child saying what went wrong (the runner then fails on the exit). */
function answer(work: () => Promise<ServerMessage>, failure: string): void {
  work()
    .then(send)
    .catch((error: unknown) => {
      process.stderr.write(`${failure}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exit(1);
    });
}

process.on('message', (message: RunnerMessage) => {
  if (message.type === 'state') {
    answer(() => stateOf(database, workspace, spread), 'could not read the database state');
    return;
  }
  if (message.type === 'event-loop') {
    send(readEventLoopDelay());
    return;
  }
  if (message.type === 'ceiling') {
    if (config.database.kind !== 'postgres') throw new Error('a ceiling is measured on PostgreSQL only');
    const { url } = config.database;
    answer(() => measureCeiling(url, message), 'could not measure the ceiling');
    return;
  }
  if (message.type === 'results') {
    answer(
      () => createResultsTest(app, database, owner, workspace.websiteId, resultsSessions),
      'could not prepare the results test',
    );
    return;
  }
  void Promise.all([app.close(), bare.close()])
    .then(() => database.close())
    .finally(() => process.disconnect());
});
// The runner is gone (it finished, or was killed): nothing is left to serve.
process.on('disconnect', () => process.exit(0));

send({
  type: 'ready',
  bareUrl,
  appUrl,
  databaseKind: database.kind,
  poolSize: config.database.kind === 'postgres' ? config.database.poolSize : null,
  batchWindowMs: config.tracking.batchWindowMs,
  enrolmentBatching,
  eventBatching,
  configCacheMs: config.tracking.configCacheMs,
  resultsCacheMs: config.resultsCacheMs,
  workspace,
  spread,
  startingBalance: await balanceOf(database, benchOwners),
});
