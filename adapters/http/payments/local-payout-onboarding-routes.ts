import type { FastifyInstance } from 'fastify';
import type { GetPayoutAccount, SetPayoutAccountEnabled } from '../../../application/affiliates/payout-setup';
import { actionButton, htmlReply, localCheckoutPage, localCheckoutPath, notFoundPage } from './local-checkout-page';

export interface LocalPayoutOnboardingDependencies {
  readonly payoutAccountForPage: GetPayoutAccount;
  readonly setPayoutAccountEnabled: SetPayoutAccountEnabled;
}

/** Where the local onboarding pages live; LocalPayoutGateway links here. */
export const localPayoutOnboardingPath = `${localCheckoutPath}/payouts`;

const affiliatePage = '/user/profile/affiliate';

/**
 * Stripe Connect onboarding, offline: Enable payouts marks the affiliate's account as taking payouts, through the
 * same code Stripe's `account.updated` event reaches, and sends them back to their affiliate page as Stripe would.
 */
export function registerLocalPayoutOnboardingRoutes(
  app: FastifyInstance,
  deps: LocalPayoutOnboardingDependencies,
): void {
  app.get<{ Params: { id: string } }>(`${localPayoutOnboardingPath}/:id`, async (req, reply) => {
    const account = await deps.payoutAccountForPage(req.params.id);
    if (account === null) return htmlReply(reply).status(404).send(notFoundPage);
    const base = `${localPayoutOnboardingPath}/${encodeURIComponent(req.params.id)}`;
    const body = account.enabled
      ? `<p>Payouts are enabled for this account already.</p>
<div class="pay">${actionButton(`${base}/cancel`, 'Back to your affiliate page', 'pay__cancel')}</div>`
      : `<p>Stripe would ask for your identity and bank account here. In test mode, enabling payouts is one click.</p>
<div class="pay">
  ${actionButton(`${base}/enable`, 'Enable payouts', 'pay__confirm')}
  ${actionButton(`${base}/cancel`, 'Cancel', 'pay__cancel')}
</div>`;
    return htmlReply(reply).send(localCheckoutPage('Set up affiliate payouts', body));
  });

  app.post<{ Params: { id: string } }>(`${localPayoutOnboardingPath}/:id/enable`, async (req, reply) => {
    if (!(await deps.setPayoutAccountEnabled(req.params.id, true))) {
      return htmlReply(reply).status(404).send(notFoundPage);
    }
    return reply.redirect(`${affiliatePage}?payouts=returned`, 303);
  });

  app.post<{ Params: { id: string } }>(`${localPayoutOnboardingPath}/:id/cancel`, async (_req, reply) =>
    reply.redirect(affiliatePage, 303),
  );
}
