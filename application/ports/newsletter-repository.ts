import type { NewsletterSubscriber } from '../../domain/newsletter/newsletter-subscriber';

/** The hashes of a subscription's two link secrets; the secrets themselves are only ever in emails. */
export interface SubscriberTokenHashes {
  readonly confirm: string;
  readonly unsubscribe: string;
}

/**
 * Newsletter subscribers, one per (normalised) email address. Writes are compare-and-set against the subscriber as
 * it was read, so two requests racing on one subscriber (two clicks on a link) cannot both act on it.
 */
export interface NewsletterRepository {
  findByEmail(email: string): Promise<NewsletterSubscriber | null>;
  findByConfirmTokenHash(tokenHash: string): Promise<NewsletterSubscriber | null>;
  findByUnsubscribeTokenHash(tokenHash: string): Promise<NewsletterSubscriber | null>;
  /** Adds a subscriber; false when its email is there already (a sign-up that raced this one). */
  add(subscriber: NewsletterSubscriber, tokens: SubscriberTokenHashes): Promise<boolean>;
  /**
   * Writes `next` (and new token hashes, when given) only while the stored subscriber still has `current`'s status
   * and guideSentAt; false when another request changed it in between.
   */
  update(current: NewsletterSubscriber, next: NewsletterSubscriber, tokens?: SubscriberTokenHashes): Promise<boolean>;
  /** Removes the subscriber while it is still as `current`; false when it has changed. */
  remove(current: NewsletterSubscriber): Promise<boolean>;
}
