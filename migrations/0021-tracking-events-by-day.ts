import { sql, type Kysely } from 'kysely';

/**
 * `tracking_events` becomes partitioned by range of `received_at`, one partition per UTC day
 * (`tracking_events_yyyymmdd`) and a DEFAULT partition (`tracking_events_default`) for batches of a day without one,
 * so that retention drops a day whole instead of deleting its rows one by one (which left dead rows for vacuum and
 * grew with traffic). The primary key becomes (id, received_at): a partitioned table's must hold the partition key.
 * The reference to the session (deleted with it), the indexes and every row stay; the rows' days and the coming
 * week get their partitions here, so the batches that arrive while servers are replaced land in place.
 *
 * The table is copied: on a large table this holds inserts for as long as the copy takes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await moveAside(db, 'tracking_events', 'tracking_events_unpartitioned');
  await sql`
    create table tracking_events (
      id bigint generated always as identity,
      session_id uuid not null,
      received_at timestamptz not null,
      events jsonb not null
    ) partition by range (received_at)`.execute(db);
  await sql`create table tracking_events_default partition of tracking_events default`.execute(db);
  for (const day of await daysToPartition(db)) {
    const partition = sql.table(`tracking_events_${day.replaceAll('-', '')}`);
    // The end computed here: a timestamptz plus a day, in SQL, is 23 or 25 hours across a DST change of TimeZone.
    const end = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();
    const bounds = sql`from (${sql.lit(`${day}T00:00:00Z`)}) to (${sql.lit(end)})`;
    await sql`create table ${partition} partition of tracking_events for values ${bounds}`.execute(db);
  }
  await copyRows(db, 'tracking_events_unpartitioned', 'tracking_events');
  await sql`drop table tracking_events_unpartitioned`.execute(db);
  // Built after the copy, which is quicker than keeping them up to date row by row.
  await sql`alter table tracking_events add constraint tracking_events_pkey primary key (id, received_at)`.execute(db);
  await addSessionReferenceAndIndexes(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await moveAside(db, 'tracking_events', 'tracking_events_by_day');
  await sql`
    create table tracking_events (
      id bigint generated always as identity,
      session_id uuid not null,
      received_at timestamptz not null,
      events jsonb not null
    )`.execute(db);
  await copyRows(db, 'tracking_events_by_day', 'tracking_events');
  // Its partitions go with it.
  await sql`drop table tracking_events_by_day`.execute(db);
  await sql`alter table tracking_events add constraint tracking_events_pkey primary key (id)`.execute(db);
  await addSessionReferenceAndIndexes(db);
}

/**
 * Renames the table, its identity sequence and its indexes (index names are per schema), so that the new table
 * takes the names 0004-tracking gave.
 */
async function moveAside(db: Kysely<unknown>, table: string, aside: string): Promise<void> {
  await sql`alter table ${sql.table(table)} rename to ${sql.table(aside)}`.execute(db);
  await sql`alter sequence ${sql.table(`${table}_id_seq`)} rename to ${sql.table(`${aside}_id_seq`)}`.execute(db);
  for (const suffix of ['pkey', 'session_idx', 'received_idx']) {
    await sql`alter index ${sql.table(`${table}_${suffix}`)} rename to ${sql.table(`${aside}_${suffix}`)}`.execute(db);
  }
}

/** Every UTC day that has rows, and today and the 7 days after it. */
async function daysToPartition(db: Kysely<unknown>): Promise<string[]> {
  const { rows } = await sql<{ day: string }>`
    select to_char(received_at at time zone 'UTC', 'YYYY-MM-DD') as day from tracking_events_unpartitioned
    union
    select to_char(now() at time zone 'UTC' + make_interval(days => ahead), 'YYYY-MM-DD')
    from generate_series(0, 7) as ahead
    order by day`.execute(db);
  return rows.map((row) => row.day);
}

/** The rows with their ids, the identity then continuing after the highest. */
async function copyRows(db: Kysely<unknown>, from: string, to: string): Promise<void> {
  await sql`
    insert into ${sql.table(to)} (id, session_id, received_at, events) overriding system value
    select id, session_id, received_at, events from ${sql.table(from)}`.execute(db);
  await sql`
    select setval(pg_get_serial_sequence(${to}, 'id'), coalesce(max(id), 0) + 1, false) from ${sql.table(to)}`.execute(
    db,
  );
}

async function addSessionReferenceAndIndexes(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table tracking_events add constraint tracking_events_session_id_fkey
    foreign key (session_id) references tracking_sessions (id) on delete cascade`.execute(db);
  await db.schema.createIndex('tracking_events_session_idx').on('tracking_events').column('session_id').execute();
  await db.schema.createIndex('tracking_events_received_idx').on('tracking_events').column('received_at').execute();
}
