import type { CreditEntry } from '../sessions/credit-ledger';
import type { CheckoutId, UserId } from '../shared/ids';
import type { Quote } from './price-table';
import type { RefundState } from './refund';

/**
 * The provider that took a payment, as its adapter names itself (`stripe`, `local`, …): recorded with each
 * checkout, never decided on here (adapters/composition/payment-providers.ts chooses the provider).
 */
export type PaymentProvider = string;
/** `failed`: the provider could not take the money (a declined delayed payment); nothing was added. */
export type CheckoutStatus = 'open' | 'completed' | 'cancelled' | 'failed';

/** A purchase of sessions started with a payment provider, from the quote the owner saw. */
export interface Checkout {
  readonly id: CheckoutId;
  readonly userId: UserId;
  readonly provider: PaymentProvider;
  readonly sessions: number;
  readonly amountMinor: number;
  readonly currency: Quote['currency'];
  readonly priceVersion: string;
  readonly status: CheckoutStatus;
  readonly createdAt: Date;
  readonly completedAt: Date | null;
  /** The provider's id of the payment itself (a Stripe PaymentIntent), which refunds name; set once paid. */
  readonly paymentReference: string | null;
  readonly refunds: RefundState;
}

export const noRefunds: RefundState = { refundedMinor: 0, sessionsReversed: 0, sessionsWrittenOff: 0 };

/** The ledger entry a paid checkout adds: referenced by the checkout's id, so it can only ever be added once. */
export function purchaseCredit(checkout: Checkout, now: Date, entryId: string): CreditEntry {
  return {
    id: entryId,
    userId: checkout.userId,
    reason: 'purchase',
    reference: checkout.id,
    amount: checkout.sessions,
    createdAt: now,
  };
}

/**
 * What the provider's own record of a paid checkout says about it (the metadata this server gave it): whose it is
 * and, when complete, the purchase it was started for. It tells this server's checkouts from another product's on
 * a shared provider account, and lets a checkout whose row was never written (the server stopped between opening
 * the payment page and recording it) be rebuilt.
 */
export interface CheckoutClaim {
  /** The provider that took the payment. */
  readonly provider: PaymentProvider;
  /** The user the metadata names; not yet known to be one of this server's users. */
  readonly userId: string;
  /** Null when the metadata names a user but not the whole purchase. */
  readonly purchase: {
    readonly sessions: number;
    readonly amountMinor: number;
    readonly currency: Quote['currency'];
    readonly priceVersion: string;
  } | null;
}

/** The open checkout a claim describes, as start-checkout would have written it. */
export function rebuiltCheckout(
  id: CheckoutId,
  userId: UserId,
  provider: PaymentProvider,
  purchase: NonNullable<CheckoutClaim['purchase']>,
  now: Date,
): Checkout {
  return {
    id,
    userId,
    provider,
    ...purchase,
    status: 'open',
    createdAt: now,
    completedAt: null,
    paymentReference: null,
    refunds: noRefunds,
  };
}
