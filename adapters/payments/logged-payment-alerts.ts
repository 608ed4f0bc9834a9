import type { PaymentAlerts, RefusedPayment } from '../../application/ports/payment-alerts';
import type { PaymentMismatch } from '../../domain/payments/paid-amount';
import type { Logger } from '../logging/create-logger';

/** What an operator reads about each kind of refused payment. */
function why(mismatch: PaymentMismatch): string {
  switch (mismatch.kind) {
    case 'PaidElsewhere':
      return `it was paid to another Stripe account (${mismatch.account}), not to this platform`;
    case 'PriceVersionUnknown':
      return `its metadata names prices that are not in force (${mismatch.inForce} is)`;
    case 'NotPurchasable':
      return 'no checkout can ask for that many sessions';
    case 'AmountNotAsPriced':
      return `the amount paid is not the price (${mismatch.expectedMinor} ${mismatch.expectedCurrency} minor units)`;
    default: {
      const unknown: never = mismatch;
      throw new Error(`unknown payment mismatch ${JSON.stringify(unknown)}`);
    }
  }
}

/**
 * Refused payments go to the server's log at error level, with every id an operator needs to find the payment in
 * the Stripe dashboard and refund it (docs/operations.md, Payments). Nothing is credited for them.
 */
export class LoggedPaymentAlerts implements PaymentAlerts {
  constructor(private readonly logger: Logger) {}

  paymentRefused(refused: RefusedPayment): void {
    this.logger.error(
      { paymentRefused: refused },
      `payment ${refused.checkoutId} credited nothing: ${why(refused.mismatch)}; look into it, and refund it`,
    );
  }
}
