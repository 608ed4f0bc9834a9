import type { CheckoutRequest, PaymentGateway } from '../../application/ports/payment-gateway';
import type { IdGenerator } from '../../application/ports/id-generator';
import type { CheckoutId } from '../../domain/shared/ids';

/**
 * The payment provider when no Stripe key is configured: a test-mode page on the app's own origin that takes no
 * money. Paying there drives the same completion code a Stripe webhook does, so a purchase works end to end offline.
 */
export class LocalPaymentGateway implements PaymentGateway {
  readonly provider = 'local' as const;

  constructor(
    /** Where the page is served on the app's own origin (adapters/http/payments/local-checkout-routes.ts). */
    private readonly pagesUrl: string,
    private readonly ids: IdGenerator,
  ) {}

  async customerFor(): Promise<null> {
    return null;
  }

  async createCheckout(_request: CheckoutRequest): Promise<{ id: CheckoutId; url: string }> {
    const id = `local_${this.ids.next()}` as CheckoutId;
    return { id, url: `${this.pagesUrl}/${id}` };
  }
}
