import { sql, type Kysely } from 'kysely';

/**
 * `websites.max_order_value`: the most one order may add to a revenue goal, in the currency's minor unit, as the owner
 * sets it (domain/websites/max-order-value-rules.ts); null, as every existing website starts, for no maximum. The
 * check keeps the bounds the forms and GraphQL give, so that no path can store a maximum that caps every order at
 * nothing.
 *
 * `tracking_sessions_test_network_idx`: a test's sessions by client network, with when each started, so that the
 * results' count of the busiest network's sessions (domain/statistics/network-concentration.ts) reads this index
 * alone, in order, rather than every session row of the test. Only sessions with a network are in it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('websites')
    .addColumn('max_order_value', 'integer', (col) =>
      col.check(sql`max_order_value is null or max_order_value between 1 and 1000000000`),
    )
    .execute();
  await sql`create index tracking_sessions_test_network_idx on tracking_sessions (test_id, client_network)
    include (started_at) where client_network is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index tracking_sessions_test_network_idx`.execute(db);
  await db.schema.alterTable('websites').dropColumn('max_order_value').execute();
}
