import type { WebhookDeliveryId, UserId, WebhookId } from '../../domain/shared/ids';
import type { Webhook, WebhookKind } from '../../domain/webhooks/webhook';

export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';

/** One event sent (or being sent) to one endpoint, as the owner's log of deliveries shows it. */
export interface WebhookDelivery {
  readonly id: WebhookDeliveryId;
  readonly webhookId: WebhookId;
  /** The event's type, such as `test.decided`. */
  readonly event: string;
  readonly status: WebhookDeliveryStatus;
  readonly attempts: number;
  /** The last attempt's HTTP status code; null before any answer. */
  readonly lastStatusCode: number | null;
  /** Why the last attempt failed without an answer (a timeout, a refused address). */
  readonly lastError: string | null;
  readonly createdAt: Date;
  readonly lastAttemptAt: Date | null;
}

/** A delivery with what its attempt needs: the body as queued, and the endpoint with its secret. */
export interface DeliveryToSend {
  readonly delivery: WebhookDelivery;
  readonly body: string;
  readonly kind: WebhookKind;
  readonly url: string;
  /** The signed kind's secret; null for Slack. */
  readonly signingSecret: string | null;
}

/** An event to queue for every endpoint of an owner: its body for each kind of endpoint. */
export interface WebhookEvent {
  readonly type: string;
  readonly bodies: Readonly<Record<WebhookKind, string>>;
}

export interface WebhookRepository {
  add(webhook: Webhook, signingSecret: string | null): Promise<void>;
  countOf(userId: UserId): Promise<number>;
  /** The owner's endpoints, oldest first. */
  listOf(userId: UserId): Promise<Webhook[]>;
  find(userId: UserId, id: WebhookId): Promise<Webhook | null>;
  /** False when the owner has no such endpoint. Its deliveries go with it. */
  delete(userId: UserId, id: WebhookId): Promise<boolean>;
  /** Queues the event for each of the owner's endpoints (`ids` in order); returns the new deliveries' ids. */
  queueForOwner(
    userId: UserId,
    event: WebhookEvent,
    at: Date,
    ids: () => WebhookDeliveryId,
  ): Promise<WebhookDeliveryId[]>;
  /** The endpoint's latest deliveries, newest first. */
  deliveriesOf(userId: UserId, webhookId: WebhookId, limit: number): Promise<WebhookDelivery[]>;
  toSend(id: WebhookDeliveryId): Promise<DeliveryToSend | null>;
  /** Records an attempt: its outcome, answer and moment; `attempts` counts up by one. */
  recordAttempt(
    id: WebhookDeliveryId,
    attempt: {
      readonly status: WebhookDeliveryStatus;
      readonly statusCode: number | null;
      readonly error: string | null;
      readonly at: Date;
    },
  ): Promise<void>;
  /** Deliveries still pending that were queued before `before`: their jobs may have been lost. */
  pendingBefore(before: Date, limit: number): Promise<WebhookDeliveryId[]>;
}
