import { sql, type Kysely } from 'kysely';

/**
 * `ingested_messages`: the event log's messages (INGEST_LOG_URL) already folded into the rollups, by stream and
 * sequence. A worker inserts the keys of the messages it folds in the same transaction as the fold, so a message the
 * log delivers again (its worker died between the commit and the ack) is seen as folded and acknowledged without
 * being counted twice. A row matters only while the log may still deliver its message: workers forget the rows of
 * messages that, with every message before them, are acknowledged. `folded_at` is for operators reading the table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ingested_messages')
    .addColumn('stream', 'text', (col) => col.notNull())
    .addColumn('sequence', 'bigint', (col) => col.notNull())
    .addColumn('folded_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('ingested_messages_pkey', ['stream', 'sequence'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ingested_messages').execute();
}
