// Raw event retention, the old way against the new: 10,000,000 event batches spread evenly over the 30 days before
// today, from 3,000 sessions, stored twice in a scratch database on the PostgreSQL server of DATABASE_URL: once in
// tracking_events as migrations/0021-tracking-events-by-day.ts leaves it (a partition per day; the migration itself
// runs, on the empty table) and once in a copy of the table as it was before (one table, its primary key on id, the
// reference to the session and the two indexes). Then the 23 oldest days go from each: a DELETE ... WHERE
// received_at < cutoff from the old table, and the new retention's own code (KyselyTrackingRepository's
// dropRawEventDaysBefore: the rows counted, the partitions dropped). Each is timed with the write-ahead log it wrote;
// the vacuum the DELETE leaves to do is timed apart and kept out of the ratio. The scratch database is dropped at
// the end.
//
// Not in the default run: it takes three minutes or more on a 2-core machine, two thirds of it filling, and about
// 5 GB of disk until the scratch database is dropped. Run it with
//   BENCH_ONLY=retention DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx tests/bench/run.ts
// (DATABASE_URL: a user that may create databases; BENCH_RETENTION_ROWS for another number of batches).
import { sql, type Kysely } from 'kysely';
import { openDatabase } from '../../adapters/persistence/database';
import type { DatabaseSchema } from '../../adapters/persistence/database-schema';
import { KyselyTrackingRepository } from '../../adapters/persistence/kysely-tracking-repository';
import { rawEventDayOf } from '../../domain/tracking/raw-event-days';
import { migrations } from '../../migrations/index';
import { adminQuery } from '../support/admin-query';

const batches = Number(process.env.BENCH_RETENTION_ROWS ?? 10_000_000);
const sessions = 3_000;
const days = 30;
const daysKept = 7;
const dayMs = 86_400_000;

type Db = Kysely<DatabaseSchema>;

/** Fills, times both retentions and prints what it found; drops the scratch database whatever happens. */
export async function timeRetention(adminUrl: string | undefined, print: (line: string) => void): Promise<void> {
  print('');
  if (adminUrl === undefined || adminUrl === '') {
    print('raw event retention: skipped, it needs PostgreSQL (DATABASE_URL)');
    return;
  }
  const name = `splitpenny_retention_${process.pid}`;
  await adminQuery(adminUrl, `create database ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1 });
    try {
      await measure(database.db, print);
    } finally {
      await database.close();
    }
  } finally {
    await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  }
}

async function measure(db: Db, print: (line: string) => void): Promise<void> {
  const today = Math.floor(Date.now() / dayMs) * dayMs;
  const firstDay = today - days * dayMs;
  const firstKept = rawEventDayOf(new Date(today - daysKept * dayMs));
  print(
    `raw event retention: ${count(batches)} batches over the ${days} days before today from ${count(sessions)} ` +
      `sessions; the ${days - daysKept} oldest days go`,
  );
  await sql`set maintenance_work_mem = '256MB'`.execute(db);
  const filling = await timed(async () => {
    await createPartitionedTable(db, firstDay);
    await fill(db, firstDay);
  });
  const copying = await timed(() => createUnpartitionedCopy(db));
  print(
    `  filled: partitioned through its indexes in ${seconds(filling.ms)}, ` +
      `the unpartitioned copy (indexes built after) in ${seconds(copying.ms)}`,
  );
  // As autovacuum would have left two tables filled over a month, and nothing of the fill left to write out.
  await sql`vacuum analyze`.execute(db);
  await settle(db);
  const before = await tableSizes(db);

  const deleting = await measured(db, () =>
    sql`delete from old_tracking_events where received_at < ${`${firstKept}T00:00:00Z`}`.execute(db),
  );
  const deleted = Number(deleting.value.numAffectedRows ?? 0);
  const afterDelete = await tableSizes(db);
  const vacuuming = await measured(db, () => sql`vacuum old_tracking_events`.execute(db));
  await settle(db);
  const counting = await timed(() => countRowsBefore(db, firstDay, firstKept));
  const dropping = await measured(db, () =>
    db.transaction().execute((trx) => new KyselyTrackingRepository(trx).dropRawEventDaysBefore(firstKept)),
  );
  const afterDrop = await tableSizes(db);

  print(
    `  DELETE from one table: ${count(deleted)} rows in ${seconds(deleting.ms)}, ${megabytes(deleting.wal)} of ` +
      `WAL; ${afterDelete.old} with its indexes after, as before (${before.old}), ${count(deleted)} rows dead`,
  );
  print(
    `  the VACUUM it leaves to do (not in the ratio below): ${seconds(vacuuming.ms)}, ` +
      `${megabytes(vacuuming.wal)} of WAL`,
  );
  print(
    `  dropping day partitions as the hourly job does (rows counted, then dropped): ${count(dropping.value)} rows ` +
      `in ${seconds(dropping.ms)}, ${megabytes(dropping.wal)} of WAL; ${afterDrop.partitioned} left of ` +
      `${before.partitioned}, nothing for vacuum`,
  );
  print(`  (counting those rows alone, just before: ${count(counting.value)} in ${seconds(counting.ms)})`);
  print(
    `  dropping is ${(deleting.ms / dropping.ms).toFixed(1)} times as fast as deleting, ` +
      `${((deleting.ms + vacuuming.ms) / dropping.ms).toFixed(1)} times counting the vacuum`,
  );
  if (dropping.value !== deleted)
    print(`  the two removed different numbers of rows: ${dropping.value} and ${deleted}`);
}

async function timed<T>(work: () => Promise<T>): Promise<{ readonly value: T; readonly ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

/** Timed, with the bytes of write-ahead log written meanwhile (by this database server, all of it). */
async function measured<T>(
  db: Db,
  work: () => Promise<T>,
): Promise<{ readonly value: T; readonly ms: number; readonly wal: number }> {
  const { rows } = await sql<{ lsn: string }>`select pg_current_wal_insert_lsn()::text as lsn`.execute(db);
  const { value, ms } = await timed(work);
  const written = await sql<{ bytes: string }>`
    select pg_wal_lsn_diff(pg_current_wal_insert_lsn(), ${rows[0]?.lsn ?? '0/0'}::pg_lsn) as bytes`.execute(db);
  return { value, ms, wal: Number(written.rows[0]?.bytes ?? 0) };
}

/** Nothing left to write out, so that the next figure pays only for its own work. */
async function settle(db: Db): Promise<void> {
  await sql`checkpoint`.execute(db);
}

/** What the job counts before it drops: the rows of every day partition before the first kept day. */
async function countRowsBefore(db: Db, firstDay: number, firstKept: string): Promise<number> {
  let total = 0;
  for (let day = firstDay; rawEventDayOf(new Date(day)) < firstKept; day += dayMs) {
    const table = `tracking_events_${rawEventDayOf(new Date(day)).replaceAll('-', '')}`;
    const { rows } = await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(db);
    total += Number(rows[0]?.n ?? 0);
  }
  return total;
}

/** The sessions, and tracking_events as 0004 made it and 0021 partitioned it, with a partition for every day. */
async function createPartitionedTable(db: Db, firstDay: number): Promise<void> {
  // Only what the raw events refer to: the sessions' other columns take no part in retention.
  await sql`create table tracking_sessions (id uuid primary key)`.execute(db);
  await sql`insert into tracking_sessions (id) select gen_random_uuid() from generate_series(1, ${sessions})`.execute(
    db,
  );
  await createUnpartitionedTable(db, 'tracking_events');
  await sql`create index tracking_events_session_idx on tracking_events (session_id)`.execute(db);
  await sql`create index tracking_events_received_idx on tracking_events (received_at)`.execute(db);
  const migration = migrations['0021-tracking-events-by-day'];
  if (migration === undefined) throw new Error('migration 0021-tracking-events-by-day is missing');
  await migration.up(db);
  const filledDays = Array.from({ length: days }, (_, n) => rawEventDayOf(new Date(firstDay + n * dayMs)));
  await db.transaction().execute((trx) => new KyselyTrackingRepository(trx).prepareRawEventDays(filledDays));
}

/** The shape of tracking_events before 0021, as 0004-tracking made it. */
async function createUnpartitionedTable(db: Db, table: string): Promise<void> {
  await sql`
    create table ${sql.table(table)} (
      id bigint primary key generated always as identity,
      session_id uuid not null references tracking_sessions (id) on delete cascade,
      received_at timestamptz not null,
      events jsonb not null
    )`.execute(db);
}

/** One INSERT ... SELECT: the batches in the order they would have arrived, evenly over the days. */
async function fill(db: Db, firstDay: number): Promise<void> {
  const from = new Date(firstDay).toISOString();
  await sql`
    insert into tracking_events (session_id, received_at, events)
    select
      s.ids[1 + i % ${sessions}],
      -- Hours rather than days: a day added to a timestamptz follows the session's time zone.
      ${from}::timestamptz + (i::double precision / ${batches}) * ${days * 24} * interval '1 hour',
      format('[{"k":"scroll","at":%s,"v":%s},{"k":"time","at":%s,"v":%s}]',
        800 + i % 4000, i % 101, 5000 + i % 3000, 5000 + i % 7000)::jsonb
    from generate_series(0, ${batches - 1}) as i,
      (select array_agg(id order by id) as ids from tracking_sessions) as s`.execute(db);
}

/** The same rows in the old shape, its indexes and the reference to the session added after the copy. */
async function createUnpartitionedCopy(db: Db): Promise<void> {
  await sql`
    create table old_tracking_events (
      id bigint not null,
      session_id uuid not null,
      received_at timestamptz not null,
      events jsonb not null
    )`.execute(db);
  await sql`insert into old_tracking_events select id, session_id, received_at, events from tracking_events`.execute(
    db,
  );
  await sql`alter table old_tracking_events add primary key (id)`.execute(db);
  await sql`alter table old_tracking_events add foreign key (session_id)
    references tracking_sessions (id) on delete cascade`.execute(db);
  await sql`create index old_tracking_events_session_idx on old_tracking_events (session_id)`.execute(db);
  await sql`create index old_tracking_events_received_idx on old_tracking_events (received_at)`.execute(db);
}

/** Tables with their indexes (a partitioned table: all its partitions). */
async function tableSizes(db: Db): Promise<{ old: string; partitioned: string }> {
  const { rows } = await sql<{ old: string; partitioned: string }>`
    select
      pg_size_pretty(pg_total_relation_size('old_tracking_events')) as old,
      pg_size_pretty((select sum(pg_total_relation_size(relid)) from pg_partition_tree('tracking_events'))::bigint)
        as partitioned`.execute(db);
  const sizes = rows[0];
  if (sizes === undefined) throw new Error('no table sizes');
  return sizes;
}

function count(n: number): string {
  return n.toLocaleString('en-US');
}

function megabytes(bytes: number): string {
  return bytes < 1_048_576 ? `${(bytes / 1024).toFixed(0)} kB` : `${(bytes / 1_048_576).toFixed(0)} MB`;
}

function seconds(ms: number): string {
  return ms < 1_000 ? `${ms.toFixed(0)} ms` : `${(ms / 1_000).toFixed(1)} s`;
}
