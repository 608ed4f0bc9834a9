import { sql, type Kysely } from 'kysely';
import { rawEventDayOf, type RawEventDay } from '../../domain/tracking/raw-event-days';
import type { DatabaseSchema } from './database-schema';

/**
 * tracking_events is partitioned by range of received_at, one partition per UTC day named tracking_events_yyyymmdd
 * (migrations/0021-tracking-events-by-day.ts), so a day past its retention is dropped whole: no dead rows, no
 * vacuum. Batches of a day without a partition land in the DEFAULT partition, tracking_events_default.
 */

/** Any fixed number: whoever changes the day partitions holds it until its transaction ends, so servers take turns. */
const partitionLock = 4_471_120_021;

/**
 * Past this, DDL waiting for its lock on the table gives up (the hourly run retries) rather than hold up every
 * insert queued behind it.
 */
const ddlLockTimeout = '5s';

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const partitionPattern = /^tracking_events_(\d{4})(\d{2})(\d{2})$/;

interface DayPartition {
  readonly day: RawEventDay;
  readonly table: string;
}

/** Days are written into SQL as identifiers and literals: anything but `yyyy-mm-dd` is refused. */
function dayPartition(day: RawEventDay): DayPartition {
  const parts = dayPattern.exec(day);
  if (parts === null) throw new Error(`not a day (yyyy-mm-dd): ${day}`);
  return { day, table: `tracking_events_${parts[1]}${parts[2]}${parts[3]}` };
}

function dayStart(day: RawEventDay): string {
  return `${dayPartition(day).day}T00:00:00Z`;
}

export async function prepareRawEventDays(db: Kysely<DatabaseSchema>, days: readonly RawEventDay[]): Promise<void> {
  const wanted = days.map(dayPartition);
  await takePartitionLock(db);
  const existing = new Set((await dayPartitions(db)).map((p) => p.table));
  for (const partition of wanted) if (!existing.has(partition.table)) await createDayPartition(db, partition);
}

/**
 * Rows are counted, and the DEFAULT partition's old rows deleted, before the first DROP: from the DROP to the commit
 * every insert into tracking_events waits.
 */
export async function dropRawEventDaysBefore(db: Kysely<DatabaseSchema>, firstKept: RawEventDay): Promise<number> {
  const boundary = dayStart(firstKept);
  await takePartitionLock(db);
  const old = (await dayPartitions(db)).filter((p) => p.day < firstKept);
  let removed = 0;
  for (const partition of old) removed += await rowCount(db, partition.table);
  const stray = await sql`delete from tracking_events_default where received_at < ${boundary}`.execute(db);
  removed += Number(stray.numAffectedRows ?? 0);
  for (const partition of old) await sql`drop table if exists ${sql.table(partition.table)}`.execute(db);
  return removed;
}

async function takePartitionLock(db: Kysely<DatabaseSchema>): Promise<void> {
  await sql`select pg_advisory_xact_lock(${sql.lit(partitionLock)})`.execute(db);
  // After the advisory lock, which may rightly wait for another server's whole run.
  await sql`set local lock_timeout = ${sql.lit(ddlLockTimeout)}`.execute(db);
}

/** The day partitions there are now, oldest first. */
async function dayPartitions(db: Kysely<DatabaseSchema>): Promise<DayPartition[]> {
  const { rows } = await sql<{ table: string }>`
    select c.relname as table from pg_inherits i join pg_class c on c.oid = i.inhrelid
    where i.inhparent = 'tracking_events'::regclass order by c.relname`.execute(db);
  return rows.flatMap(({ table }) => {
    const parts = partitionPattern.exec(table);
    return parts === null ? [] : [{ day: `${parts[1]}-${parts[2]}-${parts[3]}`, table }];
  });
}

/**
 * CREATE ... PARTITION OF fails if the DEFAULT partition holds a row of the day (a day no server prepared in time):
 * those rows are moved into a table of their own first, which is then attached as the day's partition.
 */
async function createDayPartition(db: Kysely<DatabaseSchema>, partition: DayPartition): Promise<void> {
  const table = sql.table(partition.table);
  const from = dayStart(partition.day);
  const to = dayStart(nextDay(partition.day));
  const bounds = sql`for values from (${sql.lit(from)}) to (${sql.lit(to)})`;
  if (!(await defaultPartitionHolds(db, from, to))) {
    await sql`create table if not exists ${table} partition of tracking_events ${bounds}`.execute(db);
    return;
  }
  await sql`create table ${table} (like tracking_events)`.execute(db);
  await sql`
    with moved as (
      delete from tracking_events_default where received_at >= ${from} and received_at < ${to}
      returning id, session_id, received_at, events
    )
    insert into ${table} (id, session_id, received_at, events)
    select id, session_id, received_at, events from moved`.execute(db);
  await sql`alter table tracking_events attach partition ${table} ${bounds}`.execute(db);
}

async function defaultPartitionHolds(db: Kysely<DatabaseSchema>, from: string, to: string): Promise<boolean> {
  const { rows } = await sql<{ holds: boolean }>`select exists (
      select 1 from tracking_events_default where received_at >= ${from} and received_at < ${to}
    ) as holds`.execute(db);
  return rows[0]?.holds === true;
}

async function rowCount(db: Kysely<DatabaseSchema>, table: string): Promise<number> {
  const { rows } = await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

function nextDay(day: RawEventDay): RawEventDay {
  return rawEventDayOf(new Date(Date.parse(dayStart(day)) + 86_400_000));
}
