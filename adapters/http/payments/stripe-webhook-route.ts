import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { HandlePaymentEvent, PaymentEvent } from '../../../application/payments/handle-payment-event';
import type { CheckoutId } from '../../../domain/shared/ids';

export const stripeWebhookPath = '/webhooks/stripe';

/** The parts of a verified Stripe event the product acts on. */
function paymentEventOf(event: Stripe.Event): PaymentEvent {
  if (event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded') {
    const session = event.data.object;
    // A completed session that is still unpaid (a delayed method) is credited by its async_payment_succeeded.
    if (session.mode === 'payment' && session.payment_status === 'paid') {
      return { id: event.id, type: 'checkout_paid', checkoutId: session.id as CheckoutId };
    }
  }
  if (event.type === 'checkout.session.async_payment_failed') {
    return { id: event.id, type: 'checkout_failed', checkoutId: event.data.object.id as CheckoutId };
  }
  if (event.type === 'checkout.session.expired') {
    return { id: event.id, type: 'checkout_expired', checkoutId: event.data.object.id as CheckoutId };
  }
  return { id: event.id, type: 'other', providerType: event.type };
}

/**
 * POST /webhooks/stripe: the raw body (a buffer parser scoped to this route, since the signature covers the exact
 * bytes) checked against the Stripe-Signature header; a bad or missing signature is 400 and changes nothing. A
 * verified event is handled once; a failure answers 500, so Stripe delivers it again.
 */
export async function registerStripeWebhookRoute(
  app: FastifyInstance,
  deps: { readonly stripe: Stripe; readonly webhookSecret: string; readonly handlePaymentEvent: HandlePaymentEvent },
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
      const outcome = await deps.handlePaymentEvent(paymentEventOf(event));
      req.log.info({ eventId: event.id, eventType: event.type, outcome }, 'stripe event');
      return reply.send({ received: true, outcome });
    });
  });
}
