import type { Checkout } from '../../domain/payments/checkout';
import type { RefundOutcome } from '../../domain/payments/refund';
import type { Repositories } from './unit-of-work';

/** A refund of a purchase, as other modules hear of it (the affiliate module reverses its commission). */
export interface PaymentRefunded {
  readonly checkout: Checkout;
  readonly outcome: RefundOutcome;
  readonly at: Date;
}

/** Told of each refund inside the transaction that records it, so both stand or fall together. */
export interface RefundListener {
  paymentRefunded(refund: PaymentRefunded, repositories: Repositories): Promise<void>;
}
