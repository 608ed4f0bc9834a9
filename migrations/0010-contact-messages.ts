import { sql, type Kysely } from 'kysely';

/**
 * Messages from the contact form, kept beside the email that tells the team, so none is lost with an email.
 * `user_id` is the sender's account when they were signed in; the message outlives the account (it is the team's
 * correspondence), so deleting the account only forgets who it was.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull().check(sql`char_length(name) between 1 and 100`))
    .addColumn('email', 'text', (col) => col.notNull().check(sql`char_length(email) between 3 and 254`))
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull().check(sql`char_length(message) between 10 and 2000`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('user_id', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('contact_messages_created_at_idx').on('contact_messages').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('contact_messages').execute();
}
