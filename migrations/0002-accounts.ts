import { sql, type Kysely } from 'kysely';

/** Accounts, their session credit ledger, reset links, API keys, rate-limit counters, the email outbox, secrets. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) =>
      col
        .notNull()
        .defaultTo('Owner')
        .check(sql`role in ('Owner', 'Employee')`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('stripe_customer_id', 'text')
    .addColumn('direct_affiliate_signup', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('has_entered_payment_details', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('card_nearing_expiry', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('test_sessions_remaining', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`test_sessions_remaining >= 0`),
    )
    .addColumn('sessions_valid_after', 'timestamptz', (col) => col.notNull())
    .execute();
  // Emails are stored normalised; the index on lower() keeps them unique even if a writer forgets to.
  await sql`create unique index users_email_unique on users (lower(email))`.execute(db);

  await db.schema
    .createTable('credit_ledger')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reason', 'text', (col) =>
      col
        .notNull()
        .check(sql`reason in ('signup', 'purchase', 'monthly_topup', 'session_usage', 'refund', 'adjustment')`),
    )
    .addColumn('reference', 'text', (col) => col.notNull())
    .addColumn('amount', 'integer', (col) => col.notNull())
    .addColumn('balance_after', 'integer', (col) => col.notNull().check(sql`balance_after >= 0`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addUniqueConstraint('credit_ledger_reason_reference_unique', ['reason', 'reference'])
    .execute();
  await db.schema
    .createIndex('credit_ledger_user_idx')
    .on('credit_ledger')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('password_resets_user_idx').on('password_resets').column('user_id').execute();

  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('prefix', 'text', (col) => col.notNull())
    .addColumn('secret_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('last_used_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('api_keys_user_idx').on('api_keys').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('rate_limit_counters')
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('window_start', 'timestamptz', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('rate_limit_counters_pk', ['key', 'window_start'])
    .execute();

  await db.schema
    .createTable('outbox_emails')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('to_address', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('text_body', 'text', (col) => col.notNull())
    .addColumn('html_body', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('app_secrets')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'app_secrets',
    'outbox_emails',
    'rate_limit_counters',
    'api_keys',
    'password_resets',
    'credit_ledger',
    'users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
