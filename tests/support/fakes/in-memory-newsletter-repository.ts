import type { NewsletterRepository, SubscriberTokenHashes } from '../../../application/ports/newsletter-repository';
import type { NewsletterSubscriber } from '../../../domain/newsletter/newsletter-subscriber';

interface StoredSubscriber {
  readonly subscriber: NewsletterSubscriber;
  readonly tokens: SubscriberTokenHashes;
}

/** Subscribers in a map, with the real adapter's compare-and-set on status and guideSentAt. */
export class InMemoryNewsletterRepository implements NewsletterRepository {
  readonly rows = new Map<string, StoredSubscriber>();
  /** Run (once) just before the next write goes ahead, to play another request that gets there first. */
  beforeNextWrite: (() => Promise<unknown>) | null = null;

  async findByEmail(email: string): Promise<NewsletterSubscriber | null> {
    return this.find((row) => row.subscriber.email === email);
  }

  async findByConfirmTokenHash(tokenHash: string): Promise<NewsletterSubscriber | null> {
    return this.find((row) => row.tokens.confirm === tokenHash);
  }

  async findByUnsubscribeTokenHash(tokenHash: string): Promise<NewsletterSubscriber | null> {
    return this.find((row) => row.tokens.unsubscribe === tokenHash);
  }

  async add(subscriber: NewsletterSubscriber, tokens: SubscriberTokenHashes): Promise<boolean> {
    await this.interleave();
    if ([...this.rows.values()].some((row) => row.subscriber.email === subscriber.email)) return false;
    this.rows.set(subscriber.id, { subscriber, tokens });
    return true;
  }

  async update(
    current: NewsletterSubscriber,
    next: NewsletterSubscriber,
    tokens?: SubscriberTokenHashes,
  ): Promise<boolean> {
    await this.interleave();
    const stored = this.rows.get(current.id);
    if (stored === undefined || !unchanged(stored.subscriber, current)) return false;
    this.rows.set(current.id, { subscriber: next, tokens: tokens ?? stored.tokens });
    return true;
  }

  async remove(current: NewsletterSubscriber): Promise<boolean> {
    await this.interleave();
    const stored = this.rows.get(current.id);
    if (stored === undefined || !unchanged(stored.subscriber, current)) return false;
    this.rows.delete(current.id);
    return true;
  }

  private find(match: (row: StoredSubscriber) => boolean): NewsletterSubscriber | null {
    return [...this.rows.values()].find(match)?.subscriber ?? null;
  }

  private async interleave(): Promise<void> {
    const other = this.beforeNextWrite;
    this.beforeNextWrite = null;
    await other?.();
  }
}

function unchanged(stored: NewsletterSubscriber, read: NewsletterSubscriber): boolean {
  return stored.status === read.status && stored.guideSentAt?.getTime() === read.guideSentAt?.getTime();
}
