import type { FastifyInstance } from 'fastify';
import type { GetCheckoutForPayment } from '../../../application/payments/get-checkout';
import type { CancelCheckout, CompleteCheckout } from '../../../application/payments/settle-checkout';
import { formatPence } from '../../../domain/payments/money';
import type { CheckoutId } from '../../../domain/shared/ids';
import { escapeHtml, htmlPage } from '../html-page';

export interface LocalCheckoutDependencies {
  readonly checkoutForPayment: GetCheckoutForPayment;
  readonly completeCheckout: CompleteCheckout;
  readonly cancelCheckout: CancelCheckout;
}

/** Where the local checkout's pages live, on the app's own origin. */
export const localCheckoutPath = '/checkout/local';

const style = `.test-mode{background:#fffbeb;color:#92400e;border-left:4px solid;padding:.75rem 1rem;font-weight:600}
.pay{display:flex;gap:1rem;margin-top:1.5rem}button{font:inherit;padding:.6rem 1.4rem;border-radius:8px;cursor:pointer}
.pay__confirm{background:#0f766e;color:#fff;border:0}.pay__cancel{background:#fff;border:1px solid #d1d5db}`;

const closedAs = { completed: 'paid already', cancelled: 'cancelled', failed: 'closed: its payment failed' } as const;

const notFound = htmlPage('No such checkout', '<h1>No such checkout</h1><p>This payment link is not known.</p>');

/**
 * The local checkout: a clearly labelled test-mode payment page on the app's own origin, used when no Stripe key is
 * configured. Pay completes the checkout through the same use case a Stripe webhook calls; Cancel closes it. Both
 * then send the owner where Stripe would: /payment-success or /payment-cancelled.
 */
export function registerLocalCheckoutRoutes(app: FastifyInstance, deps: LocalCheckoutDependencies): void {
  app.get<{ Params: { id: string } }>(`${localCheckoutPath}/:id`, async (req, reply) => {
    const checkout = await deps.checkoutForPayment(req.params.id as CheckoutId);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (checkout === null) return reply.status(404).send(notFound);
    const id = escapeHtml(encodeURIComponent(checkout.id));
    const what = `${checkout.sessions.toLocaleString('en-GB')} test sessions`;
    const price = formatPence(checkout.amountMinor);
    const closed = checkout.status === 'open' ? '' : `<p>This checkout is ${closedAs[checkout.status]}.</p>`;
    const actions =
      checkout.status !== 'open'
        ? ''
        : `<div class="pay">
  <form method="post" enctype="text/plain" action="${localCheckoutPath}/${id}/pay"><button class="pay__confirm" type="submit">Pay ${escapeHtml(price)}</button></form>
  <form method="post" enctype="text/plain" action="${localCheckoutPath}/${id}/cancel"><button class="pay__cancel" type="submit">Cancel</button></form>
</div>`;
    const body = `<p class="test-mode" role="note">Test mode: no real payment is taken. Splitpenny uses this page when no Stripe key is configured.</p>
<h1>Splitpenny checkout</h1>
<p>${escapeHtml(what)} for <strong>${escapeHtml(price)}</strong></p>${closed}${actions}`;
    return reply.send(htmlPage('Splitpenny checkout (test mode)', body, style));
  });

  app.post<{ Params: { id: string } }>(`${localCheckoutPath}/:id/pay`, async (req, reply) => {
    const id = req.params.id as CheckoutId;
    const completed = await deps.completeCheckout(id);
    if (!completed.ok) {
      const status = completed.error.kind === 'CheckoutNotFound' ? 404 : 409;
      return reply.status(status).type('text/html; charset=utf-8').send(notFound);
    }
    return reply.redirect(`/payment-success?checkout=${encodeURIComponent(id)}`, 303);
  });

  app.post<{ Params: { id: string } }>(`${localCheckoutPath}/:id/cancel`, async (req, reply) => {
    const id = req.params.id as CheckoutId;
    const cancelled = await deps.cancelCheckout(id);
    if (!cancelled.ok) return reply.status(404).type('text/html; charset=utf-8').send(notFound);
    return reply.redirect(`/payment-cancelled?checkout=${encodeURIComponent(id)}`, 303);
  });
}
