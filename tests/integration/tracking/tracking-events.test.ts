import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DatabaseSchema } from '../../../adapters/persistence/database-schema';
import { bucketOf } from '../../../domain/tracking/time-histogram';
import type { EventBatch, TrackerEvent } from '../../../domain/tracking/tracking-protocol';
import { signUp, type SignedUpUser } from '../../support/account-operations';
import { postGraphql } from '../../support/graphql-request';
import { useTestApplication } from '../../support/test-application';
import {
  createLiveWorkspace,
  enrolment,
  eventBatch,
  fetchConfig,
  newVisitorId,
  postTracking,
  sessionsRemaining,
  trackingSettings,
  trackingTableCounts,
} from '../../support/tracking-operations';
import {
  ACTIVATE_TEST,
  createTest,
  dataOf,
  DELETE_TEST_DATA_FOR_TEST,
  getTest,
  getVariants,
  type TestData,
  type Workspace,
} from '../../support/workspace-operations';

type Db = Kysely<DatabaseSchema>;

const summaryColumns = [
  'clicks',
  'button_clicks',
  'button_hovers',
  'form_clicks',
  'form_hovers',
  'form_submits',
  'form_time_ms',
  'max_scroll_pct',
  'time_on_page_ms',
] as const;

async function summaryOf(db: Db, testId: string, visitor: string) {
  return db
    .selectFrom('tracking_sessions')
    .select(summaryColumns)
    .where('test_id', '=', testId)
    .where('visitor_id', '=', visitor)
    .executeTakeFirstOrThrow();
}

/** A variant's rollup totals by metric, as numbers (the driver gives bigint and numeric as strings). */
async function totalsOf(db: Db, variantId: string): Promise<Record<string, { total: number; squares: number }>> {
  const rows = await db
    .selectFrom('variant_metric_totals')
    .select(['metric', 'total', 'total_squares'])
    .where('variant_id', '=', variantId)
    .execute();
  return Object.fromEntries(
    rows
      .map((r) => [r.metric, { total: Number(r.total), squares: Number(r.total_squares) }] as const)
      .filter(([, v]) => v.total !== 0 || v.squares !== 0),
  );
}

/** A variant's histogram of one duration: sessions per bucket, empty buckets left out. */
async function histogramOf(db: Db, variantId: string, metric: string): Promise<Record<number, number>> {
  const rows = await db
    .selectFrom('variant_metric_histograms')
    .select(['bucket', 'sessions'])
    .where('variant_id', '=', variantId)
    .where('metric', '=', metric)
    .execute();
  return Object.fromEntries(rows.map((r) => [r.bucket, Number(r.sessions)]).filter(([, n]) => n !== 0));
}

/** Everything stored about one test: sessions, raw event rows and rollup rows. */
async function storedFor(db: Db, testId: string) {
  const count = async (table: 'tracking_sessions' | 'variant_metric_totals' | 'variant_metric_histograms') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('test_id', '=', testId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const events = await db
    .selectFrom('tracking_events')
    .innerJoin('tracking_sessions', 'tracking_sessions.id', 'tracking_events.session_id')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('tracking_sessions.test_id', '=', testId)
    .executeTakeFirstOrThrow();
  return {
    sessions: await count('tracking_sessions'),
    events: Number(events.n),
    totals: await count('variant_metric_totals'),
    histograms: await count('variant_metric_histograms'),
  };
}

const ev = (k: TrackerEvent['k'], v?: number, at = 1_000): TrackerEvent => (v === undefined ? { k, at } : { k, at, v });

/** Enrols a new visitor in `variant` and gives their id. */
async function enrolVisitor(app: FastifyInstance, ws: Workspace, variant: string): Promise<string> {
  const request = enrolment(ws, { variant });
  const reply = await postTracking(app, 'enrol', request);
  expect(reply.json()).toEqual({ status: 'enrolled' });
  return request.visitor;
}

/** Posts a batch that must be accepted, and gives in how many test sessions it was counted. */
async function sendBatch(app: FastifyInstance, batch: EventBatch): Promise<number> {
  const reply = await postTracking(app, 'events', batch);
  expect(reply.statusCode, reply.body).toBe(202);
  expect(reply.headers['cache-control']).toBe('no-store');
  return reply.json<{ counted: number }>().counted;
}

describe('event batches (POST /api/track/events)', () => {
  const testApp = useTestApplication({ tracking: trackingSettings({ configCacheMs: 0, rateLimitPerMinute: 100_000 }) });

  async function ownerWithLiveTest(): Promise<{ owner: SignedUpUser; ws: Workspace }> {
    const { app } = testApp();
    const owner = await signUp(app);
    return { owner, ws: await createLiveWorkspace(app, owner.token) };
  }

  const enrolled = (ws: Workspace, variant = ws.variantId) => enrolVisitor(testApp().app, ws, variant);
  const send = (batch: EventBatch) => sendBatch(testApp().app, batch);

  it("adds each batch to the visitor's session: counts and times add up, scroll depth keeps its maximum", async () => {
    const { db } = testApp();
    const { ws } = await ownerWithLiveTest();
    const visitor = await enrolled(ws);

    const batches: TrackerEvent[][] = [
      [
        ev('click'),
        ev('button_click'),
        ev('form_click'),
        ev('button_hover'),
        ev('form_hover'),
        ev('form_hover'),
        ev('form_submit'),
        ev('form_time', 1_500),
        ev('scroll', 40),
        ev('time', 4_000),
        ev('leave'),
      ],
      [ev('button_click'), ev('form_time', 500), ev('scroll', 25), ev('time', 7_000)],
      [ev('scroll', 70), ev('click', 999)],
    ];
    for (const events of batches) expect(await send(eventBatch(ws, visitor, events))).toBe(1);

    expect(await summaryOf(db.database.db, ws.testId, visitor)).toEqual({
      clicks: 5,
      button_clicks: 2,
      button_hovers: 1,
      form_clicks: 1,
      form_hovers: 2,
      form_submits: 1,
      form_time_ms: 2_000,
      max_scroll_pct: 70,
      time_on_page_ms: 11_000,
    });
  });

  it('keeps each raw batch, as sent, against the session', async () => {
    const { db } = testApp();
    const { ws } = await ownerWithLiveTest();
    const visitor = await enrolled(ws);
    const events = [ev('click', undefined, 12), ev('time', 3_000, 3_012), ev('leave', undefined, 3_020)];
    const before = Date.now();

    expect(await send(eventBatch(ws, visitor, events))).toBe(1);

    const rows = await db.database.db
      .selectFrom('tracking_events')
      .innerJoin('tracking_sessions', 'tracking_sessions.id', 'tracking_events.session_id')
      .select(['tracking_events.events', 'tracking_events.received_at'])
      .where('tracking_sessions.visitor_id', '=', visitor)
      .execute();
    expect(rows).toHaveLength(1);
    const [row] = rows;
    const stored: unknown = typeof row?.events === 'string' ? JSON.parse(row.events) : row?.events;
    expect(stored).toEqual(events);
    expect(row?.received_at.getTime()).toBeGreaterThanOrEqual(before - 1_000);
    expect(row?.received_at.getTime()).toBeLessThanOrEqual(Date.now() + 1_000);
  });

  it('rolls sessions up per variant: totals, totals of squares and time histograms', async () => {
    const { db } = testApp();
    const { ws } = await ownerWithLiveTest();
    const a = await enrolled(ws);
    await enrolled(ws); // b: enrolled, then gone without doing anything (a bounce)
    const c = await enrolled(ws, ws.controlId);

    expect(await send(eventBatch(ws, a, [ev('click'), ev('click'), ev('button_click'), ev('time', 6_000)]))).toBe(1);
    expect(await send(eventBatch(ws, a, [ev('time', 6_000)]))).toBe(1);
    expect(await send(eventBatch(ws, c, [ev('time', 5_000), ev('form_submit')]))).toBe(1);

    expect(await totalsOf(db.database.db, ws.variantId)).toEqual({
      sessions: { total: 2, squares: 2 },
      engaged: { total: 1, squares: 1 },
      clicks: { total: 3, squares: 9 },
      button_clicks: { total: 1, squares: 1 },
      time_on_page_ms: { total: 12_000, squares: 144_000_000 },
    });
    expect(await totalsOf(db.database.db, ws.controlId)).toEqual({
      sessions: { total: 1, squares: 1 },
      engaged: { total: 1, squares: 1 },
      submitted: { total: 1, squares: 1 },
      form_submits: { total: 1, squares: 1 },
      time_on_page_ms: { total: 5_000, squares: 25_000_000 },
    });
    // a moved from the first bucket through 6 s to 12 s; b never left it.
    expect(await histogramOf(db.database.db, ws.variantId, 'time_on_page_ms')).toEqual({
      0: 1,
      [bucketOf(12_000)]: 1,
    });
    expect(await histogramOf(db.database.db, ws.variantId, 'form_time_ms')).toEqual({ 0: 2 });
    expect(await histogramOf(db.database.db, ws.controlId, 'time_on_page_ms')).toEqual({ [bucketOf(5_000)]: 1 });
  });

  it.each<{ readonly did: string; readonly batches: readonly (readonly TrackerEvent[])[]; readonly engaged: boolean }>([
    { did: '10 s on the page', batches: [[ev('time', 10_000)]], engaged: true },
    { did: '10 s over two reports', batches: [[ev('time', 9_000)], [ev('time', 1_000)]], engaged: true },
    { did: 'a click', batches: [[ev('click')]], engaged: true },
    { did: 'a button click', batches: [[ev('button_click')]], engaged: true },
    { did: 'a click in a form', batches: [[ev('form_click')]], engaged: true },
    { did: 'a form submission', batches: [[ev('form_submit')]], engaged: true },
    { did: 'only 9.999 s on the page', batches: [[ev('time', 9_999)]], engaged: false },
    {
      did: 'hovers, scrolling and time in a form, but no click',
      batches: [[ev('button_hover'), ev('form_hover'), ev('scroll', 100), ev('form_time', 60_000), ev('leave')]],
      engaged: false,
    },
  ])('counts a session that had $did as engaged: $engaged', async ({ batches, engaged }) => {
    const { db } = testApp();
    const { ws } = await ownerWithLiveTest();
    const visitor = await enrolled(ws);
    for (const events of batches) expect(await send(eventBatch(ws, visitor, events))).toBe(1);

    const totals = await totalsOf(db.database.db, ws.variantId);
    expect(totals.sessions).toEqual({ total: 1, squares: 1 });
    expect(totals.engaged?.total ?? 0).toBe(engaged ? 1 : 0);
  });

  it.each<{
    readonly sender: string;
    readonly batch: (ws: Workspace, other: Workspace, visitor: string) => EventBatch;
  }>([
    { sender: 'a visitor who is not enrolled', batch: (ws) => eventBatch(ws, newVisitorId(), [ev('click')]) },
    {
      sender: "another website's id",
      batch: (ws, other, visitor) => eventBatch(ws, visitor, [ev('click')], { site: other.websiteId }),
    },
    {
      sender: 'an unknown website id',
      batch: (ws, _other, visitor) => eventBatch(ws, visitor, [ev('click')], { site: randomUUID() }),
    },
    {
      sender: 'a test the visitor is not in',
      batch: (ws, other, visitor) => eventBatch(ws, visitor, [ev('click')], { tests: [other.testId] }),
    },
    {
      sender: 'an unknown test',
      batch: (ws, _other, visitor) => eventBatch(ws, visitor, [ev('click')], { tests: [randomUUID()] }),
    },
  ])('counts events from $sender in nothing and stores nothing', async ({ batch }) => {
    const { app, db } = testApp();
    const { owner, ws } = await ownerWithLiveTest();
    const other = await createLiveWorkspace(app, owner.token);
    const visitor = await enrolled(ws);
    const before = await trackingTableCounts(db.database.db);

    expect(await send(batch(ws, other, visitor))).toBe(0);

    expect(await trackingTableCounts(db.database.db)).toEqual(before);
    expect((await summaryOf(db.database.db, ws.testId, visitor)).clicks).toBe(0);
  });

  it('counts a batch once in each listed test the visitor is in', async () => {
    const { app, db } = testApp();
    const { owner, ws } = await ownerWithLiveTest();
    const secondTestId = await createTest(app, owner.token, ws.pageId);
    dataOf(await postGraphql(app, ACTIVATE_TEST, { id: secondTestId }, { bearer: owner.token }));
    const [secondControl] = await getVariants(app, owner.token, secondTestId);
    if (secondControl === undefined) throw new Error('the second test has no control');
    const visitor = await enrolled(ws);
    const second = enrolment(ws, { test: secondTestId, variant: secondControl.id, visitor });
    expect((await postTracking(app, 'enrol', second)).json()).toEqual({ status: 'enrolled' });
    const before = await trackingTableCounts(db.database.db);

    const tests = [ws.testId, secondTestId, ws.testId, randomUUID()];
    expect(await send(eventBatch(ws, visitor, [ev('click'), ev('time', 2_000)], { tests }))).toBe(2);

    for (const testId of [ws.testId, secondTestId]) {
      expect(await summaryOf(db.database.db, testId, visitor)).toMatchObject({ clicks: 1, time_on_page_ms: 2_000 });
    }
    expect((await trackingTableCounts(db.database.db)).tracking_events).toBe(Number(before.tracking_events) + 2);
  });

  it('takes 100 events and a report of exactly an hour in one batch', async () => {
    const { db } = testApp();
    const { ws } = await ownerWithLiveTest();
    const visitor = await enrolled(ws);
    const events = [ev('time', 3_600_000), ...Array.from({ length: 99 }, () => ev('click'))];

    expect(await send(eventBatch(ws, visitor, events))).toBe(1);

    expect(await summaryOf(db.database.db, ws.testId, visitor)).toMatchObject({
      clicks: 99,
      time_on_page_ms: 3_600_000,
    });
  });

  const hundredAndOne = Array.from({ length: 101 }, () => ev('click'));

  it.each<{ readonly problem: string; readonly change: Record<string, unknown>; readonly named: readonly RegExp[] }>([
    { problem: '101 events', change: { events: hundredAndOne }, named: [/^events: must hold at most 100 events$/] },
    { problem: 'no events', change: { events: [] }, named: [/^events: must hold at least one event$/] },
    {
      problem: 'a report over an hour',
      change: { events: [ev('time', 3_600_001)] },
      named: [/^events\.0\.v: must be at most 3600000$/],
    },
    { problem: 'a negative measure', change: { events: [ev('scroll', -1)] }, named: [/^events\.0\.v: must not be/] },
    {
      problem: 'an unknown kind',
      change: { events: [ev('click'), { k: 'tap', at: 5 }] },
      named: [/^events\.1\.k: must be one of click, button_click, /],
    },
    {
      problem: 'a fractional time stamp',
      change: { events: [ev('click', undefined, 1.5)] },
      named: [/^events\.0\.at: must be whole milliseconds$/],
    },
    {
      problem: 'an event with an extra field',
      change: { events: [{ k: 'click', at: 1, target: '#buy' }] },
      named: [/^events\.0: .*target/],
    },
    {
      problem: 'no tests',
      change: { tests: [] },
      named: [/^tests: must name at least one test, unless every event is a goal event$/],
    },
    {
      problem: '21 tests',
      change: { tests: Array.from({ length: 21 }, () => randomUUID()) },
      named: [/^tests: must name at most 20 tests$/],
    },
    { problem: 'a test that is not an id', change: { tests: ['pricing'] }, named: [/^tests\.0: must be an id$/] },
    { problem: 'a bad visitor id', change: { visitor: 'me' }, named: [/^visitor: /] },
    { problem: 'an extra field', change: { page: '/pricing' }, named: [/^body: .*page/] },
  ])('refuses a batch with $problem with 400 naming it, storing nothing', async ({ change, named }) => {
    const { db } = testApp();
    const { ws } = await ownerWithLiveTest();
    const visitor = await enrolled(ws);
    const before = await trackingTableCounts(db.database.db);

    const reply = await postTracking(testApp().app, 'events', { ...eventBatch(ws, visitor, [ev('click')]), ...change });

    expect(reply.statusCode, reply.body).toBe(400);
    const answer = reply.json<{ error: string; message: string; problems: string[] }>();
    expect(answer).toMatchObject({ error: 'Bad Request', message: expect.any(String) });
    expect(answer.problems).toHaveLength(named.length);
    for (const pattern of named) expect(answer.problems).toContainEqual(expect.stringMatching(pattern));
    expect(await trackingTableCounts(db.database.db)).toEqual(before);
  });

  it.each([
    { size: 16_384, status: 202 },
    { size: 16_385, status: 413 },
  ])('answers a batch of $size bytes with $status', async ({ size, status }) => {
    const { db } = testApp();
    const { ws } = await ownerWithLiveTest();
    const visitor = await enrolled(ws);
    const before = await trackingTableCounts(db.database.db);
    const body = JSON.stringify(eventBatch(ws, visitor, [ev('click')])).padEnd(size, ' ');
    expect(Buffer.byteLength(body)).toBe(size);

    const reply = await postTracking(testApp().app, 'events', body);

    expect(reply.statusCode, reply.body).toBe(status);
    const after = await trackingTableCounts(db.database.db);
    expect(after.tracking_events).toBe(Number(before.tracking_events) + (status === 202 ? 1 : 0));
  });

  it('refuses a body that is not JSON, storing nothing', async () => {
    const { db } = testApp();
    const before = await trackingTableCounts(db.database.db);
    const reply = await postTracking(testApp().app, 'events', '[{"k":"click"');
    expect(reply.statusCode, reply.body).toBe(400);
    expect(await trackingTableCounts(db.database.db)).toEqual(before);
  });

  it("forgets the test's sessions, events and rollups on deleteTestDataForTest, and charges a returning visitor again", async () => {
    const { app, db } = testApp();
    const { owner, ws } = await ownerWithLiveTest();
    const kept = await createLiveWorkspace(app, owner.token);
    const a = await enrolled(ws);
    const b = await enrolled(ws, ws.controlId);
    const c = await enrolled(kept);
    for (const visitor of [a, b])
      expect(await send(eventBatch(ws, visitor, [ev('click'), ev('time', 12_000)]))).toBe(1);
    expect(await send(eventBatch(kept, c, [ev('click')]))).toBe(1);
    expect(await storedFor(db.database.db, ws.testId)).toMatchObject({ sessions: 2, events: 2 });
    const keptBefore = await storedFor(db.database.db, kept.testId);
    const balance = await sessionsRemaining(app, owner.token);

    const reset = await postGraphql<{ deleteTestDataForTest: TestData }>(
      app,
      DELETE_TEST_DATA_FOR_TEST,
      { id: ws.testId },
      { bearer: owner.token },
    );

    expect(dataOf(reset).deleteTestDataForTest).toMatchObject({ id: ws.testId, testSessionsCount: 0, active: true });
    expect(await storedFor(db.database.db, ws.testId)).toEqual({ sessions: 0, events: 0, totals: 0, histograms: 0 });
    expect(await storedFor(db.database.db, kept.testId)).toEqual(keptBefore);
    expect(await sessionsRemaining(app, owner.token)).toBe(balance);
    // The test is still live; b's old session is gone, so b's events count nowhere until b enrols again.
    expect((await fetchConfig(app, ws.websiteId, `${ws.websiteUrl}/pricing`)).config?.tests).toHaveLength(1);
    expect(await send(eventBatch(ws, b, [ev('click')]))).toBe(0);

    const again = await postTracking(app, 'enrol', enrolment(ws, { visitor: a }));
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ status: 'enrolled' });
    expect(await sessionsRemaining(app, owner.token)).toBe(balance - 1);
    expect((await getTest(app, owner.token, ws.testId)).testSessionsCount).toBe(1);
    expect(await send(eventBatch(ws, a, [ev('click')]))).toBe(1);
    expect(await summaryOf(db.database.db, ws.testId, a)).toMatchObject({ clicks: 1, time_on_page_ms: 0 });
    expect(await totalsOf(db.database.db, ws.variantId)).toEqual({
      sessions: { total: 1, squares: 1 },
      engaged: { total: 1, squares: 1 },
      clicks: { total: 1, squares: 1 },
    });
  });
});

// The default window hands batches that arrive together to one transaction; with no window each batch has its own,
// so on PostgreSQL they contend for the session's row lock and the rollup rows.
describe.each([
  { batchWindowMs: 2, way: 'sharing a transaction' },
  { batchWindowMs: 0, way: 'each in its own transaction' },
])('event batches sent at once, $way', ({ batchWindowMs }) => {
  const testApp = useTestApplication({ tracking: trackingSettings({ batchWindowMs, rateLimitPerMinute: 100_000 }) });
  const enrolled = (ws: Workspace, variant = ws.variantId) => enrolVisitor(testApp().app, ws, variant);
  const send = (batch: EventBatch) => sendBatch(testApp().app, batch);

  async function liveWorkspace(): Promise<Workspace> {
    const { app } = testApp();
    return createLiveWorkspace(app, (await signUp(app)).token);
  }

  it('adds up 50 batches sent at once for one session exactly', async () => {
    const { db } = testApp();
    const ws = await liveWorkspace();
    const visitor = await enrolled(ws);
    const before = await trackingTableCounts(db.database.db);

    const counted = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        send(eventBatch(ws, visitor, [ev('click'), ev('time', 1_000), ev('scroll', (i % 25) * 4)])),
      ),
    );

    expect(counted).toEqual(Array.from({ length: 50 }, () => 1));
    expect(await summaryOf(db.database.db, ws.testId, visitor)).toMatchObject({
      clicks: 50,
      time_on_page_ms: 50_000,
      max_scroll_pct: 96,
    });
    expect(await totalsOf(db.database.db, ws.variantId)).toEqual({
      sessions: { total: 1, squares: 1 },
      engaged: { total: 1, squares: 1 },
      clicks: { total: 50, squares: 2_500 },
      max_scroll_pct: { total: 96, squares: 9_216 },
      time_on_page_ms: { total: 50_000, squares: 2_500_000_000 },
    });
    expect(await histogramOf(db.database.db, ws.variantId, 'time_on_page_ms')).toEqual({ [bucketOf(50_000)]: 1 });
    expect((await trackingTableCounts(db.database.db)).tracking_events).toBe(Number(before.tracking_events) + 50);
  });

  it("adds up 50 batches sent at once across five sessions of two variants exactly, each variant's rollup its own", async () => {
    const { db } = testApp();
    const ws = await liveWorkspace();
    const inVariant = [await enrolled(ws), await enrolled(ws), await enrolled(ws)];
    const inControl = [await enrolled(ws, ws.controlId), await enrolled(ws, ws.controlId)];

    const batches = [...inVariant, ...inControl].flatMap((visitor) =>
      Array.from({ length: 10 }, (_, i) =>
        eventBatch(ws, visitor, [ev('click'), ev('time', 1_000), ev('scroll', (i + 1) * 10)]),
      ),
    );
    const counted = await Promise.all(batches.map((batch) => send(batch)));

    expect(counted.every((n) => n === 1)).toBe(true);
    for (const visitor of [...inVariant, ...inControl]) {
      expect(await summaryOf(db.database.db, ws.testId, visitor)).toMatchObject({
        clicks: 10,
        time_on_page_ms: 10_000,
        max_scroll_pct: 100,
      });
    }
    const rollup = (n: number) => ({
      sessions: { total: n, squares: n },
      engaged: { total: n, squares: n },
      clicks: { total: 10 * n, squares: 100 * n },
      max_scroll_pct: { total: 100 * n, squares: 10_000 * n },
      time_on_page_ms: { total: 10_000 * n, squares: 100_000_000 * n },
    });
    expect(await totalsOf(db.database.db, ws.variantId)).toEqual(rollup(3));
    expect(await totalsOf(db.database.db, ws.controlId)).toEqual(rollup(2));
    expect(await histogramOf(db.database.db, ws.variantId, 'time_on_page_ms')).toEqual({ [bucketOf(10_000)]: 3 });
    expect(await histogramOf(db.database.db, ws.controlId, 'time_on_page_ms')).toEqual({ [bucketOf(10_000)]: 2 });
    expect(await storedFor(db.database.db, ws.testId)).toMatchObject({ sessions: 5, events: 50 });
  });
});
