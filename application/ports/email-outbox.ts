import type { EmailDelivery } from '../../domain/shared/email-delivery';
import type { EmailMessage } from './mailer';

export interface OutboxEmail {
  readonly id: string;
  readonly message: EmailMessage;
  readonly delivery: EmailDelivery;
}

/** The emails written by the flows that send them, each with where its delivery stands. */
export interface EmailOutbox {
  find(id: string): Promise<OutboxEmail | null>;
  /** Records the delivery after an attempt, unless another attempt has recorded one since this one began. */
  recordAttempt(id: string, before: EmailDelivery, after: EmailDelivery): Promise<boolean>;
}
