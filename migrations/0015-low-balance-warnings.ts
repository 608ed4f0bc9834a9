import type { Kysely } from 'kysely';

/**
 * When an owner was last warned that their sessions are running low. Set by the hourly check (a conditional update,
 * so two servers never both send the email) and cleared whenever sessions are credited, so the next low spell is
 * told again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('low_balance_warned_at', 'timestamptz').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('low_balance_warned_at').execute();
}
