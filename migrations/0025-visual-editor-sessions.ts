import type { Kysely } from 'kysely';

/**
 * `visual_editor_sessions`: an owner's visual editor on one variant. The link's token (kept as its hash) opens it
 * once, within minutes; opening gives the editor a credential of its own (kept as its hash too) that saves that
 * variant only, until it expires. Both go with the variant or the account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('visual_editor_sessions')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('variant_id', 'uuid', (col) => col.notNull().references('variants.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('open_by', 'timestamptz', (col) => col.notNull())
    .addColumn('opened_at', 'timestamptz')
    .addColumn('credential_hash', 'text', (col) => col.unique())
    .addColumn('expires_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('visual_editor_sessions_variant_idx')
    .on('visual_editor_sessions')
    .column('variant_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('visual_editor_sessions').execute();
}
