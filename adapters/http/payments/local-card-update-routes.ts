import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CancelCardUpdate, CompleteCardUpdate, GetCardUpdate } from '../../../application/payments/save-card';
import { cardExpiryProblem } from '../../../domain/payments/saved-card';
import type { CardUpdateId } from '../../../domain/shared/ids';
import { escapeHtml } from '../html-page';
import { actionButton, htmlReply, localCheckoutPage, localCheckoutPath, notFoundPage } from './local-checkout-page';

export interface LocalCardUpdateDependencies {
  readonly cardUpdateForPage: GetCardUpdate;
  readonly completeCardUpdate: CompleteCardUpdate;
  readonly cancelCardUpdate: CancelCardUpdate;
}

const cardPath = `${localCheckoutPath}/card`;

const expiryForm = z
  .object({
    expMonth: z.coerce.number({ error: 'Choose the expiry month' }),
    expYear: z.coerce.number({ error: 'Choose the expiry year' }),
  })
  .superRefine((expiry, ctx) => {
    const problem = cardExpiryProblem(expiry.expMonth, expiry.expYear);
    if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
  });

function options(values: readonly number[], selected: number, label: (value: number) => string): string {
  return values
    .map((v) => `<option value="${v}"${v === selected ? ' selected' : ''}>${escapeHtml(label(v))}</option>`)
    .join('');
}

/** Expiry fields, so that a card nearing expiry can be tried offline: the test card is saved with the date chosen. */
function expiryFields(now: Date): string {
  const year = now.getUTCFullYear();
  const months = Array.from({ length: 12 }, (_, i) => i + 1);
  const years = Array.from({ length: 11 }, (_, i) => year + i);
  const monthName = (m: number) =>
    new Date(Date.UTC(2000, m - 1, 1)).toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' });
  return `<label for="exp-month">Expiry month</label><select id="exp-month" name="expMonth">${options(months, 12, (m) => `${String(m).padStart(2, '0')} (${monthName(m)})`)}</select>
<label for="exp-year">Expiry year</label><select id="exp-year" name="expYear">${options(years, year + 3, String)}</select>`;
}

/**
 * The local card update page (Stripe Checkout in setup mode, offline): Save card keeps the test card Visa ending 4242
 * with the expiry chosen, through the same code a Stripe setup completion reaches; Cancel leaves the card as it was.
 */
export function registerLocalCardUpdateRoutes(app: FastifyInstance, deps: LocalCardUpdateDependencies): void {
  app.get<{ Params: { id: string } }>(`${cardPath}/:id`, async (req, reply) => {
    const update = await deps.cardUpdateForPage(req.params.id as CardUpdateId);
    if (update === null) return htmlReply(reply).status(404).send(notFoundPage);
    const base = `${cardPath}/${encodeURIComponent(update.id)}`;
    const body =
      update.status === 'open'
        ? `<p>Save the test card Visa ending 4242 as your card.</p>
<form method="post" action="${escapeHtml(`${base}/save`)}">${expiryFields(new Date())}
<div class="pay"><button class="pay__confirm" type="submit">Save card</button></div></form>
<div class="pay">${actionButton(`${base}/cancel`, 'Cancel', 'pay__cancel')}</div>`
        : `<p>This card update is ${update.status === 'completed' ? 'done already' : 'cancelled'}.</p>`;
    return htmlReply(reply).send(localCheckoutPage('Update your card', body));
  });

  app.post<{ Params: { id: string } }>(`${cardPath}/:id/save`, async (req, reply) => {
    const id = req.params.id as CardUpdateId;
    const form = expiryForm.safeParse(req.body);
    if (!form.success) {
      const problem = form.error.issues[0]?.message ?? 'Choose the expiry date';
      return htmlReply(reply)
        .status(400)
        .send(localCheckoutPage('Update your card', `<p role="alert">${escapeHtml(problem)}</p>`));
    }
    const card = { paymentMethodId: `local_pm_${id}`, brand: 'visa', last4: '4242', ...form.data };
    const saved = await deps.completeCardUpdate(id, card);
    if (!saved.ok) {
      const status = saved.error.kind === 'CardUpdateNotFound' ? 404 : 409;
      return htmlReply(reply).status(status).send(notFoundPage);
    }
    return reply.redirect('/payment-method-update-success', 303);
  });

  app.post<{ Params: { id: string } }>(`${cardPath}/:id/cancel`, async (req, reply) => {
    const cancelled = await deps.cancelCardUpdate(req.params.id as CardUpdateId);
    if (!cancelled.ok) return htmlReply(reply).status(404).send(notFoundPage);
    return reply.redirect('/payment-method-update-cancelled', 303);
  });
}
