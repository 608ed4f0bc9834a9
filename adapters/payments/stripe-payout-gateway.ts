import Stripe from 'stripe';
import type { PayoutGateway, TransferRequest } from '../../application/ports/payout-gateway';
import type { UserId } from '../../domain/shared/ids';
import { fail, ok } from '../../domain/shared/result';

/**
 * Affiliates paid through Stripe Connect: an Express account each, onboarded on Stripe's own pages, and a transfer
 * from the platform's balance per payout. The payout's id is the transfer's idempotency key and names its transfer
 * group, so a payout retried after an interruption, however much later, finds its transfer instead of making a
 * second one.
 */
export class StripePayoutGateway implements PayoutGateway {
  constructor(private readonly stripe: Stripe) {}

  async createPayoutAccount(user: { readonly id: UserId; readonly email: string }): Promise<string> {
    const account = await this.stripe.accounts.create(
      {
        type: 'express',
        email: user.email,
        capabilities: { transfers: { requested: true } },
        metadata: { userId: user.id },
      },
      { idempotencyKey: `payout-account-${user.id}` },
    );
    return account.id;
  }

  async onboardingUrl(accountId: string, urls: { readonly returnUrl: string; readonly refreshUrl: string }) {
    const link = await this.stripe.accountLinks.create({
      account: accountId,
      type: 'account_onboarding',
      return_url: urls.returnUrl,
      refresh_url: urls.refreshUrl,
    });
    return link.url;
  }

  async transfer(request: TransferRequest) {
    try {
      const earlier = await this.transferMadeFor(request.payoutId);
      if (earlier !== null) return ok({ transferId: earlier });
      const transfer = await this.stripe.transfers.create(
        {
          amount: request.amountMinor,
          currency: request.currency.toLowerCase(),
          destination: request.accountId,
          transfer_group: transferGroupOf(request.payoutId),
          metadata: { payoutId: request.payoutId },
        },
        { idempotencyKey: `payout-${request.payoutId}` },
      );
      return ok({ transferId: transfer.id });
    } catch (error) {
      if (isRefusal(error)) return fail({ kind: 'TransferRefused' as const, reason: error.message });
      throw error;
    }
  }

  /**
   * The transfer an earlier attempt made for this payout, if any. Stripe forgets idempotency keys after about a
   * day, so a payout left pending by a run that died after Stripe transferred (and retried at next month's run)
   * would otherwise be paid twice; its transfer group and metadata name the payout for good.
   */
  private async transferMadeFor(payoutId: string): Promise<string | null> {
    const made = await this.stripe.transfers.list({ transfer_group: transferGroupOf(payoutId), limit: 10 });
    // Even one reversed since counts: money that came back by hand is not for this run to send again.
    const transfer = made.data.find((candidate) => candidate.metadata['payoutId'] === payoutId);
    return transfer?.id ?? null;
  }
}

const transferGroupOf = (payoutId: string): string => `payout-${payoutId}`;

/**
 * Stripe said no to this request for good (a 4xx: no such account, transfers not enabled, insufficient platform
 * funds). A conflict (409, the same key in flight) and a rate limit (429) are worth retrying; so is anything
 * without an answer.
 */
function isRefusal(error: unknown): error is Stripe.errors.StripeError {
  if (!(error instanceof Stripe.errors.StripeError)) return false;
  const status = error.statusCode ?? 0;
  return status >= 400 && status < 500 && status !== 409 && status !== 429;
}
