import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOG_OUT, ME, signUp, type SignedUpUser } from '../../support/account-operations';
import { postGraphql } from '../../support/graphql-request';
import { localRedisUrl, noRedisReason, redisAnswers } from '../../support/redis-server';
import {
  configFrom,
  graphqlOn,
  msUntilServed,
  newClientAddress,
  startServerProcesses,
  type ServerProcess,
} from '../../support/server-processes';
import { awayFromMinuteEdge } from '../../support/rate-limit-window';
import { useTestApplication } from '../../support/test-application';
import { testDialect } from '../../support/test-database';
import { adjustBalance, createLiveWorkspace, enrolment, newVisitorId } from '../../support/tracking-operations';
import { MAKE_TEST_INACTIVE, UPDATE_TEST_VARIANT, type Workspace } from '../../support/workspace-operations';
import { browserUserAgent, visitorHeaders } from '../../support/visitor-browser';

/** Requests a minute each client may make to each tracking endpoint, and each API key to /graphql. */
const limit = 6;
/** How soon another process must serve a change once the process that made it has answered. */
const withinMs = 100;

const onPostgres = testDialect() === 'postgres';
const redisAvailable = onPostgres && (await redisAnswers());
if (onPostgres && !redisAvailable) console.warn(noRedisReason);

/**
 * Two `splitpenny serve` processes on one PostgreSQL database, with the tracking config kept in memory for a minute:
 * only the database's notification can explain another process serving a change sooner. The owner and their
 * workspace are made through this test's own application on the same database.
 */
function serversSharing(extraEnv: Record<string, string>): {
  readonly testApp: ReturnType<typeof useTestApplication>;
  readonly servers: () => readonly [ServerProcess, ServerProcess];
} {
  const testApp = useTestApplication();
  let servers: ServerProcess[] = [];
  beforeAll(async () => {
    const url = testApp().db.url;
    if (url === null) throw new Error('the server processes need a PostgreSQL database');
    servers = await startServerProcesses(2, {
      DATABASE_URL: url,
      TRACKING_CONFIG_CACHE_MS: '60000',
      SESSION_REVOCATION_REFRESH_MS: '60000',
      TRACKING_RATE_LIMIT: String(limit),
      API_KEY_RATE_LIMIT: String(limit),
      TRUST_PROXY: '1',
      TOPUP_SCHEDULE: 'false',
      ...extraEnv,
    });
  }, 120_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
  });
  return {
    testApp,
    servers: () => {
      const [a, b] = servers;
      if (a === undefined || b === undefined) throw new Error('the server processes start in beforeAll');
      return [a, b];
    },
  };
}

/** `count` requests from `client` to the config endpoint, taking turns between the servers; their statuses. */
async function configStatuses(
  servers: readonly ServerProcess[],
  ws: Workspace,
  client: string,
  count: number,
): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const server = servers[i % servers.length];
    if (server === undefined) throw new Error('no server');
    const query = new URLSearchParams({ site: ws.websiteId, url: `${ws.websiteUrl}/pricing` });
    const response = await fetch(`${server.url}/api/track/config?${query.toString()}`, {
      headers: { 'user-agent': browserUserAgent, 'x-forwarded-for': client },
    });
    await response.arrayBuffer();
    statuses.push(response.status);
  }
  return statuses;
}

async function apiKeyStatuses(servers: readonly ServerProcess[], secret: string, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const server = servers[i % servers.length];
    if (server === undefined) throw new Error('no server');
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
      body: JSON.stringify({ query: ME }),
    });
    await response.arrayBuffer();
    statuses.push(response.status);
  }
  return statuses;
}

const CREATE_API_KEY = `mutation CreateApiKey($input: CreateApiKeyInput!) { createApiKey(input: $input) { secret } }`;

describe.skipIf(!onPostgres)('shared state across server processes on PostgreSQL', () => {
  const { testApp, servers } = serversSharing({});

  async function ownerWithLiveTest(): Promise<{ owner: SignedUpUser; ws: Workspace; page: string }> {
    const { app } = testApp();
    const owner = await signUp(app);
    const ws = await createLiveWorkspace(app, owner.token);
    return { owner, ws, page: `${ws.websiteUrl}/pricing` };
  }

  it('serves a test paused through one process from the other within 100 ms', async () => {
    const [a, b] = servers();
    const { owner, ws, page } = await ownerWithLiveTest();
    expect((await configFrom(b, ws.websiteId, page)).tests.map((test) => test.id)).toEqual([ws.testId]);

    await graphqlOn(a, owner.token, MAKE_TEST_INACTIVE, { id: ws.testId });
    const elapsed = await msUntilServed(b, ws.websiteId, page, (config) => config.tests.length === 0);

    expect(elapsed).toBeLessThan(withinMs);
  });

  it("serves a variant's new code edited through one process from the other", async () => {
    const [a, b] = servers();
    const { owner, ws, page } = await ownerWithLiveTest();
    const cssOf = (config: Awaited<ReturnType<typeof configFrom>>): string | undefined =>
      config.tests[0]?.variants.find((variant) => variant.id === ws.variantId)?.css;
    expect(cssOf(await configFrom(b, ws.websiteId, page))).toBe('h1 { font-size: 2rem }');

    await graphqlOn(a, owner.token, UPDATE_TEST_VARIANT, { input: { id: ws.variantId, cssCode: 'h1 { color: red }' } });
    const elapsed = await msUntilServed(b, ws.websiteId, page, (config) => cssOf(config) === 'h1 { color: red }');

    expect(elapsed).toBeLessThan(withinMs);
  });

  it('stops serving from every process the tests of an owner who ran out on one, and serves them again after a top-up', async () => {
    const [a, b] = servers();
    const { app, db } = testApp();
    const { owner, ws, page } = await ownerWithLiveTest();
    const balance = (await postGraphql<{ me: { testSessionsRemaining: number } }>(app, ME, {}, { bearer: owner.token }))
      .data?.me.testSessionsRemaining;
    expect(await adjustBalance(db.database.db, owner.id, 1 - (balance ?? 0))).toBe(1);
    expect((await configFrom(b, ws.websiteId, page)).tests).toHaveLength(1);

    const enrolled = await fetch(`${a.url}/api/track/enrol`, {
      method: 'POST',
      headers: {
        'content-type': 'text/plain;charset=UTF-8',
        ...visitorHeaders({ site: ws.websiteId }),
        'x-forwarded-for': newClientAddress(),
      },
      body: JSON.stringify(enrolment(ws, { visitor: newVisitorId() })),
    });
    expect(await enrolled.json()).toEqual({ status: 'enrolled' });
    const outElapsed = await msUntilServed(b, ws.websiteId, page, (config) => config.tests.length === 0);
    expect(outElapsed).toBeLessThan(withinMs);

    // Credited by another process altogether (an operator's adjustment, the CLI's top-up, a payment's webhook).
    await adjustBalance(db.database.db, owner.id, 500);
    const backElapsed = await msUntilServed(b, ws.websiteId, page, (config) => config.tests.length === 1);
    expect(backElapsed).toBeLessThan(withinMs);
    expect((await configFrom(a, ws.websiteId, page)).tests).toHaveLength(1);
  });

  it('refuses a token logged out through one process on the other within 100 ms', async () => {
    const [a, b] = servers();
    const owner = await signUp(testApp().app);
    const meOn = async (server: ServerProcess): Promise<string> => {
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
        body: JSON.stringify({ query: ME }),
      });
      const body = (await response.json()) as {
        data?: { me: { id: string } | null };
        errors?: { extensions?: { code?: string } }[];
      };
      return body.errors?.[0]?.extensions?.code ?? body.data?.me?.id ?? 'nothing';
    };
    expect(await meOn(b)).toBe(owner.id);

    await graphqlOn(a, owner.token, LOG_OUT, {});
    const start = performance.now();
    let sentAt = 0;
    let answer = owner.id;
    while (answer === owner.id && sentAt < 3000) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      sentAt = performance.now() - start;
      answer = await meOn(b);
    }

    expect(answer).toBe('UNAUTHENTICATED');
    expect(sentAt).toBeLessThan(withinMs);
  });

  it("shares a client's tracking budget between the processes: the limit in all, then 429 from either", async () => {
    const { ws } = await ownerWithLiveTest();
    await awayFromMinuteEdge();
    const client = newClientAddress();

    expect(await configStatuses(servers(), ws, client, limit)).toEqual(Array<number>(limit).fill(200));
    expect(await configStatuses(servers(), ws, client, 2)).toEqual([429, 429]);
  });

  it("shares an API key's budget between the processes", async () => {
    const { app } = testApp();
    const owner = await signUp(app);
    const created = await postGraphql<{ createApiKey: { secret: string } }>(
      app,
      CREATE_API_KEY,
      { input: { name: 'service', scope: 'READ' } },
      { bearer: owner.token },
    );
    const secret = created.data?.createApiKey.secret ?? '';
    await awayFromMinuteEdge();

    expect(await apiKeyStatuses(servers(), secret, limit)).toEqual(Array<number>(limit).fill(200));
    expect(await apiKeyStatuses(servers(), secret, 2)).toEqual([429, 429]);
  });
});

describe.skipIf(!redisAvailable)('rate limits shared across server processes through Redis', () => {
  const { testApp, servers } = serversSharing({ REDIS_URL: localRedisUrl });

  it("shares a client's tracking budget between the processes", async () => {
    const { app } = testApp();
    const ws = await createLiveWorkspace(app, (await signUp(app)).token);
    await awayFromMinuteEdge();
    const client = newClientAddress();

    expect(await configStatuses(servers(), ws, client, limit)).toEqual(Array<number>(limit).fill(200));
    expect(await configStatuses(servers(), ws, client, 2)).toEqual([429, 429]);
  });

  it('keeps the counts in Redis, not in the database', async () => {
    const { db } = testApp();
    const rows = await db.database.db
      .selectFrom('rate_limit_counters')
      .select('key')
      .where('key', 'like', 'track:%')
      .execute();
    expect(rows).toEqual([]);
  });
});

describe.skipIf(redisAvailable || !onPostgres)('rate limits shared through Redis (skipped)', () => {
  it.skip(noRedisReason, () => undefined);
});
