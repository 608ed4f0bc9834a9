import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DELETE_USER, signUp } from '../../support/account-operations';
import { FixedClock } from '../../support/fakes/fixed-clock';
import { postGraphql } from '../../support/graphql-request';
import {
  defaultEventPartition,
  eventDayPartition,
  partitionedEventDays,
  rawEventJobs,
  storedBatches,
} from '../../support/raw-event-days';
import { useTestApplication } from '../../support/test-application';
import {
  createLiveWorkspace,
  enrolment,
  eventBatch,
  postTracking,
  trackingSettings,
} from '../../support/tracking-operations';
import { dataOf, DELETE_TEST_DATA_FOR_TEST, type Workspace } from '../../support/workspace-operations';

const hour = 3_600_000;
const day = 24 * hour;

/** Midnight (UTC) at the start of the day `days` after the day of `moment`. */
function midnight(moment: number, days: number): number {
  return Math.floor(moment / day) * day + days * day;
}

function dayOf(moment: number): string {
  return new Date(moment).toISOString().slice(0, 10);
}

/**
 * The application on a database of its own with a clock that starts at the real time (so tests created with dates
 * around today are live) and is moved by hand afterwards; the raw event jobs as a server runs them.
 */
function retentionFixture() {
  const clock = new FixedClock(new Date());
  const testApp = useTestApplication({ tracking: trackingSettings({ eventRetentionDays: 30 }) }, { clock });
  return {
    clock,
    testApp,
    /** The rotation and the preparation of a server keeping raw events `retentionDays`; each call is another server. */
    jobs: (retentionDays = 30) => rawEventJobs(testApp().db.database, clock, retentionDays),
    enrolled: async (ws: Workspace, variant = ws.variantId): Promise<string> => {
      const request = enrolment(ws, { variant });
      expect((await postTracking(testApp().app, 'enrol', request)).json()).toEqual({ status: 'enrolled' });
      return request.visitor;
    },
    /** One batch from `visitor`, received at `at` (the clock is left there). */
    send: async (ws: Workspace, visitor: string, at: number): Promise<void> => {
      clock.set(new Date(at));
      const events = [
        { k: 'click' as const, at: 10 },
        { k: 'time' as const, at: 10, v: 4_000 },
      ];
      const reply = await postTracking(testApp().app, 'events', eventBatch(ws, visitor, events));
      expect(reply.json()).toEqual({ counted: 1 });
    },
  };
}

describe('rotating raw tracking events', () => {
  describe('past the retention period', () => {
    const { clock, testApp, jobs, enrolled, send } = retentionFixture();

    /** What results are read from: every session's summary and every rollup row. */
    async function summariesAndRollups() {
      const { db } = testApp().db.database;
      return {
        sessions: await db.selectFrom('tracking_sessions').selectAll().orderBy('id').execute(),
        totals: await db
          .selectFrom('variant_metric_totals')
          .selectAll()
          .orderBy('variant_id')
          .orderBy('metric')
          .execute(),
        histograms: await db
          .selectFrom('variant_metric_histograms')
          .selectAll()
          .orderBy('variant_id')
          .orderBy('metric')
          .orderBy('bucket')
          .execute(),
      };
    }

    it('drops the days wholly older than the retention period, keeping later days, every summary and rollup', async () => {
      const { app, db } = testApp();
      const start = clock.now().getTime();
      const owner = await signUp(app);
      const ws = await createLiveWorkspace(app, owner.token);
      const other = await createLiveWorkspace(app, (await signUp(app)).token);
      const inVariant = await enrolled(ws, ws.variantId);
      const inControl = await enrolled(ws, ws.controlId);
      const elsewhere = await enrolled(other, other.variantId);
      const rotateAt = midnight(start, 40) + 6 * hour;
      const firstKeptDay = midnight(rotateAt, -30);

      const batches = [
        { at: rotateAt - 40 * day, ws, visitor: inVariant, kept: false },
        { at: rotateAt - 40 * day, ws, visitor: inControl, kept: false },
        { at: rotateAt - 40 * day + hour, ws: other, visitor: elsewhere, kept: false },
        { at: firstKeptDay - 1, ws, visitor: inVariant, kept: false },
        // Older than 30 days, but on a day that is not wholly so.
        { at: firstKeptDay, ws, visitor: inVariant, kept: true },
        { at: rotateAt - 30 * day, ws, visitor: inControl, kept: true },
        { at: rotateAt - 1 * day, ws, visitor: inControl, kept: true },
        { at: rotateAt, ws: other, visitor: elsewhere, kept: true },
      ];
      for (const batch of batches) {
        clock.set(new Date(batch.at));
        await jobs().prepare();
        await send(batch.ws, batch.visitor, batch.at);
      }
      expect(await storedBatches(db.database.db)).toEqual(
        batches.map((b) => ({ receivedAt: new Date(b.at).toISOString(), partition: eventDayPartition(dayOf(b.at)) })),
      );
      const results = await summariesAndRollups();

      clock.set(new Date(rotateAt));
      expect(await jobs(90).rotate()).toBe(0);
      expect(await jobs(30).rotate()).toBe(batches.filter((b) => !b.kept).length);

      const kept = batches.filter((b) => b.kept);
      expect((await storedBatches(db.database.db)).map((b) => b.receivedAt)).toEqual(
        kept.map((b) => new Date(b.at).toISOString()),
      );
      const days = await partitionedEventDays(db.database.db);
      expect(days.filter((d) => d < dayOf(firstKeptDay))).toEqual([]);
      expect(days).toEqual(expect.arrayContaining([...kept.map((b) => dayOf(b.at)), dayOf(rotateAt + 7 * day)]));
      expect(await summariesAndRollups()).toEqual(results);
      expect(await jobs(30).rotate()).toBe(0);

      // The sessions stay, so their visitors' later events still count.
      await send(ws, inVariant, rotateAt + hour);
    });
  });

  describe('the day partitions', () => {
    const { clock, testApp, jobs, enrolled, send } = retentionFixture();

    it("stores each batch in its day's partition, and one of a day not prepared yet in the DEFAULT one until it is", async () => {
      const { app, db } = testApp();
      const start = clock.now().getTime();
      const ws = await createLiveWorkspace(app, (await signUp(app)).token);
      const visitor = await enrolled(ws);
      const today = midnight(start, 20);

      await send(ws, visitor, today - day + 10 * hour);
      await send(ws, visitor, today + 10 * hour);
      expect((await storedBatches(db.database.db)).map((b) => b.partition)).toEqual([
        defaultEventPartition,
        defaultEventPartition,
      ]);

      clock.set(new Date(today + 12 * hour));
      await jobs().prepare();
      expect(await storedBatches(db.database.db)).toEqual([
        { receivedAt: new Date(today - day + 10 * hour).toISOString(), partition: defaultEventPartition },
        { receivedAt: new Date(today + 10 * hour).toISOString(), partition: eventDayPartition(dayOf(today)) },
      ]);
      const week = Array.from({ length: 8 }, (_, n) => dayOf(today + n * day));
      expect(await partitionedEventDays(db.database.db)).toEqual(expect.arrayContaining(week));
      expect(await partitionedEventDays(db.database.db)).not.toContain(dayOf(today + 8 * day));

      await send(ws, visitor, today + day + hour);
      expect((await storedBatches(db.database.db)).at(-1)?.partition).toBe(eventDayPartition(dayOf(today + day)));
    });
  });

  describe('batches in the DEFAULT partition', () => {
    const { clock, testApp, jobs, enrolled, send } = retentionFixture();

    it('deletes those of the days past the retention period and keeps the later ones there', async () => {
      const { app, db } = testApp();
      const start = clock.now().getTime();
      const ws = await createLiveWorkspace(app, (await signUp(app)).token);
      const visitor = await enrolled(ws);
      const today = midnight(start, 60);
      const firstKeptDay = today - 30 * day;
      for (const at of [today - 40 * day, firstKeptDay - 1, firstKeptDay, firstKeptDay + hour]) {
        await send(ws, visitor, at);
      }

      clock.set(new Date(today + 6 * hour));
      expect(await jobs().rotate()).toBe(2);
      expect(await storedBatches(db.database.db)).toEqual([
        { receivedAt: new Date(firstKeptDay).toISOString(), partition: defaultEventPartition },
        { receivedAt: new Date(firstKeptDay + hour).toISOString(), partition: defaultEventPartition },
      ]);
      expect(await jobs().rotate()).toBe(0);
    });
  });

  describe('deleting data', () => {
    const { clock, testApp, jobs, enrolled, send } = retentionFixture();

    it("still removes a test's raw events with its data, and an owner's with their account, from every partition", async () => {
      const { app, db } = testApp();
      const start = clock.now().getTime();
      const resetter = await signUp(app);
      const leaver = await signUp(app);
      const keeper = await signUp(app);
      const workspaces = {
        reset: await createLiveWorkspace(app, resetter.token),
        left: await createLiveWorkspace(app, leaver.token),
        kept: await createLiveWorkspace(app, keeper.token),
      };
      const visitors = new Map<Workspace, string>();
      for (const ws of Object.values(workspaces)) visitors.set(ws, await enrolled(ws));
      const prepared = midnight(start, 30) + hour;
      const notPrepared = prepared + 20 * day;
      clock.set(new Date(prepared));
      await jobs().prepare();
      for (const [ws, visitor] of visitors) {
        await send(ws, visitor, prepared);
        await send(ws, visitor, notPrepared);
      }
      const sessionsOf = async (ws: Workspace) =>
        (
          await db.database.db.selectFrom('tracking_sessions').select('id').where('test_id', '=', ws.testId).execute()
        ).map((row) => row.id);
      const sessions = {
        reset: await sessionsOf(workspaces.reset),
        left: await sessionsOf(workspaces.left),
        kept: await sessionsOf(workspaces.kept),
      };
      const partitionsOf = async (sessionIds: readonly string[]) =>
        (
          await sql<{ partition: string }>`select tableoid::regclass::text as partition from tracking_events
            where session_id = any(${[...sessionIds]}::uuid[]) order by received_at`.execute(db.database.db)
        ).rows.map((row) => row.partition);
      const bothPartitions = [eventDayPartition(dayOf(prepared)), defaultEventPartition];
      for (const ids of Object.values(sessions)) expect(await partitionsOf(ids)).toEqual(bothPartitions);

      clock.set(new Date(start)); // The owners' tokens would have expired by the last batch's time.
      dataOf(
        await postGraphql(app, DELETE_TEST_DATA_FOR_TEST, { id: workspaces.reset.testId }, { bearer: resetter.token }),
      );
      dataOf(await postGraphql(app, DELETE_USER, {}, { bearer: leaver.token }));

      expect(await partitionsOf(sessions.reset)).toEqual([]);
      expect(await partitionsOf(sessions.left)).toEqual([]);
      expect(await partitionsOf(sessions.kept)).toEqual(bothPartitions);
    });
  });

  describe('on two servers', () => {
    const { clock, testApp, jobs, enrolled, send } = retentionFixture();

    it('removes each batch once and fails neither, when they rotate at once or one after the other', async () => {
      const { app, db } = testApp();
      const start = clock.now().getTime();
      const ws = await createLiveWorkspace(app, (await signUp(app)).token);
      const visitor = await enrolled(ws);
      const today = midnight(start, 90);
      clock.set(new Date(today - 40 * day));
      await jobs().prepare();
      await send(ws, visitor, today - 40 * day + hour);
      await send(ws, visitor, today - 32 * day);
      clock.set(new Date(today - 8 * day));
      await jobs().prepare();
      await send(ws, visitor, today - day);
      // Today was not prepared: both rotations prepare it, and its batch must move out of the DEFAULT partition once.
      await send(ws, visitor, today + hour);
      expect((await storedBatches(db.database.db)).map((b) => b.partition)).toEqual([
        eventDayPartition(dayOf(today - 40 * day)),
        defaultEventPartition,
        eventDayPartition(dayOf(today - day)),
        defaultEventPartition,
      ]);

      clock.set(new Date(today + 2 * hour));
      const removed = await Promise.all([jobs().rotate(), jobs().rotate()]);
      expect(removed.reduce((sum, n) => sum + n, 0)).toBe(2);
      expect(await jobs().rotate()).toBe(0);
      await jobs().prepare();

      expect(await storedBatches(db.database.db)).toEqual([
        { receivedAt: new Date(today - day).toISOString(), partition: eventDayPartition(dayOf(today - day)) },
        { receivedAt: new Date(today + hour).toISOString(), partition: eventDayPartition(dayOf(today)) },
      ]);
    });
  });
});
