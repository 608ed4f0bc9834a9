import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';

const signer = new Stripe('sk_test_signer');

/** Posts `event` to the webhook route as Stripe would, signed with `secret` by the SDK's own test helper. */
export function deliverStripeEvent(app: FastifyInstance, secret: string, event: object, signature?: string) {
  const payload = JSON.stringify(event);
  return app.inject({
    method: 'POST',
    url: '/webhooks/stripe',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signature ?? signer.webhooks.generateTestHeaderString({ payload, secret }),
    },
    payload,
  });
}

/** A signature made with some other secret: what a forged delivery carries. */
export function forgedSignature(event: object): string {
  return signer.webhooks.generateTestHeaderString({ payload: JSON.stringify(event), secret: 'whsec_someone_else' });
}

/** A Stripe event of `type` about `object`. */
export function stripeEvent(id: string, type: string, object: object) {
  return { id, object: 'event', type, data: { object } };
}

/** checkout.session.completed for a paid payment-mode session; `session` adds fields (metadata, amount_total...). */
export function checkoutPaid(
  eventId: string,
  checkoutId: string,
  paymentIntent: string | null = null,
  session: object = {},
) {
  return stripeEvent(eventId, 'checkout.session.completed', {
    id: checkoutId,
    object: 'checkout.session',
    mode: 'payment',
    payment_status: 'paid',
    payment_intent: paymentIntent,
    ...session,
  });
}
