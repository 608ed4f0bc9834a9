import type { Kysely } from 'kysely';
import type { Clock } from '../../application/ports/clock';
import type { IdGenerator } from '../../application/ports/id-generator';
import type { EmailMessage, Mailer } from '../../application/ports/mailer';
import type { Logger } from '../logging/create-logger';
import type { DatabaseSchema } from './database-schema';
import { isUuid } from './uuid';

export interface StoredEmail extends EmailMessage {
  readonly id: string;
  readonly createdAt: Date;
}

/**
 * The default mailer: emails are kept in the database instead of sent, listed at /dev/mailbox when DEV_MAILBOX is on,
 * and each one's address there is logged (never its content: reset links are secrets).
 */
export class KyselyOutboxMailer implements Mailer {
  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly deps: {
      readonly clock: Clock;
      readonly ids: IdGenerator;
      readonly logger: Logger;
      readonly appUrl: string;
    },
  ) {}

  async send(message: EmailMessage): Promise<void> {
    const id = this.deps.ids.next();
    await this.db
      .insertInto('outbox_emails')
      .values({
        id,
        to_address: message.to,
        subject: message.subject,
        text_body: message.text,
        html_body: message.html,
        created_at: this.deps.clock.now(),
      })
      .execute();
    const mailboxUrl = new URL(`/dev/mailbox/${id}`, this.deps.appUrl).href;
    this.deps.logger.info({ subject: message.subject, mailboxUrl }, `email kept in the outbox: ${mailboxUrl}`);
  }

  async latest(limit: number): Promise<readonly StoredEmail[]> {
    const rows = await this.db
      .selectFrom('outbox_emails')
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map(toStoredEmail);
  }

  async find(id: string): Promise<StoredEmail | null> {
    if (!isUuid(id)) return null;
    const row = await this.db.selectFrom('outbox_emails').selectAll().where('id', '=', id).executeTakeFirst();
    return row === undefined ? null : toStoredEmail(row);
  }
}

function toStoredEmail(row: {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: Date;
}): StoredEmail {
  return {
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    createdAt: row.created_at,
  };
}
