import type Stripe from 'stripe';
import { z } from 'zod';
import type { PaymentEvent } from '../../application/payments/handle-payment-event';
import type { CheckoutClaim } from '../../domain/payments/checkout';
import type { PaidAmount } from '../../domain/payments/paid-amount';
import type { SavedCard } from '../../domain/payments/saved-card';
import type { CardUpdateId, CheckoutId } from '../../domain/shared/ids';

/** The card of a Stripe payment method; null for other kinds of payment method. */
export function savedCardOf(method: Stripe.PaymentMethod): SavedCard | null {
  const { card } = method;
  if (card === undefined || card === null) return null;
  return {
    paymentMethodId: method.id,
    brand: card.brand,
    last4: card.last4,
    expMonth: card.exp_month,
    expYear: card.exp_year,
  };
}

function idOf(value: string | { id: string } | null): string | null {
  return value === null ? null : typeof value === 'string' ? value : value.id;
}

/**
 * A completed setup-mode session names only its SetupIntent: the card is fetched from it, and made the customer's
 * default at Stripe too, so later charges and Stripe's own emails use the card the owner just chose.
 */
async function cardUpdateCompleted(
  stripe: Stripe,
  eventId: string,
  session: Stripe.Checkout.Session,
): Promise<PaymentEvent> {
  const setupIntentId = idOf(session.setup_intent);
  if (setupIntentId === null) return { id: eventId, type: 'other', providerType: 'checkout.session.completed' };
  const intent = await stripe.setupIntents.retrieve(setupIntentId, { expand: ['payment_method'] });
  const method = intent.payment_method;
  const card = method !== null && typeof method !== 'string' ? savedCardOf(method) : null;
  if (card === null) return { id: eventId, type: 'other', providerType: 'checkout.session.completed' };
  const customerId = idOf(session.customer);
  if (customerId !== null) {
    await stripe.customers.update(customerId, { invoice_settings: { default_payment_method: card.paymentMethodId } });
  }
  return { id: eventId, type: 'card_update_completed', cardUpdateId: session.id as CardUpdateId, card };
}

/** The metadata StripePaymentGateway.createCheckout gives a session; another product's sessions carry none of it. */
const checkoutMetadata = z.object({ userId: z.string().min(1) });
const purchaseMetadata = z.object({
  credits: z
    .string()
    .regex(/^[1-9][0-9]*$/)
    .transform(Number),
  priceVersion: z.string().min(1),
});

/**
 * What Stripe took for a session, in the currency the checkout was made in: with Adaptive Pricing the customer may
 * pay in their own currency, and `currency_conversion` then holds the amount in the session's source currency (the
 * checkout's, GBP). Null when the session says no amount.
 */
export function paidAmountOf(session: Stripe.Checkout.Session): PaidAmount | null {
  const conversion = session.currency_conversion ?? null;
  // `?? null` as well: an event's JSON may leave a field out rather than give it null.
  const amountMinor = conversion?.amount_total ?? session.amount_total ?? null;
  const currency = conversion?.source_currency ?? session.currency ?? null;
  if (amountMinor === null || currency === null) return null;
  return { amountMinor, currency: currency.toUpperCase() };
}

/**
 * Whose a paid session is by its metadata, and the purchase it claims (the amount from what Stripe took): null when
 * it names no user. Only a session paid in pounds with a whole purchase in its metadata can rebuild a checkout, and
 * only if the prices in force sell those sessions for that amount (handle-payment-event.ts): the metadata is
 * whatever the session's creator wrote.
 */
export function checkoutClaimOf(session: Stripe.Checkout.Session): CheckoutClaim | null {
  const owner = checkoutMetadata.safeParse(session.metadata ?? {});
  if (!owner.success) return null;
  const purchase = purchaseMetadata.safeParse(session.metadata);
  const paid = paidAmountOf(session);
  const complete = purchase.success && paid !== null && paid.amountMinor > 0 && paid.currency === 'GBP';
  return {
    provider: 'stripe',
    userId: owner.data.userId,
    purchase: complete
      ? {
          sessions: purchase.data.credits,
          amountMinor: paid.amountMinor,
          currency: 'GBP',
          priceVersion: purchase.data.priceVersion,
        }
      : null,
  };
}

/** What a verified Stripe event means to the product (ARCHITECTURE.md: only the parts it acts on). */
export async function paymentEventOf(stripe: Stripe, event: Stripe.Event): Promise<PaymentEvent> {
  const other: PaymentEvent = { id: event.id, type: 'other', providerType: event.type };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      if (session.mode === 'setup' && event.type === 'checkout.session.completed') {
        return cardUpdateCompleted(stripe, event.id, session);
      }
      // A completed session that is still unpaid (a delayed method) is credited by its async_payment_succeeded.
      if (session.mode !== 'payment' || session.payment_status !== 'paid') return other;
      const checkoutId = session.id as CheckoutId;
      return {
        id: event.id,
        type: 'checkout_paid',
        checkoutId,
        paymentReference: idOf(session.payment_intent),
        paid: paidAmountOf(session),
        // Set on the events of connected accounts (the Connect endpoint's): that money is theirs, never a purchase.
        paidToAccount: event.account ?? null,
        claim: checkoutClaimOf(session),
      };
    }
    case 'checkout.session.async_payment_failed':
      return { id: event.id, type: 'checkout_failed', checkoutId: event.data.object.id as CheckoutId };
    case 'checkout.session.expired': {
      const session = event.data.object;
      return session.mode === 'payment'
        ? { id: event.id, type: 'checkout_expired', checkoutId: session.id as CheckoutId }
        : other;
    }
    case 'payment_method.attached': {
      const card = savedCardOf(event.data.object);
      const customerId = idOf(event.data.object.customer);
      return card === null || customerId === null ? other : { id: event.id, type: 'card_attached', customerId, card };
    }
    case 'payment_method.updated':
    case 'payment_method.automatically_updated': {
      const card = savedCardOf(event.data.object);
      return card === null ? other : { id: event.id, type: 'card_changed', card };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const paymentReference = idOf(charge.payment_intent);
      if (paymentReference === null) return other;
      return { id: event.id, type: 'payment_refunded', paymentReference, refundedTotalMinor: charge.amount_refunded };
    }
    case 'charge.dispute.created':
    case 'charge.dispute.closed': {
      const dispute = event.data.object;
      const paymentReference = idOf(dispute.payment_intent);
      if (paymentReference === null) return other;
      const notice = { disputeId: dispute.id, paymentReference, amountMinor: dispute.amount };
      if (event.type === 'charge.dispute.created') return { id: event.id, type: 'payment_disputed', ...notice };
      // `warning_closed`: an inquiry that never became a chargeback, so no money left: as good as won.
      const status = dispute.status === 'lost' ? 'lost' : 'won';
      return { id: event.id, type: 'payment_dispute_closed', status, ...notice };
    }
    case 'account.updated': {
      const account = event.data.object;
      return {
        id: event.id,
        type: 'payout_account_updated',
        accountId: account.id,
        payoutsEnabled: account.payouts_enabled === true,
      };
    }
    default:
      return other;
  }
}
