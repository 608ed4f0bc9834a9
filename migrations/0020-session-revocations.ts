import { sql, type Kysely } from 'kysely';

/**
 * - `session_revocations`: access tokens that no longer count before they expire: one token (logging out) or every
 *   token of a user issued before a moment (logging out everywhere, a new password or email, a deleted account).
 *   Every process keeps the rows in memory and reads only those after the last it has seen, so checking a token
 *   never waits on the database. A row is useless once every token it can refuse has expired (`expires_at`).
 * - `email_changes`: a new address waiting for its owner to open the link sent to it; the account keeps its email
 *   until then.
 * - `users.sessions_valid_after` goes: a sign-out of every session is a row of `session_revocations` now.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('session_revocations')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    // No reference to users: the row of a deleted account must outlive it.
    .addColumn('user_id', 'uuid', (col) => col.notNull())
    .addColumn('token_id', 'text')
    .addColumn('reason', 'text', (col) => col.notNull().check(sql`reason in ('signed-out', 'account-deleted')`))
    .addColumn('revoked_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('session_revocations_expires_idx')
    .on('session_revocations')
    .column('expires_at')
    .execute();
  await db.schema
    .createTable('email_changes')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('new_email', 'text', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('email_changes_user_idx').on('email_changes').column('user_id').execute();
  await db.schema.alterTable('users').dropColumn('sessions_valid_after').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('sessions_valid_after', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.dropTable('email_changes').execute();
  await db.schema.dropTable('session_revocations').execute();
}
