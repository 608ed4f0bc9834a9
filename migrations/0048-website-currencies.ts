import { sql, type Kysely } from 'kysely';

/**
 * `websites.currency`: what the website sells in (domain/websites/currency-rules.ts), GBP for every website made
 * before it existed, as the product assumed until then. Revenue goals count orders in its minor unit, and screens show
 * revenue with its symbol.
 *
 * `goals.amount_selector` and the goal kind `revenue_on_page`: a revenue goal counted on a visit to its thank-you page
 * (`target` and `url_match` as a page visit's), which reads the order total from the element the CSS selector
 * `amount_selector` matches, rather than from a `splitpenny('track', …)` call; null for every other goal.
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
  await sql`alter table goals drop constraint goals_kind_check`.execute(db);
  await sql`alter table goals add constraint goals_kind_check check (kind in ('engagement', 'page_visit', 'element_click', 'form_submission', 'custom_event', 'revenue', 'revenue_on_page'))`.execute(
    db,
  );
  await sql`alter table goals add constraint goals_amount_selector_kind check ((kind = 'revenue_on_page') = (amount_selector is not null))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from goals where kind = 'revenue_on_page'`.execute(db);
  await sql`alter table goals drop constraint goals_amount_selector_kind`.execute(db);
  await sql`alter table goals drop constraint goals_kind_check`.execute(db);
  await sql`alter table goals add constraint goals_kind_check check (kind in ('engagement', 'page_visit', 'element_click', 'form_submission', 'custom_event', 'revenue'))`.execute(
    db,
  );
  await db.schema.alterTable('goals').dropColumn('amount_selector').execute();
  await db.schema.alterTable('websites').dropColumn('currency').execute();
}
