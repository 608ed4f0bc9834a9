import type { WebhookDeliveryId } from '../../domain/shared/ids';
import { attemptOutcome, type WebhookDeliveryPolicy } from '../../domain/webhooks/webhook-delivery';
import type { Clock } from '../ports/clock';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { WebhookSender } from '../ports/webhook-sender';

export type WebhookDeliveryOutcome =
  | { readonly kind: 'delivered'; readonly attempts: number; readonly statusCode: number }
  | { readonly kind: 'retrying'; readonly attempts: number; readonly error: string }
  | { readonly kind: 'failed'; readonly attempts: number; readonly error: string }
  /** Delivered or failed already: nothing done. */
  | { readonly kind: 'not-due' }
  /** No such delivery: its endpoint was deleted, or its writer's transaction never committed. */
  | { readonly kind: 'missing' };

/** One attempt at one webhook delivery; the job queue retries a `retrying` one after its back-off. */
export type DeliverWebhook = (deliveryId: WebhookDeliveryId) => Promise<WebhookDeliveryOutcome>;

export function makeDeliverWebhook(deps: {
  readonly uow: UnitOfWork;
  readonly sender: WebhookSender;
  readonly clock: Clock;
  readonly policy: WebhookDeliveryPolicy;
}): DeliverWebhook {
  return async (deliveryId) => {
    const found = await deps.uow.read(({ webhooks }) => webhooks.toSend(deliveryId));
    if (found === null) return { kind: 'missing' };
    if (found.delivery.status !== 'pending') return { kind: 'not-due' };
    const at = deps.clock.now();
    const answer = await deps.sender.send({
      url: found.url,
      body: found.body,
      signingSecret: found.kind === 'signed' ? found.signingSecret : null,
      at,
      deliveryId,
    });
    const result = answer.kind === 'answered' ? { statusCode: answer.statusCode } : { error: answer.error };
    const outcome = attemptOutcome(result, found.delivery.attempts, deps.policy);
    const statusCode = answer.kind === 'answered' ? answer.statusCode : null;
    const error =
      answer.kind === 'answered' ? (outcome === 'delivered' ? null : `HTTP ${answer.statusCode}`) : answer.error;
    await deps.uow.read(({ webhooks }) =>
      webhooks.recordAttempt(deliveryId, {
        status: outcome === 'retry' ? 'pending' : outcome,
        statusCode,
        error,
        at,
      }),
    );
    const attempts = found.delivery.attempts + 1;
    if (outcome === 'delivered') return { kind: 'delivered', attempts, statusCode: statusCode ?? 200 };
    return outcome === 'failed'
      ? { kind: 'failed', attempts, error: error ?? '' }
      : { kind: 'retrying', attempts, error: error ?? '' };
  };
}
