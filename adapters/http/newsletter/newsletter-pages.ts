import type { FastifyReply } from 'fastify';
import { escapeHtml, htmlPage } from '../html-page';

const style = `h1{color:#0f766e}.actions{display:flex;flex-wrap:wrap;gap:1rem;align-items:center;margin:1.5rem 0}
button{font:inherit;padding:.6rem 1.4rem;border-radius:8px;cursor:pointer;background:#0f766e;color:#fff;border:0}
a{color:#115e59}`;

const page = (title: string, body: string): string =>
  htmlPage(`${title} | Splitpenny`, `<p><a href="/">Splitpenny</a></p>\n<h1>${escapeHtml(title)}</h1>\n${body}`, style);

/** The question a GET of an unsubscribe link answers with: nothing changes until the button is pressed. */
export function unsubscribeQuestionPage(action: string, token: string, email: string): string {
  return page(
    'Unsubscribe from Splitpenny emails',
    `<p>Stop all newsletter emails from Splitpenny to <strong>${escapeHtml(email)}</strong>?</p>
<form method="post" action="${escapeHtml(action)}" class="actions">
  <input type="hidden" name="token" value="${escapeHtml(token)}">
  <button type="submit">Unsubscribe</button>
  <a href="/">No, keep me subscribed</a>
</form>`,
  );
}

export function unsubscribedPage(email: string): string {
  return page(
    "You're unsubscribed",
    `<p>We won't send any more newsletter emails to <strong>${escapeHtml(email)}</strong>.</p>
<p>Changed your mind? You can <a href="/quickwins">sign up again</a> at any time.</p>`,
  );
}

export const unsubscribeLinkNotValidPage = page(
  'That unsubscribe link is not valid',
  `<p>It may be from an older email: each new sign-up comes with new links. Use the unsubscribe link in the latest
email we sent you, or <a href="/contact">contact us</a> and we'll take you off the list.</p>`,
);

/** The pages answer for one person's link: never cached, never indexed (htmlPage says noindex). */
export function newsletterPageReply(reply: FastifyReply): FastifyReply {
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
}
