import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DatabaseSchema } from '../../../adapters/persistence/database-schema';
import { KyselyUnitOfWork } from '../../../adapters/persistence/kysely-unit-of-work';
import { RandomIdGenerator } from '../../../adapters/system/random-id-generator';
import { makeTopUpAccounts } from '../../../application/top-ups/top-up-accounts';
import { topUpMonthOf } from '../../../domain/top-ups/monthly-top-up';
import type { EnrolmentRequest, NotLiveReason } from '../../../domain/tracking/tracking-protocol';
import { signUp, type SignedUpUser } from '../../support/account-operations';
import { postGraphql } from '../../support/graphql-request';
import { emailsTo } from '../../support/outbox';
import { useTestApplication } from '../../support/test-application';
import {
  createLiveWorkspace,
  createTrackedWorkspace,
  enrolment,
  fetchConfig,
  newVisitorId,
  postTracking,
  sessionsRemaining,
  trackingSettings,
  trackingTableCounts,
} from '../../support/tracking-operations';
import {
  dataOf,
  daysFromNow,
  getTest,
  MAKE_TEST_INACTIVE,
  type TestInput,
  type Workspace,
} from '../../support/workspace-operations';
import { visitorHeaders } from '../../support/visitor-browser';

/** What a charge moves: the owner's balance, the test's session count, and the rows behind them. */
async function chargeState(app: FastifyInstance, db: Kysely<DatabaseSchema>, owner: SignedUpUser, testId: string) {
  return {
    balance: await sessionsRemaining(app, owner.token),
    testSessionsCount: (await getTest(app, owner.token, testId)).testSessionsCount,
    rows: await trackingTableCounts(db),
  };
}

async function configTestIds(app: FastifyInstance, ws: Workspace): Promise<string[] | undefined> {
  const { response, config } = await fetchConfig(app, ws.websiteId, `${ws.websiteUrl}/pricing`);
  expect(response.statusCode, response.body).toBe(200);
  return config?.tests.map((t) => t.id);
}

describe('enrolment (POST /api/track/enrol)', () => {
  const testApp = useTestApplication({ tracking: trackingSettings({ configCacheMs: 0 }) });

  async function ownerWithLiveTest(): Promise<{ owner: SignedUpUser; ws: Workspace }> {
    const { app } = testApp();
    const owner = await signUp(app);
    return { owner, ws: await createLiveWorkspace(app, owner.token) };
  }

  it('charges the first enrolment one session, recorded in the ledger, and a replay nothing', async () => {
    const { app, db } = testApp();
    const { owner, ws } = await ownerWithLiveTest();
    const before = await chargeState(app, db.database.db, owner, ws.testId);
    const request = enrolment(ws, { device: 2 });

    const first = await postTracking(app, 'enrol', request);

    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ status: 'enrolled' });
    expect(first.headers['cache-control']).toBe('no-store');
    const after = await chargeState(app, db.database.db, owner, ws.testId);
    expect(after.balance).toBe(before.balance - 1);
    expect(after.testSessionsCount).toBe(before.testSessionsCount + 1);
    const session = await db.database.db
      .selectFrom('tracking_sessions')
      .selectAll()
      .where('test_id', '=', ws.testId)
      .where('visitor_id', '=', request.visitor)
      .executeTakeFirstOrThrow();
    expect(session).toMatchObject({ user_id: owner.id, variant_id: ws.variantId, device: 2, clicks: 0 });
    const charges = await db.database.db
      .selectFrom('credit_ledger')
      .select(['reason', 'amount', 'balance_after', 'reference'])
      .where('user_id', '=', owner.id)
      .where('reason', '=', 'session_usage')
      .execute();
    expect(charges).toEqual([
      { reason: 'session_usage', amount: -1, balance_after: after.balance, reference: `session:${session.id}` },
    ]);

    for (const replay of [request, { ...request, device: 3 }, { ...request, variant: ws.controlId }]) {
      const again = await postTracking(app, 'enrol', replay);
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toEqual({ status: 'returning' });
    }
    expect(await chargeState(app, db.database.db, owner, ws.testId)).toEqual(after);
    // The visitor stays in the variant they were first enrolled in.
    const still = await db.database.db
      .selectFrom('tracking_sessions')
      .select(['id', 'variant_id', 'device'])
      .where('id', '=', session.id)
      .executeTakeFirstOrThrow();
    expect(still).toEqual({ id: session.id, variant_id: ws.variantId, device: 2 });
  });

  it('charges visitors shown the control as well', async () => {
    const { app, db } = testApp();
    const { owner, ws } = await ownerWithLiveTest();
    const before = await chargeState(app, db.database.db, owner, ws.testId);

    const reply = await postTracking(app, 'enrol', enrolment(ws, { variant: ws.controlId }));

    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toEqual({ status: 'enrolled' });
    const after = await chargeState(app, db.database.db, owner, ws.testId);
    expect(after.balance).toBe(before.balance - 1);
    expect(after.testSessionsCount).toBe(1);
  });

  it('accepts a JSON content type as well as text/plain', async () => {
    const { app } = testApp();
    const { ws } = await ownerWithLiveTest();
    const reply = await app.inject({
      method: 'POST',
      url: '/api/track/enrol',
      headers: { 'content-type': 'application/json', ...visitorHeaders({ site: ws.websiteId }) },
      payload: JSON.stringify(enrolment(ws)),
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toEqual({ status: 'enrolled' });
  });

  it.each<{ readonly target: string; readonly request: (ws: Workspace, other: Workspace) => EnrolmentRequest }>([
    { target: "another website's id", request: (ws, other) => enrolment(ws, { site: other.websiteId }) },
    { target: 'an unknown website', request: (ws) => enrolment(ws, { site: randomUUID() }) },
    { target: 'an unknown test', request: (ws) => enrolment(ws, { test: randomUUID() }) },
    { target: 'a variant of another test', request: (ws, other) => enrolment(ws, { variant: other.variantId }) },
    { target: 'an unknown variant', request: (ws) => enrolment(ws, { variant: randomUUID() }) },
  ])('answers 404 unknown for $target and charges nothing', async ({ request }) => {
    const { app, db } = testApp();
    const { owner, ws } = await ownerWithLiveTest();
    const other = await createLiveWorkspace(app, owner.token);
    const before = await chargeState(app, db.database.db, owner, ws.testId);

    const reply = await postTracking(app, 'enrol', request(ws, other));

    expect(reply.statusCode, reply.body).toBe(404);
    expect(reply.json()).toEqual({ status: 'unknown' });
    expect(await chargeState(app, db.database.db, owner, ws.testId)).toEqual(before);
  });

  it.each<{
    readonly reason: NotLiveReason;
    readonly test?: TestInput;
    readonly active?: boolean;
    readonly device?: number;
    /** Brings the live test to the state, through the product. */
    readonly arrange?: (owner: SignedUpUser, ws: Workspace) => Promise<void>;
  }>([
    { reason: 'inactive', active: false },
    {
      reason: 'inactive',
      arrange: async (owner, ws) => {
        dataOf(await postGraphql(testApp().app, MAKE_TEST_INACTIVE, { id: ws.testId }, { bearer: owner.token }));
      },
    },
    { reason: 'not_started', test: { startDate: daysFromNow(1), endDate: daysFromNow(30) } },
    { reason: 'ended', test: { startDate: daysFromNow(-10), endDate: daysFromNow(-1) } },
    {
      reason: 'full',
      test: { maxCases: 2 },
      arrange: async (_owner, ws) => {
        for (let i = 0; i < 2; i += 1) {
          expect((await postTracking(testApp().app, 'enrol', enrolment(ws))).json()).toEqual({ status: 'enrolled' });
        }
      },
    },
    { reason: 'other_device', test: { targetDevices: ['DESKTOPS'] }, device: 1 },
    { reason: 'other_device', test: { targetDevices: ['MOBILES', 'TABLETS'] }, device: 3 },
  ])('answers 409 not_live ($reason) and charges nothing', async ({ reason, test, active, device, arrange }) => {
    const { app, db } = testApp();
    const owner = await signUp(app);
    const ws = await createTrackedWorkspace(app, owner.token, { test, active });
    await arrange?.(owner, ws);
    const before = await chargeState(app, db.database.db, owner, ws.testId);

    const reply = await postTracking(app, 'enrol', enrolment(ws, device === undefined ? {} : { device }));

    expect(reply.statusCode, reply.body).toBe(409);
    expect(reply.json()).toEqual({ status: 'not_live', reason });
    expect(await chargeState(app, db.database.db, owner, ws.testId)).toEqual(before);
  });

  it('enrols visitors on the devices a test targets', async () => {
    const { app } = testApp();
    const owner = await signUp(app);
    const ws = await createTrackedWorkspace(app, owner.token, { test: { targetDevices: ['MOBILES', 'DESKTOPS'] } });
    for (const device of [1, 3]) {
      expect((await postTracking(app, 'enrol', enrolment(ws, { device }))).json()).toEqual({ status: 'enrolled' });
    }
    expect((await getTest(app, owner.token, ws.testId)).testSessionsCount).toBe(2);
  });

  const valid: EnrolmentRequest = {
    site: randomUUID(),
    test: randomUUID(),
    variant: randomUUID(),
    visitor: 'visitor-0123456789',
    device: 3,
  };
  const { visitor: _visitor, ...withoutVisitor } = valid;

  it.each<{ readonly problem: string; readonly body: unknown; readonly named: readonly RegExp[] }>([
    { problem: 'a missing field', body: withoutVisitor, named: [/^visitor: /] },
    { problem: 'an extra field', body: { ...valid, page: '/pricing' }, named: [/^body: .*page/] },
    { problem: 'a site that is not an id', body: { ...valid, site: 'shop' }, named: [/^site: must be an id$/] },
    {
      problem: 'a visitor id too short',
      body: { ...valid, visitor: 'abc' },
      named: [/^visitor: must be 8 to 64 letters, digits, - or _$/],
    },
    {
      problem: 'a visitor id too long',
      body: { ...valid, visitor: 'v'.repeat(65) },
      named: [/^visitor: must be 8 to 64 letters, digits, - or _$/],
    },
    {
      problem: 'a visitor id with other characters',
      body: { ...valid, visitor: 'visitor one!' },
      named: [/^visitor: must be 8 to 64 letters, digits, - or _$/],
    },
    { problem: 'device 4', body: { ...valid, device: 4 }, named: [/^device: must be 1, 2 or 3$/] },
    { problem: 'a device as text', body: { ...valid, device: '3' }, named: [/^device: must be 1, 2 or 3$/] },
    {
      problem: 'every field wrong',
      body: { site: 'a', test: 'b', variant: 'c', visitor: 'd', device: 0 },
      named: [/^site: /, /^test: /, /^variant: /, /^visitor: /, /^device: /],
    },
    { problem: 'a list', body: [valid], named: [/^body: /] },
  ])('refuses $problem with 400 naming each problem, storing nothing', async ({ body, named }) => {
    const { app, db } = testApp();
    const { owner, ws } = await ownerWithLiveTest();
    const before = await chargeState(app, db.database.db, owner, ws.testId);

    const reply = await postTracking(app, 'enrol', JSON.stringify(body));

    expect(reply.statusCode, reply.body).toBe(400);
    const answer = reply.json<{ error: string; message: string; problems: string[] }>();
    expect(answer).toMatchObject({ error: 'Bad Request', message: expect.any(String) });
    expect(answer.problems).toHaveLength(named.length);
    for (const pattern of named) expect(answer.problems).toContainEqual(expect.stringMatching(pattern));
    expect(await chargeState(app, db.database.db, owner, ws.testId)).toEqual(before);
  });

  it.each<{ readonly problem: string; readonly payload: (ws: Workspace) => string; readonly status: number }>([
    { problem: 'a body that is not JSON', payload: () => '{"site": ', status: 400 },
    { problem: 'a form-encoded body', payload: () => 'site=a&test=b', status: 400 },
    { problem: 'an empty body', payload: () => '', status: 400 },
    {
      problem: 'a valid enrolment over 1 KB',
      payload: (ws) => JSON.stringify(enrolment(ws)).padEnd(1_025, ' '),
      status: 413,
    },
  ])('refuses $problem with $status, storing nothing', async ({ payload, status }) => {
    const { app, db } = testApp();
    const { owner, ws } = await ownerWithLiveTest();
    const before = await chargeState(app, db.database.db, owner, ws.testId);

    const reply = await postTracking(app, 'enrol', payload(ws));

    expect(reply.statusCode, reply.body).toBe(status);
    expect(reply.json()).toMatchObject({
      message: status === 400 ? 'The body must be a JSON object.' : expect.any(String),
    });
    expect(await chargeState(app, db.database.db, owner, ws.testId)).toEqual(before);
  });

  it('takes a body of exactly 1 KB', async () => {
    const { app } = testApp();
    const { ws } = await ownerWithLiveTest();
    const reply = await postTracking(app, 'enrol', JSON.stringify(enrolment(ws)).padEnd(1_024, ' '));
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toEqual({ status: 'enrolled' });
  });

  it('answers the CORS preflight for any origin, without credentials', async () => {
    const { app } = testApp();
    const reply = await app.inject({
      method: 'OPTIONS',
      url: '/api/track/enrol',
      headers: {
        origin: 'https://shop.example.com',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(reply.statusCode).toBe(204);
    expect(reply.headers['access-control-allow-origin']).toBe('*');
    expect(String(reply.headers['access-control-allow-methods'])).toContain('POST');
    expect(reply.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it.each(['/healthz', '/no-such-page'])('keeps CORS closed outside the tracking endpoints: %s', async (url) => {
    const { app } = testApp();
    const reply = await app.inject({
      method: 'OPTIONS',
      url,
      headers: { origin: 'https://shop.example.com', 'access-control-request-method': 'POST' },
    });
    expect(reply.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers enrolments readable from any origin, without credentials', async () => {
    const { app } = testApp();
    const { ws } = await ownerWithLiveTest();
    const reply = await postTracking(app, 'enrol', enrolment(ws), { origin: ws.websiteUrl });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['access-control-allow-origin']).toBe('*');
    expect(reply.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it("notes each enrolment's network as a pseudonym: one for an IPv6 /64, another for another network, no address", async () => {
    const { app, db } = testApp();
    const { ws } = await ownerWithLiveTest();
    const from = async (remoteAddress: string): Promise<string | null> => {
      const request = enrolment(ws);
      const response = await app.inject({
        method: 'POST',
        url: '/api/track/enrol',
        headers: { 'content-type': 'text/plain;charset=UTF-8', ...visitorHeaders(request) },
        payload: JSON.stringify(request),
        remoteAddress,
      });
      expect(response.json()).toEqual({ status: 'enrolled' });
      const row = await db.database.db
        .selectFrom('tracking_sessions')
        .select('client_network')
        .where('test_id', '=', ws.testId)
        .where('visitor_id', '=', request.visitor)
        .executeTakeFirstOrThrow();
      return row.client_network;
    };

    const home = await from('2001:db8:1:2::10');
    const phone = await from('2001:db8:1:2:ffff::20');
    const neighbour = await from('2001:db8:1:3::10');
    const office = await from('203.0.113.7');

    expect(home).toMatch(/^[\w-]{22}$/);
    expect(phone).toBe(home);
    expect(neighbour).not.toBe(home);
    expect(office).not.toContain('203.0.113');
    expect(new Set([home, neighbour, office]).size).toBe(3);
  });
});

describe('enrolment when the owner runs out of sessions', () => {
  const testApp = useTestApplication({
    sessions: { monthlyTopUpLevel: 3, beginnerMaxCases: 200 },
    tracking: trackingSettings({ configCacheMs: 0 }),
  });

  // Next month's: the sign-up grant already stands for the sign-up month's top-up.
  const nextMonth = () => {
    const now = new Date();
    return topUpMonthOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)));
  };
  const topUp = () =>
    makeTopUpAccounts({
      uow: new KyselyUnitOfWork(testApp().db.database.db),
      clock: { now: () => new Date() },
      ids: new RandomIdGenerator(),
      level: 3,
    })({ month: nextMonth(), dryRun: false });

  it('pauses every test of the owner at zero, charging nothing more, and resumes them after the top-up', async () => {
    const { app, db } = testApp();
    const owner = await signUp(app);
    const first = await createLiveWorkspace(app, owner.token);
    const second = await createLiveWorkspace(app, owner.token);
    const someoneElse = await signUp(app);
    const theirs = await createLiveWorkspace(app, someoneElse.token);
    expect(await sessionsRemaining(app, owner.token)).toBe(3);

    for (let i = 0; i < 3; i += 1) {
      const reply = await postTracking(app, 'enrol', enrolment(first));
      expect(reply.json()).toEqual({ status: 'enrolled' });
    }
    expect(await sessionsRemaining(app, owner.token)).toBe(0);
    const atZero = await chargeState(app, db.database.db, owner, first.testId);

    const late = enrolment(first);
    for (const request of [late, enrolment(second)]) {
      const reply = await postTracking(app, 'enrol', request);
      expect(reply.statusCode, reply.body).toBe(409);
      expect(reply.json()).toEqual({ status: 'not_live', reason: 'out_of_sessions' });
    }
    expect(await chargeState(app, db.database.db, owner, first.testId)).toEqual(atZero);
    expect(await configTestIds(app, first)).toEqual([]);
    expect(await configTestIds(app, second)).toEqual([]);
    // Another owner's test runs on.
    expect(await configTestIds(app, theirs)).toEqual([theirs.testId]);

    await topUp();

    expect(await sessionsRemaining(app, owner.token)).toBe(3);
    expect(await configTestIds(app, first)).toEqual([first.testId]);
    expect(await configTestIds(app, second)).toEqual([second.testId]);
    const resumed = await postTracking(app, 'enrol', late);
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json()).toEqual({ status: 'enrolled' });
    expect(await sessionsRemaining(app, owner.token)).toBe(2);
  });
});

describe('enrolment with the page config cached', () => {
  const testApp = useTestApplication({
    sessions: { monthlyTopUpLevel: 2, beginnerMaxCases: 200 },
    tracking: trackingSettings({ configCacheMs: 600_000 }),
  });

  it('stops serving the tests of an owner as soon as an enrolment spends their last session', async () => {
    const { app } = testApp();
    const owner = await signUp(app);
    const ws = await createLiveWorkspace(app, owner.token);
    expect(await configTestIds(app, ws)).toEqual([ws.testId]);

    expect((await postTracking(app, 'enrol', enrolment(ws))).json()).toEqual({ status: 'enrolled' });
    expect(await configTestIds(app, ws)).toEqual([ws.testId]);
    expect((await postTracking(app, 'enrol', enrolment(ws, { visitor: newVisitorId() }))).json()).toEqual({
      status: 'enrolled',
    });

    expect(await sessionsRemaining(app, owner.token)).toBe(0);
    expect(await configTestIds(app, ws)).toEqual([]);
  });

  it('tells the owner once that their tests are paused, however many visitors come after', async () => {
    const { app, db } = testApp();
    const owner = await signUp(app);
    const ws = await createLiveWorkspace(app, owner.token);
    for (let i = 0; i < 4; i += 1) await postTracking(app, 'enrol', enrolment(ws, { visitor: newVisitorId() }));
    expect(await sessionsRemaining(app, owner.token)).toBe(0);
    const paused = () => emailsTo(db.database.db, owner.email, 'Your tests are paused: out of sessions');
    // Sent after the answer, so it may land a moment later.
    await expect.poll(async () => (await paused()).length).toBe(1);
    const [notice] = await paused();
    expect(notice?.text_body).toContain('They carry on by themselves when you buy sessions');
    await postTracking(app, 'enrol', enrolment(ws, { visitor: newVisitorId() }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await paused()).toHaveLength(1);
  });
});
