import { sql, type Kysely } from 'kysely';

/**
 * `websites.max_order_value`: the most one order may add to a revenue goal, in the currency's minor unit, as the owner
 * sets it (domain/websites/max-order-value.ts); null, as every existing website starts, for no maximum. The check
 * keeps the bounds the forms and GraphQL give, so that no path can store a maximum that caps every order at nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('websites')
    .addColumn('max_order_value', 'integer', (col) =>
      col.check(sql`max_order_value is null or max_order_value between 1 and 1000000000`),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('websites').dropColumn('max_order_value').execute();
}
