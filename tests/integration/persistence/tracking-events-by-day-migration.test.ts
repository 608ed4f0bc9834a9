import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DatabaseSchema } from '../../../adapters/persistence/database-schema';
import { comingRawEventDays } from '../../../domain/tracking/raw-event-days';
import { migrations } from '../../../migrations/index';
import { signUp } from '../../support/account-operations';
import {
  defaultEventPartition,
  eventDayPartition,
  partitionedEventDays,
  storedBatches,
} from '../../support/raw-event-days';
import { testDialect } from '../../support/test-database';
import { useTestApplication } from '../../support/test-application';
import { createLiveWorkspace, enrolment, eventBatch, postTracking } from '../../support/tracking-operations';

type Db = Kysely<DatabaseSchema>;

/** 'p' for a partitioned table, 'r' for a plain one. */
async function tableKind(db: Db): Promise<string | undefined> {
  const { rows } = await sql<{ kind: string }>`
    select relkind as kind from pg_class where oid = 'tracking_events'::regclass`.execute(db);
  return rows[0]?.kind;
}

async function indexNames(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select indexname as name from pg_indexes where tablename = 'tracking_events' order by indexname`.execute(db);
  return rows.map((row) => row.name);
}

async function allBatches(db: Db) {
  return db.selectFrom('tracking_events').select(['id', 'session_id', 'received_at', 'events']).orderBy('id').execute();
}

describe(`the migration storing raw events by day on ${testDialect()}`, () => {
  const testApp = useTestApplication();
  const indexes = ['tracking_events_pkey', 'tracking_events_received_idx', 'tracking_events_session_idx'];

  it('keeps every batch with its id, each in the partition of its day, and the reference to its session', async () => {
    const { app, db } = testApp();
    const kdb = db.database.db;
    const ws = await createLiveWorkspace(app, (await signUp(app)).token);
    const visit = enrolment(ws);
    expect((await postTracking(app, 'enrol', visit)).json()).toEqual({ status: 'enrolled' });
    const session = await kdb
      .selectFrom('tracking_sessions')
      .select('id')
      .where('test_id', '=', ws.testId)
      .executeTakeFirstOrThrow();
    const migration = migrations['0021-tracking-events-by-day'];
    if (migration?.down === undefined) throw new Error('0021-tracking-events-by-day must be reversible');
    await migration.down(kdb);
    expect(await tableKind(kdb)).toBe('r');
    const arrivals = ['2025-01-31T23:59:59.999Z', '2025-02-01T00:00:00.000Z', '2025-02-01T12:00:00.000Z'];
    for (const [i, at] of arrivals.entries()) {
      await sql`insert into tracking_events (session_id, received_at, events)
        values (${session.id}, ${at}, ${JSON.stringify([{ k: 'click', at: i }])})`.execute(kdb);
    }
    const before = await allBatches(kdb);

    await migration.up(kdb);

    expect(await tableKind(kdb)).toBe('p');
    expect(await indexNames(kdb)).toEqual(indexes);
    expect(await allBatches(kdb)).toEqual(before);
    expect(await storedBatches(kdb)).toEqual(
      arrivals.map((at) => ({ receivedAt: at, partition: eventDayPartition(at.slice(0, 10)) })),
    );
    const week = comingRawEventDays(new Date(), 7);
    expect(await partitionedEventDays(kdb)).toEqual(['2025-01-31', '2025-02-01', ...week]);
    expect((await postTracking(app, 'events', eventBatch(ws, visit.visitor, [{ k: 'click', at: 9 }]))).json()).toEqual({
      counted: 1,
    });
    const after = await allBatches(kdb);
    expect(after.slice(0, -1)).toEqual(before);
    expect(Number(after.at(-1)?.id)).toBeGreaterThan(Math.max(...before.map((row) => Number(row.id))));
    expect((await storedBatches(kdb)).at(-1)?.partition).not.toBe(defaultEventPartition);

    await migration.down(kdb);
    expect(await tableKind(kdb)).toBe('r');
    expect(await indexNames(kdb)).toEqual(indexes);
    expect(await allBatches(kdb)).toEqual(after);

    await migration.up(kdb);
    await kdb.deleteFrom('tracking_sessions').where('id', '=', session.id).execute();
    expect(await allBatches(kdb)).toEqual([]);
  });
});
