import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../support/account-operations';
import { useTestApplication, type TestApplication } from '../../support/test-application';
import {
  confirmationSubject,
  guideSubject,
  linkIn,
  publicUrl,
  received,
  subscribe,
  tokenOf,
} from './newsletter-operations';

/** Opens a link from an email, as the person's browser would. */
function open({ app }: TestApplication, pathAndQuery: string) {
  return app.inject({ method: 'GET', url: pathAndQuery, headers: { accept: 'text/html' } });
}

function postUnsubscribe({ app }: TestApplication, token: string) {
  return app.inject({
    method: 'POST',
    url: '/newsletter/unsubscribe',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    payload: new URLSearchParams({ token }).toString(),
  });
}

async function statusOf({ db }: TestApplication, email: string): Promise<string | undefined> {
  const row = await db.database.db
    .selectFrom('newsletter_subscribers')
    .select('status')
    .where('email', '=', email)
    .executeTakeFirst();
  return row?.status;
}

/** Signs `email` up and answers the links of the one confirmation email it gets. */
async function signUp(context: TestApplication, email: string) {
  const reply = await subscribe(context.app, email);
  expect(reply.data).toEqual({ createNewsletterSubscriber: { success: true } });
  const confirmations = await received(context, email, confirmationSubject);
  expect(confirmations).toHaveLength(1);
  return {
    confirm: linkIn(confirmations[0], '/newsletter/confirm'),
    unsubscribe: linkIn(confirmations[0], '/newsletter/unsubscribe'),
  };
}

describe('the free guide sign-up (double opt-in)', () => {
  const testApp = useTestApplication({ publicUrl });

  it('sends one confirmation email; signing up again, in another case, succeeds and sends nothing more', async () => {
    const context = testApp();
    const email = uniqueEmail('guide');
    const { confirm } = await signUp(context, email);
    expect(tokenOf(confirm)).not.toBe('');

    const again = await subscribe(context.app, `  ${email.toUpperCase()} `);
    expect(again.data).toEqual({ createNewsletterSubscriber: { success: true } });
    expect(await received(context, email, confirmationSubject)).toHaveLength(1);
    expect(await statusOf(context, email)).toBe('pending');
  });

  it.each([
    ['an empty address', '   ', 'Enter your email address'],
    ['something that is not an address', 'not-an-email', 'Enter a valid email address, like name@example.com'],
  ])('refuses %s with the account rules’ message', async (_name, email, message) => {
    const { app } = testApp();
    const reply = await subscribe(app, email);
    expect(reply.error).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field: 'email' } });
  });

  it('confirms through the link, sends the guide once, and redirects to the success page', async () => {
    const context = testApp();
    const email = uniqueEmail('confirm');
    const { confirm, unsubscribe } = await signUp(context, email);

    const first = await open(context, confirm);
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe('/newsletter-signup/success?confirmed=1');
    const guides = await received(context, email, guideSubject);
    expect(guides).toHaveLength(1);
    expect(linkIn(guides[0], '/guides/ab-testing-quick-wins.html')).toBe('/guides/ab-testing-quick-wins.html');
    // The guide email carries the same unsubscribe link as the confirmation email.
    expect(linkIn(guides[0], '/newsletter/unsubscribe')).toBe(unsubscribe);
    expect(await statusOf(context, email)).toBe('confirmed');

    const second = await open(context, confirm);
    expect(second.statusCode).toBe(303);
    expect(second.headers.location).toBe('/newsletter-signup/success?confirmed=1');
    expect(await received(context, email, guideSubject)).toHaveLength(1);
  });

  it('sends one guide when the link is opened twice at the same moment', async () => {
    const context = testApp();
    const email = uniqueEmail('double-click');
    const { confirm } = await signUp(context, email);
    const replies = await Promise.all([open(context, confirm), open(context, confirm), open(context, confirm)]);
    expect(replies.map((reply) => reply.headers.location)).toEqual(
      Array(3).fill('/newsletter-signup/success?confirmed=1'),
    );
    expect(await received(context, email, guideSubject)).toHaveLength(1);
  });

  it.each([
    ['an unknown token', '/newsletter/confirm?token=not-a-real-token'],
    ['no token', '/newsletter/confirm'],
  ])('sends %s to the success page with confirmed=0', async (_name, url) => {
    const reply = await open(testApp(), url);
    expect(reply.statusCode).toBe(303);
    expect(reply.headers.location).toBe('/newsletter-signup/success?confirmed=0');
  });

  it('asks before unsubscribing: a GET changes nothing, the POST unsubscribes; a new sign-up opts in afresh', async () => {
    const context = testApp();
    const email = uniqueEmail('leaving');
    const { confirm, unsubscribe } = await signUp(context, email);
    await open(context, confirm);

    const page = await open(context, unsubscribe);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(email);
    expect(page.body).toContain('<form method="post" action="/newsletter/unsubscribe"');
    expect(page.body).toContain(`name="token" value="${tokenOf(unsubscribe)}"`);
    expect(page.body).toContain('>Unsubscribe</button>');
    expect(await statusOf(context, email)).toBe('confirmed');

    const done = await postUnsubscribe(context, tokenOf(unsubscribe));
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('You&#39;re unsubscribed');
    expect(await statusOf(context, email)).toBe('unsubscribed');
    // The old confirmation link cannot undo that.
    expect((await open(context, confirm)).headers.location).toBe('/newsletter-signup/success?confirmed=0');
    expect(await received(context, email, guideSubject)).toHaveLength(1);

    await subscribe(context.app, email);
    const confirmations = await received(context, email, confirmationSubject);
    expect(confirmations).toHaveLength(2);
    expect(await statusOf(context, email)).toBe('pending');
    const newConfirm = linkIn(confirmations[1], '/newsletter/confirm');
    expect(newConfirm).not.toBe(confirm);
    expect((await open(context, newConfirm)).headers.location).toBe('/newsletter-signup/success?confirmed=1');
    expect(await received(context, email, guideSubject)).toHaveLength(2);
  });

  it('lets a pending address say no from the confirmation email', async () => {
    const context = testApp();
    const email = uniqueEmail('not-me');
    const { confirm, unsubscribe } = await signUp(context, email);
    expect((await postUnsubscribe(context, tokenOf(unsubscribe))).statusCode).toBe(200);
    expect((await open(context, confirm)).headers.location).toBe('/newsletter-signup/success?confirmed=0');
    expect(await received(context, email, guideSubject)).toHaveLength(0);
  });

  it('answers an unknown unsubscribe link with a not-valid page, on GET and POST alike', async () => {
    const context = testApp();
    const viaGet = await open(context, '/newsletter/unsubscribe?token=unknown');
    const viaPost = await postUnsubscribe(context, 'unknown');
    for (const reply of [viaGet, viaPost]) {
      expect(reply.statusCode).toBe(404);
      expect(reply.body).toContain('That unsubscribe link is not valid');
    }
  });

  it('keeps the link secrets out of the database: only their hashes are stored', async () => {
    const context = testApp();
    const email = uniqueEmail('hashed');
    const { confirm, unsubscribe } = await signUp(context, email);
    const row = await context.db.database.db
      .selectFrom('newsletter_subscribers')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(tokenOf(confirm));
    expect(stored).not.toContain(tokenOf(unsubscribe));
  });
});
