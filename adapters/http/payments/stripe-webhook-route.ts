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
      let event: Stripe.Event;
      try {
        event = deps.stripe.webhooks.constructEvent(req.body, signature, deps.webhookSecret);
      } catch {
        return reply.status(400).send({ error: 'The signature does not match the body.' });
      }
      const outcome = await deps.handlePaymentEvent(await deps.paymentEventOf(event));
      req.log.info({ eventId: event.id, eventType: event.type, outcome }, 'stripe event');
      return reply.send({ received: true, outcome });
    });
  });
}
