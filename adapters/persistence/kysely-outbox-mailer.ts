import type { Kysely, Selectable } from 'kysely';
import type { Clock } from '../../application/ports/clock';
import type { EmailOutbox, OutboxEmail } from '../../application/ports/email-outbox';
import type { IdGenerator } from '../../application/ports/id-generator';
import type { EmailMessage, Mailer } from '../../application/ports/mailer';
import { newEmailStatus, type EmailDelivery, type EmailStatus } from '../../domain/shared/email-delivery';
import type { Logger } from '../logging/create-logger';
import type { DatabaseSchema, OutboxEmailsTable } from './database-schema';
import { isUuid } from './uuid';

export interface StoredEmail extends EmailMessage, EmailDelivery {
  readonly id: string;
  readonly createdAt: Date;
}

/**
 * The mailer every flow sends through: each email is written to the outbox table, and nothing else happens in the
 * sender's flow. With a mail server configured, `delivery` is told of each new one (a job of the queue sends it and
 * records each attempt); without one, emails are kept there, listed at /dev/mailbox when DEV_MAILBOX is on, and each
 * one's address there is logged (never its content: reset links are secrets).
 */
export class KyselyOutboxMailer implements Mailer, EmailOutbox {
  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly deps: {
      readonly clock: Clock;
      readonly ids: IdGenerator;
      readonly logger: Logger;
      readonly appUrl: string;
      /** Hands a new email to whatever delivers it; null: no mail server, emails are kept. */
      readonly delivery: ((emailId: string) => Promise<void>) | null;
    },
  ) {}

  async send(message: EmailMessage): Promise<void> {
    const id = this.deps.ids.next();
    const delivery = this.deps.delivery;
    try {
      await this.db
        .insertInto('outbox_emails')
        .values({
          id,
          to_address: message.to,
          subject: message.subject,
          text_body: message.text,
          html_body: message.html,
          created_at: this.deps.clock.now(),
          status: newEmailStatus(delivery !== null),
        })
        .execute();
    } catch (error) {
      this.deps.logger.error({ err: error, subject: message.subject }, 'email could not be written to the outbox');
      throw error;
    }
    if (delivery === null) {
      const mailboxUrl = new URL(`/dev/mailbox/${id}`, this.deps.appUrl).href;
      this.deps.logger.info({ subject: message.subject, mailboxUrl }, `email kept in the outbox: ${mailboxUrl}`);
      return;
    }
    // Not awaited: the sender's request never waits on the queue. The email is stored whatever happens here, and one
    // the queue was not told of is picked up by the stranded-email sweep.
    void delivery(id).catch((error: unknown) =>
      this.deps.logger.warn({ err: error, emailId: id }, 'email stored but not queued yet; the sweep will queue it'),
    );
  }

  async latest(limit: number): Promise<readonly StoredEmail[]> {
    return this.list({ status: null, limit });
  }

  /** Newest first; of one status, or of every status with `null`. */
  async list(filter: { readonly status: EmailStatus | null; readonly limit: number }): Promise<readonly StoredEmail[]> {
    let query = this.db.selectFrom('outbox_emails').selectAll();
    if (filter.status !== null) query = query.where('status', '=', filter.status);
    const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(filter.limit).execute();
    return rows.map(toStoredEmail);
  }

  /** Pending emails written before `before`: those whose delivery the queue may never have been told of. */
  async pendingSince(before: Date, limit: number): Promise<readonly string[]> {
    const rows = await this.db
      .selectFrom('outbox_emails')
      .select('id')
      .where('status', '=', 'pending')
      .where('created_at', '<', before)
      .orderBy('created_at')
      .limit(limit)
      .execute();
    return rows.map((row) => row.id);
  }

  async find(id: string): Promise<(StoredEmail & OutboxEmail) | null> {
    if (!isUuid(id)) return null;
    const row = await this.db.selectFrom('outbox_emails').selectAll().where('id', '=', id).executeTakeFirst();
    return row === undefined ? null : toStoredEmail(row);
  }

  async recordAttempt(id: string, before: EmailDelivery, after: EmailDelivery): Promise<boolean> {
    const result = await this.db
      .updateTable('outbox_emails')
      .set({
        status: after.status,
        attempts: after.attempts,
        last_error: after.lastError,
        last_attempt_at: after.lastAttemptAt,
        sent_at: after.sentAt,
      })
      .where('id', '=', id)
      .where('status', '=', before.status)
      .where('attempts', '=', before.attempts)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** An operator's retry of failed emails: pending again, with their attempts counted afresh. */
  async retryFailed(ids: readonly string[]): Promise<readonly string[]> {
    const valid = ids.filter(isUuid);
    if (valid.length === 0) return [];
    const rows = await this.db
      .updateTable('outbox_emails')
      .set({ status: 'pending', attempts: 0 })
      .where('id', 'in', valid)
      .where('status', '=', 'failed')
      .returning('id')
      .execute();
    return rows.map((row) => row.id);
  }
}

function toStoredEmail(row: Selectable<OutboxEmailsTable>): StoredEmail & OutboxEmail {
  const message = { to: row.to_address, subject: row.subject, text: row.text_body, html: row.html_body };
  const delivery: EmailDelivery = {
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    lastAttemptAt: row.last_attempt_at,
    sentAt: row.sent_at,
  };
  return { id: row.id, createdAt: row.created_at, ...message, ...delivery, message, delivery };
}
