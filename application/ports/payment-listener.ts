import type { Checkout } from '../../domain/payments/checkout';
import type { RefundOutcome } from '../../domain/payments/refund';
import type { Repositories } from './unit-of-work';

/** A purchase just paid and credited, as other modules hear of it (the affiliate module earns its commission). */
export interface PaymentReceived {
  readonly checkout: Checkout;
  readonly at: Date;
}

/** A refund of a purchase, as other modules hear of it (the affiliate module reverses its commission). */
export interface PaymentRefunded {
  readonly checkout: Checkout;
  readonly outcome: RefundOutcome;
  readonly at: Date;
}

/**
 * Told of each payment and each refund once, inside the transaction that records it, so both stand or fall
 * together: a listener that fails rolls the payment's crediting back, and the provider delivers it again.
 */
export interface PaymentListener {
  paymentReceived(payment: PaymentReceived, repositories: Repositories): Promise<void>;
  paymentRefunded(refund: PaymentRefunded, repositories: Repositories): Promise<void>;
}
