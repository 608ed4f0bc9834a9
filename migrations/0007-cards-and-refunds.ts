import { sql, type Kysely } from 'kysely';

/**
 * Saved cards, card updates and refunds.
 * - A user's saved card lives on their row (one default card per account). The two stored flags it replaces were
 *   never set: whether a card is saved, and whether it is nearing expiry, now follow from the card and the date.
 * - card_updates: one row per hosted "update your card" page started, like checkouts are for payments.
 * - checkouts gain the provider's payment reference (a Stripe PaymentIntent id), which a refund names, and what
 *   refunds have taken back so far, so a second notice of the same refund takes nothing twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .dropColumn('has_entered_payment_details')
    .dropColumn('card_nearing_expiry')
    .addColumn('card_payment_method_id', 'text', (col) => col.unique())
    .addColumn('card_brand', 'text')
    .addColumn('card_last4', 'text')
    .addColumn('card_exp_month', 'integer', (col) => col.check(sql`card_exp_month between 1 and 12`))
    .addColumn('card_exp_year', 'integer')
    .execute();

  await db.schema
    .createTable('card_updates')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'text', (col) => col.notNull().check(sql`provider in ('local', 'stripe')`))
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('open', 'completed', 'cancelled')`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('completed_at', 'timestamptz')
    .execute();

  await db.schema
    .alterTable('checkouts')
    .addColumn('payment_reference', 'text', (col) => col.unique())
    .addColumn('refunded_minor', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`refunded_minor >= 0`),
    )
    .addColumn('sessions_reversed', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`sessions_reversed >= 0`),
    )
    .addColumn('sessions_written_off', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`sessions_written_off >= 0`),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('checkouts')
    .dropColumn('payment_reference')
    .dropColumn('refunded_minor')
    .dropColumn('sessions_reversed')
    .dropColumn('sessions_written_off')
    .execute();
  await db.schema.dropTable('card_updates').execute();
  await db.schema
    .alterTable('users')
    .dropColumn('card_payment_method_id')
    .dropColumn('card_brand')
    .dropColumn('card_last4')
    .dropColumn('card_exp_month')
    .dropColumn('card_exp_year')
    .addColumn('has_entered_payment_details', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('card_nearing_expiry', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
}
