import type { PaymentMismatch, PaidAmount } from '../../domain/payments/paid-amount';

/** A payment the provider confirmed that credited nothing: what an operator needs to find it and refund it. */
export interface RefusedPayment {
  /** The provider's event. */
  readonly eventId: string;
  readonly checkoutId: string;
  /** The account the checkout or its metadata names, if any. */
  readonly userId: string | null;
  /** The sessions and price version the metadata claims, when the checkout was rebuilt from it. */
  readonly claimed: { readonly sessions: number; readonly priceVersion: string } | null;
  readonly paid: PaidAmount | null;
  readonly mismatch: PaymentMismatch;
}

/** Where refused payments are told, for an operator (the server's log, at error level). */
export interface PaymentAlerts {
  paymentRefused(refused: RefusedPayment): void;
}
