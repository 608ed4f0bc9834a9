import type { PaymentProvider } from '../../domain/payments/checkout';
import type { Quote } from '../../domain/payments/price-table';
import type { CardUpdateId, CheckoutId, UserId } from '../../domain/shared/ids';

export interface CheckoutRequest {
  readonly userId: UserId;
  readonly email: string;
  /** The provider's customer for this user, from `customerFor`. */
  readonly customerId: string;
  readonly quote: Quote;
  /** Where the provider sends the owner after paying; the gateway adds `?checkout=<id>`. */
  readonly successUrl: string;
  readonly cancelUrl: string;
}

export interface CardUpdateRequest {
  readonly userId: UserId;
  /** The user's own customer at the provider, whose default card the page replaces. */
  readonly customerId: string;
  /** Where the provider sends the owner once the card is saved, or when they leave without saving one. */
  readonly successUrl: string;
  readonly cancelUrl: string;
}

/** Takes payments: Stripe Checkout, or the local test-mode checkout when no Stripe key is configured. */
export interface PaymentGateway {
  readonly provider: PaymentProvider;
  /**
   * The provider's customer for the user, made on their first purchase and reused after; `existing` is the one
   * kept from before.
   */
  customerFor(user: { readonly id: UserId; readonly email: string; readonly existing: string | null }): Promise<string>;
  /** Starts a hosted payment page for the quote; its id names the checkout from then on. */
  createCheckout(request: CheckoutRequest): Promise<{ readonly id: CheckoutId; readonly url: string }>;
  /** Starts a hosted page that saves a new card for the customer (Stripe Checkout in setup mode). */
  createCardUpdate(request: CardUpdateRequest): Promise<{ readonly id: CardUpdateId; readonly url: string }>;
}
