import type { Viewer } from '../../domain/accounts/viewer';
import { payoutsEnabled } from '../../domain/affiliates/payout';
import { fail, ok, type Result } from '../../domain/shared/result';
import type { PayoutGateway } from '../ports/payout-gateway';
import type { UnitOfWork } from '../ports/unit-of-work';

/** How the signed-in affiliate can be paid. */
export interface PayoutSetup {
  readonly payoutsEnabled: boolean;
  readonly hasBankDetails: boolean;
  /** A connected account exists, whether or not its onboarding is finished. */
  readonly payoutAccountStarted: boolean;
}

export type GetPayoutSetup = (viewer: Viewer) => Promise<PayoutSetup>;
export type StartPayoutOnboarding = (
  viewer: Viewer,
) => Promise<Result<{ readonly url: string }, { readonly kind: 'UserNotFound' }>>;
/** The local onboarding page finished (or left): what Stripe's `account.updated` event says for a real account. */
export type SetPayoutAccountEnabled = (accountId: string, enabled: boolean) => Promise<boolean>;

export function makeGetPayoutSetup(deps: { readonly uow: UnitOfWork }): GetPayoutSetup {
  return async (viewer) => {
    const options = await deps.uow.read(({ payouts }) => payouts.optionsOf(viewer.userId));
    if (options === null) return { payoutsEnabled: false, hasBankDetails: false, payoutAccountStarted: false };
    return {
      payoutsEnabled: payoutsEnabled(options),
      hasBankDetails: options.bankDetails !== null,
      payoutAccountStarted: options.payoutAccount !== null,
    };
  };
}

/**
 * `addInitialAffiliatePaymentDetails`: the affiliate's connected account (made on the first call, reused after)
 * and a fresh link to its onboarding page, which sends them back to their affiliate page.
 */
export function makeStartPayoutOnboarding(deps: {
  readonly uow: UnitOfWork;
  readonly gateway: PayoutGateway;
  readonly publicUrl: string;
}): StartPayoutOnboarding {
  return async (viewer) => {
    const found = await deps.uow.read(async ({ users, payouts }) => ({
      user: await users.findById(viewer.userId),
      options: await payouts.optionsOf(viewer.userId),
    }));
    if (found.user === null || found.options === null) return fail({ kind: 'UserNotFound' });
    let accountId = found.options.payoutAccount?.id ?? null;
    if (accountId === null) {
      const created = await deps.gateway.createPayoutAccount({ id: viewer.userId, email: found.user.email });
      accountId = await deps.uow.run(({ payouts }) => payouts.keepPayoutAccount(viewer.userId, created));
    }
    const page = `${deps.publicUrl}/user/profile/affiliate`;
    const url = await deps.gateway.onboardingUrl(accountId, {
      returnUrl: `${page}?payouts=returned`,
      refreshUrl: `${page}?payouts=expired`,
    });
    return ok({ url });
  };
}

export type GetPayoutAccount = (accountId: string) => Promise<{ readonly enabled: boolean } | null>;

export function makeGetPayoutAccount(deps: { readonly uow: UnitOfWork }): GetPayoutAccount {
  return (accountId) => deps.uow.read(({ payouts }) => payouts.payoutAccount(accountId));
}

export function makeSetPayoutAccountEnabled(deps: { readonly uow: UnitOfWork }): SetPayoutAccountEnabled {
  return (accountId, enabled) => deps.uow.run(({ payouts }) => payouts.setPayoutAccountEnabled(accountId, enabled));
}
