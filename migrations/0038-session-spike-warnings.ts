import { sql, type Kysely } from 'kysely';

/**
 * When each website's owner was last told its charged sessions jumped far above their usual rate: one row per
 * website, so a storm that lasts is one email a day (application/tracking/warn-session-spikes.ts). The hourly check
 * reads the last week's sessions by their start: a BRIN index serves that range at almost no cost to enrolments,
 * as sessions are written in start order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('session_spike_warnings')
    .addColumn('website_id', 'uuid', (col) => col.primaryKey().references('websites.id').onDelete('cascade'))
    .addColumn('warned_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await sql`create index tracking_sessions_started_at_brin on tracking_sessions using brin (started_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index tracking_sessions_started_at_brin`.execute(db);
  await db.schema.dropTable('session_spike_warnings').execute();
}
