import { sql, type Kysely } from 'kysely';

/**
 * Chargebacks and bank batches that stay put:
 * - payment_disputes: one row per dispute (chargeback) of a paid checkout, keyed by the provider's dispute id, with
 *   the sessions it took back from the balance (restored if the dispute is won) and those already spent.
 * - credit_ledger gains the reason `dispute` (sessions taken back by a dispute, and given back when it is won).
 * - payouts gain the bank batch file a bank payout was claimed for, so that it is only ever written to that file.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_disputes')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('checkout_id', 'text', (col) => col.notNull().references('checkouts.id').onDelete('cascade'))
    .addColumn('amount_minor', 'integer', (col) => col.notNull().check(sql`amount_minor >= 0`))
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('open', 'won', 'lost')`))
    .addColumn('sessions_reversed', 'integer', (col) => col.notNull().check(sql`sessions_reversed >= 0`))
    .addColumn('sessions_written_off', 'integer', (col) => col.notNull().check(sql`sessions_written_off >= 0`))
    .addColumn('opened_at', 'timestamptz', (col) => col.notNull())
    .addColumn('closed_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('payment_disputes_by_checkout').on('payment_disputes').column('checkout_id').execute();
  await sql`alter table credit_ledger drop constraint credit_ledger_reason_check`.execute(db);
  await sql`alter table credit_ledger add constraint credit_ledger_reason_check check (reason in ('signup', 'purchase', 'monthly_topup', 'session_usage', 'refund', 'dispute', 'adjustment'))`.execute(
    db,
  );
  await db.schema.alterTable('payouts').addColumn('export_batch', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payouts').dropColumn('export_batch').execute();
  await sql`delete from credit_ledger where reason = 'dispute'`.execute(db);
  await sql`alter table credit_ledger drop constraint credit_ledger_reason_check`.execute(db);
  await sql`alter table credit_ledger add constraint credit_ledger_reason_check check (reason in ('signup', 'purchase', 'monthly_topup', 'session_usage', 'refund', 'adjustment'))`.execute(
    db,
  );
  await db.schema.dropTable('payment_disputes').execute();
}
