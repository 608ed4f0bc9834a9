import { sql, type Kysely } from 'kysely';

/**
 * - `users.email_confirmed_at`: when the owner opened a link sent to their address; null until then, and until then
 *   their tests take no visitors, so an account made for a made-up or someone else's address spends no sessions.
 *   Accounts made before this migration count as confirmed from their creation: their owners have been reading
 *   the emails sent there, and their running tests must not stop.
 * - `email_confirmations`: the links sent to new accounts' addresses (kept as a hash, single-use, like
 *   `email_changes`), each for the address it was sent to.
 * - Confirming changes whether every test of the owner is live, so, like a balance reaching or leaving zero, it tells
 *   every process to drop the owner's websites' tracking configs (migration 0023's `tracking_config` channel).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('email_confirmed_at', 'timestamptz').execute();
  await sql`update users set email_confirmed_at = created_at`.execute(db);
  await db.schema
    .createTable('email_confirmations')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('email_confirmations_user_idx').on('email_confirmations').column('user_id').execute();
  await sql`
    create trigger users_tracking_config_confirmed after update of email_confirmed_at on users
    for each row when ((old.email_confirmed_at is null) <> (new.email_confirmed_at is null))
    execute function tracking_config_of_owner()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger users_tracking_config_confirmed on users`.execute(db);
  await db.schema.dropTable('email_confirmations').execute();
  await db.schema.alterTable('users').dropColumn('email_confirmed_at').execute();
}
