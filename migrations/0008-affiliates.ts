import { sql, type Kysely } from 'kysely';

/**
 * The affiliate programme.
 * - referrals: who referred whom, one row per referred user (never their own account).
 * - affiliate_sessions: visits through an affiliate's referral link.
 * - affiliate_transactions: the affiliate's append-only money ledger in pence: COMMISSION rows (positive when earned,
 *   negative when a refund reverses one) and PAYMENT rows (negative: money paid out, positive when a payout failed
 *   and came back). Each has a reference unique across the table, so a replayed event or a rerun adds nothing twice.
 *   A row counts towards the qualified balance from `qualifies_at` on, towards the pending one before.
 * - bank_details: where a manual bank transfer pays the affiliate.
 * - payouts: one row per payment to an affiliate, by Stripe Connect transfer or in a CSV bank transfer batch.
 * - users gain the Stripe Connect account they are paid through, and whether it can take payouts yet.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('payout_account_id', 'text', (col) => col.unique())
    .addColumn('payout_account_enabled', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();

  await db.schema
    .createTable('referrals')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('affiliate_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (col) => col.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addCheckConstraint('referrals_not_self', sql`affiliate_id <> user_id`)
    .execute();
  await db.schema
    .createIndex('referrals_by_affiliate')
    .on('referrals')
    .columns(['affiliate_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('affiliate_sessions')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('affiliate_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('affiliate_sessions_by_affiliate')
    .on('affiliate_sessions')
    .columns(['affiliate_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('payouts')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('affiliate_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('method', 'text', (col) => col.notNull().check(sql`method in ('stripe', 'bank')`))
    .addColumn('amount_minor', 'integer', (col) => col.notNull().check(sql`amount_minor > 0`))
    .addColumn('currency', 'text', (col) => col.notNull().defaultTo('GBP'))
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('pending', 'paid', 'exported', 'failed')`))
    .addColumn('destination', 'text', (col) => col.notNull())
    .addColumn('transfer_id', 'text')
    .addColumn('failure', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('settled_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('payouts_by_status').on('payouts').columns(['status', 'method']).execute();

  await db.schema
    .createTable('affiliate_transactions')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('affiliate_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (col) => col.notNull().check(sql`type in ('COMMISSION', 'PAYMENT')`))
    .addColumn('amount_minor', 'integer', (col) => col.notNull().check(sql`amount_minor <> 0`))
    .addColumn('currency', 'text', (col) => col.notNull().defaultTo('GBP'))
    .addColumn('reference', 'text', (col) => col.notNull().unique())
    // Commissions keep their record when the referred user deletes their account.
    .addColumn('referred_user_id', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('checkout_id', 'text')
    .addColumn('payout_id', 'uuid', (col) => col.references('payouts.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('qualifies_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('affiliate_transactions_by_affiliate')
    .on('affiliate_transactions')
    .columns(['affiliate_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('affiliate_transactions_by_referred_user')
    .on('affiliate_transactions')
    .column('referred_user_id')
    .execute();

  await db.schema
    .createTable('bank_details')
    .addColumn('user_id', 'uuid', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('bank_name', 'text', (col) => col.notNull())
    .addColumn('country', 'text', (col) => col.notNull())
    .addColumn('account_number', 'text')
    .addColumn('sort_code', 'text')
    .addColumn('iban', 'text')
    .addColumn('swift_bic', 'text')
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('bank_details').execute();
  await db.schema.dropTable('affiliate_transactions').execute();
  await db.schema.dropTable('payouts').execute();
  await db.schema.dropTable('affiliate_sessions').execute();
  await db.schema.dropTable('referrals').execute();
  await db.schema.alterTable('users').dropColumn('payout_account_id').dropColumn('payout_account_enabled').execute();
}
