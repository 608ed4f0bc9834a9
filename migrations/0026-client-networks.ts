import { sql, type Kysely } from 'kysely';

/**
 * `tracking_sessions.client_network`: the network the session's enrolment came from, as a keyed pseudonym (never the
 * address itself: adapters/http/client-network.ts). Limits on new visitors per network and the check that a test's
 * visitors do not come mostly from one network read it; sessions from before it, or not enrolled over HTTP, have none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tracking_sessions').addColumn('client_network', 'text').execute();
  await sql`create index tracking_sessions_client_network_idx on tracking_sessions (client_network, started_at)
    where client_network is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tracking_sessions').dropColumn('client_network').execute();
}
