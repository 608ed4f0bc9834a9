import { sql, type Kysely } from 'kysely';

/**
 * What a verdict needs beyond the rollups:
 * - `tests.minimum_lift_percent`: the smallest lift the owner cares to find, chosen when the test is planned. A test
 *   whose always-valid interval rules out a lift that large is told to stop ("no meaningful difference"); tests made
 *   before it existed get the planner's default, 10%.
 * - `goal_daily_statistics`: each goal's sufficient statistics per variant as they stood at the end of each day
 *   (UTC), copied from the rollups by an hourly job, for the results page's lift-over-time chart and the test's
 *   recent traffic. A few rows per variant and goal a day, never read by ingest.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('tests')
    .addColumn('minimum_lift_percent', 'double precision', (col) =>
      col
        .notNull()
        .defaultTo(10)
        .check(sql`minimum_lift_percent >= 0.01 and minimum_lift_percent <= 1000`),
    )
    .execute();
  await db.schema
    .createTable('goal_daily_statistics')
    .addColumn('test_id', 'uuid', (col) => col.notNull().references('tests.id').onDelete('cascade'))
    .addColumn('variant_id', 'uuid', (col) => col.notNull().references('variants.id').onDelete('cascade'))
    .addColumn('goal_id', 'integer', (col) => col.notNull().references('goals.id').onDelete('cascade'))
    .addColumn('day', 'date', (col) => col.notNull())
    .addColumn('sessions', 'bigint', (col) => col.notNull())
    .addColumn('total', 'double precision', (col) => col.notNull())
    .addColumn('total_squares', 'double precision', (col) => col.notNull())
    .addPrimaryKeyConstraint('goal_daily_statistics_pkey', ['variant_id', 'goal_id', 'day'])
    .execute();
  await db.schema
    .createIndex('goal_daily_statistics_test_idx')
    .on('goal_daily_statistics')
    .columns(['test_id', 'goal_id', 'day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('goal_daily_statistics').execute();
  await db.schema.alterTable('tests').dropColumn('minimum_lift_percent').execute();
}
