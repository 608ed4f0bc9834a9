import { sql, type Kysely } from 'kysely';

/**
 * `outbox_emails` becomes the record of every email's delivery: each is written there first, in the flow that sends
 * it, and a job of the queue hands it to the SMTP server, retrying with back-off. `status` is `kept` (no SMTP server
 * configured: stored only, as every email was before), `pending` (waiting for its next attempt), `sent` or `failed`
 * (every attempt failed; `last_error` says why). The emails already there were kept, and stay so.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('outbox_emails')
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('kept')
        .check(sql`status in ('kept', 'pending', 'sent', 'failed')`),
    )
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('last_attempt_at', 'timestamptz')
    .addColumn('sent_at', 'timestamptz')
    .execute();
  // Every new row says what it is.
  await sql`alter table outbox_emails alter column status drop default`.execute(db);
  // Operators list the failed and the pending, newest first.
  await db.schema
    .createIndex('outbox_emails_status_idx')
    .on('outbox_emails')
    .columns(['status', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('outbox_emails_status_idx').execute();
  await db.schema
    .alterTable('outbox_emails')
    .dropColumn('status')
    .dropColumn('attempts')
    .dropColumn('last_error')
    .dropColumn('last_attempt_at')
    .dropColumn('sent_at')
    .execute();
}
