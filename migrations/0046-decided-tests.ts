import { sql, type Kysely } from 'kysely';

/**
 * What happens around a test's decision:
 *
 * - `tests.when_decided`: what happens once a test's verdict decides it (domain/ab-tests/when-decided.ts): 'stop'
 *   (stop and tell me, the default), 'ship' (ship the winner) or 'keep_running'. Tests made before it existed get the
 *   default too: a decided test's further sessions buy its owner nothing, and the owner is told when it stops.
 * - `test_verdicts`: each watched test's verdict as last seen (domain/statistics/verdict-change.ts: 'undecided',
 *   'winner:2', 'control_wins', …). A check that finds another one replaces it with a conditional update, so however
 *   many processes check at once, one change is told once.
 * - `webhooks`: an owner's endpoints told of decisions: a signed JSON webhook (`signing_secret`, shown to the owner
 *   once; kept, since each body is signed with it) or a Slack incoming webhook.
 * - `webhook_deliveries`: one row per event and endpoint: its body as sent (the signature is made at each attempt, from
 *   its time), `pending` until an attempt gets a 2xx answer (`delivered`) or the last attempt fails (`failed`), with the
 *   last answer's status code or error. The job queue retries with exponential back-off.
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
  await db.schema
    .createTable('test_verdicts')
    .addColumn('test_id', 'uuid', (col) => col.primaryKey().references('tests.id').onDelete('cascade'))
    .addColumn('verdict', 'text', (col) => col.notNull())
    .addColumn('changed_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('webhooks')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('signed', 'slack')`))
    .addColumn('url', 'text', (col) => col.notNull().check(sql`length(url) <= 2000`))
    .addColumn('signing_secret', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('webhooks_user_idx').on('webhooks').columns(['user_id', 'created_at']).execute();
  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('webhook_id', 'uuid', (col) => col.notNull().references('webhooks.id').onDelete('cascade'))
    .addColumn('event', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('pending', 'delivered', 'failed')`))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_status_code', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('last_attempt_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_webhook_idx')
    .on('webhook_deliveries')
    .columns(['webhook_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_status_idx')
    .on('webhook_deliveries')
    .columns(['status', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('webhook_deliveries').execute();
  await db.schema.dropTable('webhooks').execute();
  await db.schema.dropTable('test_verdicts').execute();
  await db.schema.alterTable('tests').dropColumn('when_decided').execute();
}
