import { type Kysely } from 'kysely';

/** Every payment provider event handled, by its id: a redelivered or replayed event is recognised and changes nothing. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_events')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('received_at', 'timestamptz', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payment_events').execute();
}
