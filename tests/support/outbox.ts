import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../adapters/persistence/database-schema';

/** The emails the outbox mailer kept for `to` with this subject, oldest first, as the person would receive them. */
export function emailsTo(
  db: Kysely<DatabaseSchema>,
  to: string,
  subject: string,
): Promise<{ text_body: string; html_body: string }[]> {
  return db
    .selectFrom('outbox_emails')
    .select(['text_body', 'html_body'])
    .where('to_address', '=', to)
    .where('subject', '=', subject)
    .orderBy('created_at')
    .execute();
}
