import { sql, type Kysely } from 'kysely';

/**
 * `websites.currency`: what the website sells in (domain/websites/currency-rules.ts), GBP for every website made
 * before it existed, as the product assumed until then. Revenue goals count orders in its minor unit, and screens show
 * revenue with its symbol.
 *
 * `goals.amount_selector`: a revenue goal that reads the order total from an element of its thank-you page
 * (the CSS selector of the element) rather than from a `splitpenny('track', …)` call; null for every other goal.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('websites')
    .addColumn('currency', 'text', (col) =>
      col
        .notNull()
        .defaultTo('GBP')
        .check(
          sql`currency in ('GBP', 'USD', 'EUR', 'CAD', 'AUD', 'NZD', 'CHF', 'SEK', 'NOK', 'DKK', 'PLN', 'JPY', 'INR')`,
        ),
    )
    .execute();
  await db.schema
    .alterTable('goals')
    .addColumn('amount_selector', 'text', (col) => col.check(sql`length(amount_selector) <= 500`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('goals').dropColumn('amount_selector').execute();
  await db.schema.alterTable('websites').dropColumn('currency').execute();
}
