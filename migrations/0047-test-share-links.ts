import { sql, type Kysely } from 'kysely';

/**
 * `test_share_links`: read-only links to a test's results, for people without an account (an agency's client). The
 * link's token is shown to the owner once and kept only as its hash (`token_hash`); `revoked_at` ends it. A test has
 * at most one link in force: making a new one revokes the old (the partial unique index holds that however many
 * requests race).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('test_share_links')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('test_id', 'uuid', (col) => col.notNull().references('tests.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('test_share_links_in_force_idx')
    .on('test_share_links')
    .column('test_id')
    .unique()
    .where(sql.ref('revoked_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('test_share_links').execute();
}
