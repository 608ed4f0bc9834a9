import type { Checkout } from '../../domain/payments/checkout';
import type { Dispute } from '../../domain/payments/dispute';
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

/** A dispute (chargeback) of a purchase, opened or won, as other modules hear of it. */
export interface PaymentDisputed {
  readonly checkout: Checkout;
  readonly dispute: Dispute;
  readonly at: Date;
}

/**
 * Told of each payment and each refund once, inside the transaction that records it, so both stand or fall
 * together: a listener that fails rolls the payment's crediting back, and the provider delivers it again.
 */
export interface PaymentListener {
  paymentReceived(payment: PaymentReceived, repositories: Repositories): Promise<void>;
  paymentRefunded(refund: PaymentRefunded, repositories: Repositories): Promise<void>;
  /** A dispute took the payment's money back (for now: a won dispute is told with `disputeWon`). */
  paymentDisputed(disputed: PaymentDisputed, repositories: Repositories): Promise<void>;
  /** A dispute told with `paymentDisputed` was won: what it undid is done again. */
  disputeWon(disputed: PaymentDisputed, repositories: Repositories): Promise<void>;
}
