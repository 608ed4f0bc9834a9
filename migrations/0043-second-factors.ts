import { sql, type Kysely } from 'kysely';

/**
 * Second factors (domain/accounts/second-factor.ts), each row deleted with its user:
 *
 * - `totp_factors`: one authenticator-app secret a user, pending until a first code confirms it (`confirmed_at`);
 *   `last_used_step` is the 30-second step of the last code accepted, so a code works once.
 * - `recovery_codes`: SHA-256 hashes of the user's recovery codes, each used once (`used_at`).
 * - `passkeys`: WebAuthn credentials (id and COSE public key, base64url), named by their owner; a credential id
 *   belongs to one account.
 * - `passkey_registrations`: the challenge of a passkey registration under way, one a user.
 * - `login_challenges`: the password step's single-use, short-lived challenge (kept as a hash) that the second step
 *   answers, with the WebAuthn challenge a passkey must sign and the wrong answers it has taken.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('totp_factors')
    .addColumn('user_id', 'uuid', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('secret', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('last_used_step', 'bigint')
    .execute();
  await db.schema
    .createTable('recovery_codes')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('recovery_codes_user_id').on('recovery_codes').column('user_id').execute();
  await db.schema
    .createTable('passkeys')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('credential_id', 'text', (col) => col.notNull().unique())
    .addColumn('public_key', 'text', (col) => col.notNull())
    .addColumn('counter', 'bigint', (col) => col.notNull())
    .addColumn('transports', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('last_used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('passkeys_user_id').on('passkeys').column('user_id').execute();
  await db.schema
    .createTable('passkey_registrations')
    .addColumn('user_id', 'uuid', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('challenge', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('login_challenges')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('passkey_challenge', 'text')
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('failures', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('login_challenges_user_id').on('login_challenges').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['login_challenges', 'passkey_registrations', 'passkeys', 'recovery_codes', 'totp_factors']) {
    await db.schema.dropTable(table).execute();
  }
}
