import type { Checkout, CheckoutClaim } from './checkout';
import { quote, type PriceTable } from './price-table';

/** What the provider says it took for a checkout, in the checkout's own currency (ISO 4217, upper case). */
export interface PaidAmount {
  readonly amountMinor: number;
  readonly currency: string;
}

/**
 * Why a payment the provider confirmed credits nothing. Each is money taken that an operator must look into, and
 * most likely refund: none is what this server's own checkouts ever send.
 * - `PaidElsewhere`: the payment went to another Stripe account (a connected account), not to this platform.
 * - `PriceVersionUnknown`: the claim names prices that are not the ones in force.
 * - `NotPurchasable`: no checkout of this server's could have asked for that many sessions.
 * - `AmountNotAsPriced`: what was paid is not what the sessions cost (or not what the checkout asked for).
 */
export type PaymentMismatch =
  | { readonly kind: 'PaidElsewhere'; readonly account: string }
  | { readonly kind: 'PriceVersionUnknown'; readonly inForce: string }
  | { readonly kind: 'NotPurchasable' }
  | { readonly kind: 'AmountNotAsPriced'; readonly expectedMinor: number; readonly expectedCurrency: string };

/**
 * Whether a claim rebuilt from the provider's metadata (a checkout this server has no row of) is a purchase the
 * prices in force sell for exactly what was paid: metadata is whatever the session's creator wrote, so the
 * sessions it names are credited only when the amount buys them. Null when it is.
 */
export function claimedPurchaseMismatch(
  purchase: NonNullable<CheckoutClaim['purchase']>,
  table: PriceTable,
): PaymentMismatch | null {
  if (purchase.priceVersion !== table.version) return { kind: 'PriceVersionUnknown', inForce: table.version };
  const priced = quote(table, purchase.sessions);
  if (!priced.ok) return { kind: 'NotPurchasable' };
  const { amountMinor, currency } = priced.value;
  if (purchase.amountMinor !== amountMinor || purchase.currency !== currency) {
    return { kind: 'AmountNotAsPriced', expectedMinor: amountMinor, expectedCurrency: currency };
  }
  return null;
}

/** Whether a known checkout was paid what it asked for; null when it was, or when the provider did not say. */
export function checkoutPaymentMismatch(checkout: Checkout, paid: PaidAmount | null): PaymentMismatch | null {
  if (paid === null) return null;
  if (paid.amountMinor === checkout.amountMinor && paid.currency === checkout.currency) return null;
  return { kind: 'AmountNotAsPriced', expectedMinor: checkout.amountMinor, expectedCurrency: checkout.currency };
}
