import type { CardUpdateRequest, CheckoutRequest, PaymentGateway } from '../../application/ports/payment-gateway';
import type { IdGenerator } from '../../application/ports/id-generator';
import type { CardUpdateId, CheckoutId, UserId } from '../../domain/shared/ids';

/** The local checkout's customer ids: one per user, so card updates work offline as they do with Stripe. */
export const localCustomerPrefix = 'local_cus_';

/**
 * The payment provider when no Stripe key is configured: test-mode pages on the app's own origin that take no
 * money. Paying or saving a card there drives the same code a Stripe webhook does, so purchases and card updates
 * work end to end offline.
 */
export class LocalPaymentGateway implements PaymentGateway {
  readonly provider = 'local' as const;

  constructor(
    /** Where the pages are served on the app's own origin (adapters/http/payments/local-checkout-routes.ts). */
    private readonly pagesUrl: string,
    private readonly ids: IdGenerator,
  ) {}

  async customerFor(user: { id: UserId; existing: string | null }): Promise<string> {
    return user.existing ?? `${localCustomerPrefix}${user.id}`;
  }

  async createCheckout(_request: CheckoutRequest): Promise<{ id: CheckoutId; url: string }> {
    const id = `local_${this.ids.next()}` as CheckoutId;
    return { id, url: `${this.pagesUrl}/${id}` };
  }

  async createCardUpdate(_request: CardUpdateRequest): Promise<{ id: CardUpdateId; url: string }> {
    const id = `local_setup_${this.ids.next()}` as CardUpdateId;
    return { id, url: `${this.pagesUrl}/card/${id}` };
  }
}
