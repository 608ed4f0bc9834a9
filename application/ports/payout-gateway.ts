import type { Result } from '../../domain/shared/result';
import type { UserId } from '../../domain/shared/ids';

export interface TransferRequest {
  /**
   * The payout's id: the provider's idempotency key, and kept with the transfer, so retrying a payout never transfers
   * twice, even after the provider has forgotten the key.
   */
  readonly payoutId: string;
  readonly accountId: string;
  readonly amountMinor: number;
  readonly currency: 'GBP';
}

/** The provider refused the transfer for good (a closed account, say): the money stays with the affiliate. */
export type TransferRefused = { readonly kind: 'TransferRefused'; readonly reason: string };

/**
 * Pays affiliates through connected accounts: Stripe Connect, or the local test-mode stand-in without Stripe keys.
 * `transfer` throws when the outcome is unknown (the provider could not be reached), so it is tried again later.
 */
export interface PayoutGateway {
  /** A new connected account for the user to be paid through. */
  createPayoutAccount(user: { readonly id: UserId; readonly email: string }): Promise<string>;
  /** The page where the user finishes setting up the account; `returnUrl` is where it sends them after. */
  onboardingUrl(accountId: string, urls: { readonly returnUrl: string; readonly refreshUrl: string }): Promise<string>;
  transfer(request: TransferRequest): Promise<Result<{ readonly transferId: string }, TransferRefused>>;
}
