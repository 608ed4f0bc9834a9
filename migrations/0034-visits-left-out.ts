import { sql, type Kysely } from 'kysely';

/**
 * Visits to a test's page that were neither charged nor counted, by why: a bot (its user agent, or the script saw an
 * automated browser) or a page on an origin that is not the website's. One row per test and reason, added to as
 * they come, so the owner sees what was left out of the bill and the results.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('visits_left_out')
    .addColumn('test_id', 'uuid', (col) => col.notNull().references('tests.id').onDelete('cascade'))
    .addColumn('reason', 'text', (col) => col.notNull().check(sql`reason in ('bot', 'origin')`))
    .addColumn('visits', 'bigint', (col) => col.notNull().check(sql`visits >= 0`))
    .addPrimaryKeyConstraint('visits_left_out_pkey', ['test_id', 'reason'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('visits_left_out').execute();
}
