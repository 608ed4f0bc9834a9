import { sql, type Kysely } from 'kysely';

/**
 * `tests.when_decided`: what happens once a test's verdict decides it (domain/ab-tests/when-decided.ts): 'stop'
 * (stop and tell me, the default), 'ship' (ship the winner) or 'keep_running'. Tests made before it existed get the
 * default too: a decided test's further sessions buy its owner nothing, and the owner is told when it stops.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('tests')
    .addColumn('when_decided', 'text', (col) =>
      col
        .notNull()
        .defaultTo('stop')
        .check(sql`when_decided in ('stop', 'ship', 'keep_running')`),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tests').dropColumn('when_decided').execute();
}
