import { sql, type Kysely } from 'kysely';

/**
 * The moments a running test's results changed meaning: its goal, its target devices or a variant's code changed
 * while it was on and had sessions. Written in the same transaction as the change; the results page marks each.
 * Deleting the test deletes them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('test_changes')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('test_id', 'uuid', (col) => col.notNull().references('tests.id').onDelete('cascade'))
    .addColumn('what', 'text', (col) => col.notNull().check(sql`what in ('goal', 'devices', 'variant_code')`))
    .addColumn('at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('test_changes_test_at_idx').on('test_changes').columns(['test_id', 'at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('test_changes').execute();
}
