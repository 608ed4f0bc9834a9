import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { HandlePaymentEvent, PaymentEvent } from '../../../application/payments/handle-payment-event';

export const stripeWebhookPath = '/webhooks/stripe';

/**
 * POST /webhooks/stripe: the raw body (a buffer parser scoped to this route, since the signature covers the exact
 * bytes) checked against the Stripe-Signature header; a bad or missing signature is 400 and changes nothing. A
 * verified event is handled once; a failure answers 500, so Stripe delivers it again.
 */
export async function registerStripeWebhookRoute(
  app: FastifyInstance,
  deps: {
    readonly stripe: Stripe;
    readonly webhookSecret: string;
    readonly paymentEventOf: (event: Stripe.Event) => Promise<PaymentEvent>;
    readonly handlePaymentEvent: HandlePaymentEvent;
  },
): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    scope.post(stripeWebhookPath, async (req, reply) => {
      const signature = req.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(req.body)) {
        return reply.status(400).send({ error: 'The Stripe-Signature header and a body are required.' });
      }
      const event = verifiedEvent(deps.stripe, req.body, signature, deps.webhookSecret);
      if (event === null) return reply.status(400).send({ error: 'The signature does not match the body.' });
      const outcome = await deps.handlePaymentEvent(await deps.paymentEventOf(event));
      req.log.info({ eventId: event.id, eventType: event.type, outcome }, 'stripe event');
      return reply.send({ received: true, outcome });
    });
  });
}

/**
 * The event, if its signature matches one of the secrets. Several are allowed (comma-separated) because Stripe
 * signs the events of connected accounts (affiliates' payout accounts) with the secret of a second, Connect,
 * endpoint at the same address.
 */
function verifiedEvent(stripe: Stripe, body: Buffer, signature: string, secrets: string): Stripe.Event | null {
  for (const secret of secrets.split(',')) {
    try {
      return stripe.webhooks.constructEvent(body, signature, secret.trim());
    } catch {
      // Try the next secret.
    }
  }
  return null;
}
