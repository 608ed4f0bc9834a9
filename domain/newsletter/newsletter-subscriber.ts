import type { Brand } from '../shared/brand';

export type SubscriberId = Brand<string, 'SubscriberId'>;

/**
 * Double opt-in: an address is `pending` until its owner clicks the link in the confirmation email, and nothing but
 * that one email goes to a pending address. `unsubscribed` is kept (not deleted) so a later sign-up is a new opt-in.
 */
export type SubscriberStatus = 'pending' | 'confirmed' | 'unsubscribed';

export interface NewsletterSubscriber {
  readonly id: SubscriberId;
  /** Normalised, as accounts' are: `Ann@Example.com ` and `ann@example.com` are one subscriber. */
  readonly email: string;
  readonly status: SubscriberStatus;
  readonly createdAt: Date;
  readonly confirmedAt: Date | null;
  /** When the guide email was handed to the mailer: set once, so the guide goes out once per opt-in. */
  readonly guideSentAt: Date | null;
  readonly unsubscribedAt: Date | null;
}
