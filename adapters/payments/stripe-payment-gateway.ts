import Stripe from 'stripe';
import type { CardUpdateRequest, CheckoutRequest, PaymentGateway } from '../../application/ports/payment-gateway';
import type { CardUpdateId, CheckoutId, UserId } from '../../domain/shared/ids';
import { localCustomerPrefix } from './local-payment-gateway';

/** Where the SDK sends its requests: Stripe itself unless a stand-in is named (tests, stripe-mock). */
export function stripeClient(secretKey: string, apiUrl: string | null): Stripe {
  if (apiUrl === null) return new Stripe(secretKey, { maxNetworkRetries: 2 });
  const url = new URL(apiUrl);
  return new Stripe(secretKey, {
    host: url.hostname,
    port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
    maxNetworkRetries: 0,
  });
}

/**
 * Stripe Checkout in payment mode, for the quoted amount as one line. The metadata names the user, the sessions and
 * the price version, so a payment can be traced (and, if the checkout row were ever missing, rebuilt) from Stripe
 * alone. Stripe fills in `{CHECKOUT_SESSION_ID}` in the success address.
 */
export class StripePaymentGateway implements PaymentGateway {
  readonly provider = 'stripe' as const;

  constructor(private readonly stripe: Stripe) {}

  async customerFor(user: { id: UserId; email: string; existing: string | null }): Promise<string> {
    // A customer of the local test-mode checkout (from before Stripe was configured) is not one Stripe knows.
    if (user.existing !== null && !user.existing.startsWith(localCustomerPrefix)) return user.existing;
    const customer = await this.stripe.customers.create(
      { email: user.email, metadata: { userId: user.id } },
      // A retried first purchase must not make a second customer.
      { idempotencyKey: `customer-${user.id}` },
    );
    return customer.id;
  }

  async createCheckout(request: CheckoutRequest): Promise<{ id: CheckoutId; url: string }> {
    const { quote } = request;
    const session = await this.stripe.checkout.sessions.create({
      mode: 'payment',
      customer: request.customerId,
      client_reference_id: request.userId,
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: quote.currency.toLowerCase(),
            unit_amount: quote.amountMinor,
            product_data: { name: `${quote.sessions.toLocaleString('en-GB')} Splitpenny test sessions` },
          },
        },
      ],
      metadata: { userId: request.userId, credits: String(quote.sessions), priceVersion: quote.priceVersion },
      // The card is kept with the customer, so the account shows it and the owner is asked to renew it in time.
      payment_intent_data: { setup_future_usage: 'off_session' },
      success_url: `${request.successUrl}?checkout={CHECKOUT_SESSION_ID}`,
      cancel_url: request.cancelUrl,
    });
    if (session.url === null) throw new Error(`Stripe gave checkout session ${session.id} no payment page`);
    return { id: session.id as CheckoutId, url: session.url };
  }

  async createCardUpdate(request: CardUpdateRequest): Promise<{ id: CardUpdateId; url: string }> {
    const session = await this.stripe.checkout.sessions.create({
      mode: 'setup',
      customer: request.customerId,
      currency: 'gbp',
      allowed_payment_method_types: ['card'],
      client_reference_id: request.userId,
      metadata: { userId: request.userId },
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
    });
    if (session.url === null) throw new Error(`Stripe gave card update session ${session.id} no page`);
    return { id: session.id as CardUpdateId, url: session.url };
  }
}
