import type { FastifyReply } from 'fastify';
import { escapeHtml, htmlPage } from '../html-page';

/** Where the local checkout's pages live, on the app's own origin. */
export const localCheckoutPath = '/checkout/local';

const style = `.test-mode{background:#fffbeb;color:#92400e;border-left:4px solid;padding:.75rem 1rem;font-weight:600}
.pay{display:flex;flex-wrap:wrap;gap:1rem;margin-top:1.5rem}button{font:inherit;padding:.6rem 1.4rem;border-radius:8px;cursor:pointer}
.pay__confirm{background:#0f766e;color:#fff;border:0}.pay__cancel,.pay__decline{background:#fff;border:1px solid #d1d5db}
label{display:block;margin:.75rem 0 .25rem;font-weight:600}select{font:inherit;padding:.4rem}`;

/** One of the local checkout's test-mode pages: the banner that says no money moves, then the page's own part. */
export function localCheckoutPage(title: string, body: string): string {
  const banner =
    '<p class="test-mode" role="note">Test mode: no real payment is taken. Splitpenny uses this page when no Stripe key is configured.</p>';
  return htmlPage(`${title} (test mode)`, `${banner}\n<h1>${escapeHtml(title)}</h1>\n${body}`, style);
}

/** A button that posts to one of the page's actions. */
export function actionButton(action: string, label: string, className: string, fields = ''): string {
  return `<form method="post" action="${escapeHtml(action)}">${fields}<button class="${className}" type="submit">${escapeHtml(label)}</button></form>`;
}

export const notFoundPage = htmlPage(
  'No such checkout',
  '<h1>No such checkout</h1><p>This payment link is not known.</p>',
);

/** The pages are per checkout and change with it: never cached. */
export function htmlReply(reply: FastifyReply): FastifyReply {
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
}
