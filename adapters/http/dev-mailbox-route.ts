import type { FastifyInstance, FastifyReply } from 'fastify';
import { fromThisMachine } from './from-this-machine';
import { escapeHtml, htmlPage as page } from './html-page';

export interface MailboxEmail {
  readonly id: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly createdAt: Date;
}

/** Read access to the outbox; the outbox mailer provides it. */
export interface Mailbox {
  latest(limit: number): Promise<readonly MailboxEmail[]>;
  find(id: string): Promise<MailboxEmail | null>;
}

/** The part of an email's HTML inside <body>: the emails are our own templates, shown as they would be read. */
const bodyOf = (html: string): string => /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html;

function notFound(reply: FastifyReply): FastifyReply {
  return reply.status(404).type('text/html; charset=utf-8').send(page('Not found', '<h1>No such email</h1>'));
}

/**
 * /dev/mailbox: the emails the outbox mailer kept, newest first, for development and tests. Registered only when
 * DEV_MAILBOX asks for it, and answered only to requests from this machine: the list holds every user's reset links.
 */
export function registerDevMailbox(app: FastifyInstance, mailbox: Mailbox): void {
  // Its own scope, so that the hook guards these two routes only.
  void app.register(async (scope) => {
    scope.addHook('onRequest', async (req, reply) => {
      if (!fromThisMachine(req)) return notFound(reply);
    });
    registerMailboxPages(scope, mailbox);
  });
}

function registerMailboxPages(app: FastifyInstance, mailbox: Mailbox): void {
  app.get('/dev/mailbox', async (_req, reply) => {
    const emails = await mailbox.latest(100);
    const items = emails
      .map(
        (email) =>
          `<li><a href="/dev/mailbox/${email.id}">${escapeHtml(email.subject)} — to ${escapeHtml(email.to)}</a> ` +
          `<span class="meta">${email.createdAt.toISOString()}</span></li>`,
      )
      .join('');
    const list = emails.length === 0 ? '<p>None found</p>' : `<ol>${items}</ol>`;
    return reply.type('text/html; charset=utf-8').send(page('Mailbox', `<h1>Mailbox</h1>${list}`));
  });

  app.get<{ Params: { id: string } }>('/dev/mailbox/:id', async (req, reply) => {
    const email = await mailbox.find(req.params.id);
    if (email === null) return notFound(reply);
    const header = `<p><a href="/dev/mailbox">← Mailbox</a></p><h1>${escapeHtml(email.subject)}</h1>
      <p class="meta">To ${escapeHtml(email.to)} at ${email.createdAt.toISOString()}</p>`;
    const body = `${header}<section class="email" aria-label="HTML part">${bodyOf(email.html)}</section>
      <h2>Plain text</h2><pre>${escapeHtml(email.text)}</pre>`;
    return reply.type('text/html; charset=utf-8').send(page(email.subject, body));
  });
}
