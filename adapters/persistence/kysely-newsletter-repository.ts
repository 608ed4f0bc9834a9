import type { Kysely, Selectable } from 'kysely';
import type { NewsletterRepository, SubscriberTokenHashes } from '../../application/ports/newsletter-repository';
import type { NewsletterSubscriber, SubscriberId } from '../../domain/newsletter/newsletter-subscriber';
import type { DatabaseSchema, NewsletterSubscribersTable } from './database-schema';

type SubscriberRow = Selectable<NewsletterSubscribersTable>;
type TokenColumn = 'confirm_token_hash' | 'unsubscribe_token_hash';

const subscriberColumns = [
  'id',
  'email',
  'status',
  'created_at',
  'confirmed_at',
  'guide_sent_at',
  'unsubscribed_at',
] as const;

/**
 * newsletter_subscribers. Every write is one conditional statement (compare-and-set on status and guide_sent_at),
 * so two requests on one subscriber cannot both succeed, on PostgreSQL and PGlite alike, without a transaction.
 */
export class KyselyNewsletterRepository implements NewsletterRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  findByEmail(email: string): Promise<NewsletterSubscriber | null> {
    return this.findOne('email', email);
  }

  findByConfirmTokenHash(tokenHash: string): Promise<NewsletterSubscriber | null> {
    return this.findOne('confirm_token_hash', tokenHash);
  }

  findByUnsubscribeTokenHash(tokenHash: string): Promise<NewsletterSubscriber | null> {
    return this.findOne('unsubscribe_token_hash', tokenHash);
  }

  async add(subscriber: NewsletterSubscriber, tokens: SubscriberTokenHashes): Promise<boolean> {
    const inserted = await this.db
      .insertInto('newsletter_subscribers')
      .values({ ...toRow(subscriber), ...tokenColumns(tokens) })
      .onConflict((oc) => oc.column('email').doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  async update(
    current: NewsletterSubscriber,
    next: NewsletterSubscriber,
    tokens?: SubscriberTokenHashes,
  ): Promise<boolean> {
    const { id: _id, ...changes } = toRow(next);
    const result = await this.db
      .updateTable('newsletter_subscribers')
      .set({ ...changes, ...(tokens === undefined ? {} : tokenColumns(tokens)) })
      .where('id', '=', current.id)
      .where('status', '=', current.status)
      .where('guide_sent_at', current.guideSentAt === null ? 'is' : '=', current.guideSentAt)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  async remove(current: NewsletterSubscriber): Promise<boolean> {
    const result = await this.db
      .deleteFrom('newsletter_subscribers')
      .where('id', '=', current.id)
      .where('status', '=', current.status)
      .where('guide_sent_at', current.guideSentAt === null ? 'is' : '=', current.guideSentAt)
      .executeTakeFirst();
    return result.numDeletedRows === 1n;
  }

  private async findOne(column: 'email' | TokenColumn, value: string): Promise<NewsletterSubscriber | null> {
    const row = await this.db
      .selectFrom('newsletter_subscribers')
      .select(subscriberColumns)
      .where(column, '=', value)
      .executeTakeFirst();
    return row === undefined ? null : toSubscriber(row);
  }
}

function tokenColumns(tokens: SubscriberTokenHashes): Record<TokenColumn, string> {
  return { confirm_token_hash: tokens.confirm, unsubscribe_token_hash: tokens.unsubscribe };
}

function toRow(subscriber: NewsletterSubscriber): Omit<SubscriberRow, TokenColumn> {
  return {
    id: subscriber.id,
    email: subscriber.email,
    status: subscriber.status,
    created_at: subscriber.createdAt,
    confirmed_at: subscriber.confirmedAt,
    guide_sent_at: subscriber.guideSentAt,
    unsubscribed_at: subscriber.unsubscribedAt,
  };
}

function toSubscriber(row: Omit<SubscriberRow, TokenColumn>): NewsletterSubscriber {
  return {
    id: row.id as SubscriberId,
    email: row.email,
    status: row.status,
    createdAt: row.created_at,
    confirmedAt: row.confirmed_at,
    guideSentAt: row.guide_sent_at,
    unsubscribedAt: row.unsubscribed_at,
  };
}
