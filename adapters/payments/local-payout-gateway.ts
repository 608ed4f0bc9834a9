import type { IdGenerator } from '../../application/ports/id-generator';
import type { PayoutGateway, TransferRequest } from '../../application/ports/payout-gateway';
import { ok } from '../../domain/shared/result';

/**
 * Affiliate payouts without Stripe keys: onboarding is a test-mode page on the app's own origin, and transfers
 * succeed at once without moving money (the payout is still recorded, so balances behave as with Stripe).
 */
export class LocalPayoutGateway implements PayoutGateway {
  /** `pagesUrl`: where the onboarding page is served (adapters/http/payments/local-payout-onboarding-routes.ts). */
  constructor(
    private readonly pagesUrl: string,
    private readonly ids: IdGenerator,
  ) {}

  /** A random id: the onboarding page is reached by it, so it must not be guessable from the user's id. */
  async createPayoutAccount(): Promise<string> {
    return `local_acct_${this.ids.next()}`;
  }

  async onboardingUrl(accountId: string): Promise<string> {
    return `${this.pagesUrl}/${accountId}`;
  }

  async transfer(request: TransferRequest) {
    return ok({ transferId: `local_tr_${request.payoutId}` });
  }
}
