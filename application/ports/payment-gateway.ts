import type { PaymentProvider } from '../../domain/payments/checkout';
import type { Quote } from '../../domain/payments/price-table';
import type { CheckoutId, UserId } from '../../domain/shared/ids';

export interface CheckoutRequest {
  readonly userId: UserId;
  readonly email: string;
  /** The provider's customer for this user, from `customerFor`. */
  readonly customerId: string | null;
  readonly quote: Quote;
  /** Where the provider sends the owner after paying; the gateway adds `?checkout=<id>`. */
  readonly successUrl: string;
  readonly cancelUrl: string;
}

/** Takes payments: Stripe Checkout, or the local test-mode checkout when no Stripe key is configured. */
export interface PaymentGateway {
  readonly provider: PaymentProvider;
  /**
   * The provider's customer for the user, made on their first purchase and reused after; `existing` is the one
   * kept from before. Null where the provider has no customers (the local checkout).
   */
  customerFor(user: {
    readonly id: UserId;
    readonly email: string;
    readonly existing: string | null;
  }): Promise<string | null>;
  /** Starts a hosted payment page for the quote; its id names the checkout from then on. */
  createCheckout(request: CheckoutRequest): Promise<{ readonly id: CheckoutId; readonly url: string }>;
}
