import { sql, type Kysely } from 'kysely';

/**
 * Checkouts: one row per purchase started, kept whatever becomes of it. Its id is the payment provider's (a Stripe
 * Checkout Session id, or the local checkout's own), which is also the reference of the ledger entry that credits
 * it, so a checkout's sessions can be credited once and only once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('checkouts')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'text', (col) => col.notNull().check(sql`provider in ('local', 'stripe')`))
    .addColumn('sessions', 'integer', (col) => col.notNull().check(sql`sessions > 0`))
    .addColumn('amount_minor', 'integer', (col) => col.notNull().check(sql`amount_minor > 0`))
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('price_version', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('open', 'completed', 'cancelled', 'failed')`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('completed_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('checkouts_user_recent_idx').on('checkouts').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('checkouts').execute();
}
