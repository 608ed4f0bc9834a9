import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import type { GetCheckoutForPayment } from '../../../application/payments/get-checkout';
import type { CancelCheckout, CompleteCheckout, FailCheckout } from '../../../application/payments/settle-checkout';
import { formatPence } from '../../../domain/payments/money';
import type { SavedCard } from '../../../domain/payments/saved-card';
import type { CheckoutId } from '../../../domain/shared/ids';
import { escapeHtml } from '../html-page';
import { registerLocalCardUpdateRoutes, type LocalCardUpdateDependencies } from './local-card-update-routes';
import {
  registerLocalPayoutOnboardingRoutes,
  type LocalPayoutOnboardingDependencies,
} from './local-payout-onboarding-routes';
import { actionButton, htmlReply, localCheckoutPage, localCheckoutPath, notFoundPage } from './local-checkout-page';

export { localCheckoutPath } from './local-checkout-page';

export interface LocalCheckoutDependencies extends LocalCardUpdateDependencies, LocalPayoutOnboardingDependencies {
  readonly checkoutForPayment: GetCheckoutForPayment;
  readonly completeCheckout: CompleteCheckout;
  readonly cancelCheckout: CancelCheckout;
  readonly failCheckout: FailCheckout;
}

const closedAs = { completed: 'paid already', cancelled: 'cancelled', failed: 'closed: its payment failed' } as const;

/** The card every local payment is made with; like a card used at Stripe Checkout, it is kept as the owner's card. */
export function localTestCard(checkoutId: CheckoutId, now: Date): SavedCard {
  return {
    paymentMethodId: `local_pm_${checkoutId}`,
    brand: 'visa',
    last4: '4242',
    expMonth: 12,
    expYear: now.getUTCFullYear() + 3,
  };
}

/**
 * The local checkout: a clearly labelled test-mode payment page on the app's own origin, used when no Stripe key is
 * configured. Pay completes the checkout through the same code a Stripe webhook reaches; Decline fails it as a
 * declined payment would; Cancel closes it. Each then sends the owner where Stripe would.
 */
export async function registerLocalCheckoutRoutes(
  app: FastifyInstance,
  deps: LocalCheckoutDependencies,
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(formbody);
    registerPaymentPage(scope, deps);
    registerLocalCardUpdateRoutes(scope, deps);
    registerLocalPayoutOnboardingRoutes(scope, deps);
  });
}

function registerPaymentPage(app: FastifyInstance, deps: LocalCheckoutDependencies): void {
  app.get<{ Params: { id: string } }>(`${localCheckoutPath}/:id`, async (req, reply) => {
    const checkout = await deps.checkoutForPayment(req.params.id as CheckoutId);
    if (checkout === null) return htmlReply(reply).status(404).send(notFoundPage);
    const base = `${localCheckoutPath}/${encodeURIComponent(checkout.id)}`;
    const what = `${checkout.sessions.toLocaleString('en-GB')} test sessions`;
    const price = formatPence(checkout.amountMinor);
    const card = localTestCard(checkout.id, new Date());
    const state =
      checkout.status === 'open'
        ? `<p>Paid with the test card Visa ending ${card.last4} (expires ${card.expMonth}/${card.expYear}), which is kept as your card.</p>
<div class="pay">
  ${actionButton(`${base}/pay`, `Pay ${price}`, 'pay__confirm')}
  ${actionButton(`${base}/decline`, 'Decline the payment', 'pay__decline')}
  ${actionButton(`${base}/cancel`, 'Cancel', 'pay__cancel')}
</div>`
        : `<p>This checkout is ${closedAs[checkout.status]}.</p>`;
    return htmlReply(reply).send(
      localCheckoutPage(
        'Splitpenny checkout',
        `<p>${escapeHtml(what)} for <strong>${escapeHtml(price)}</strong></p>\n${state}`,
      ),
    );
  });

  app.post<{ Params: { id: string } }>(`${localCheckoutPath}/:id/pay`, async (req, reply) => {
    const id = req.params.id as CheckoutId;
    const completed = await deps.completeCheckout(id, { card: localTestCard(id, new Date()) });
    if (!completed.ok) {
      const status = completed.error.kind === 'CheckoutNotFound' ? 404 : 409;
      return htmlReply(reply).status(status).send(notFoundPage);
    }
    return reply.redirect(`/payment-success?checkout=${encodeURIComponent(id)}`, 303);
  });

  app.post<{ Params: { id: string } }>(`${localCheckoutPath}/:id/decline`, async (req, reply) => {
    const id = req.params.id as CheckoutId;
    const failed = await deps.failCheckout(id);
    if (!failed.ok) return htmlReply(reply).status(404).send(notFoundPage);
    return reply.redirect(`/payment-failed?checkout=${encodeURIComponent(id)}`, 303);
  });

  app.post<{ Params: { id: string } }>(`${localCheckoutPath}/:id/cancel`, async (req, reply) => {
    const id = req.params.id as CheckoutId;
    const cancelled = await deps.cancelCheckout(id);
    if (!cancelled.ok) return htmlReply(reply).status(404).send(notFoundPage);
    return reply.redirect(`/payment-cancelled?checkout=${encodeURIComponent(id)}`, 303);
  });
}
