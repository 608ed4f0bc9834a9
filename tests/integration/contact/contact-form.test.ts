import { describe, expect, it } from 'vitest';
import { DELETE_USER, signUp, uniqueEmail } from '../../support/account-operations';
import { postGraphql } from '../../support/graphql-request';
import { useTestApplication, type TestApplication } from '../../support/test-application';
import { keptFrom, sendContactMessage, teamAddress, validMessage } from './contact-operations';

/** Every email the team's address has received, however it is titled. */
function teamInbox({ db }: TestApplication) {
  return db.database.db
    .selectFrom('outbox_emails')
    .select(['subject', 'text_body', 'html_body'])
    .where('to_address', '=', teamAddress)
    .orderBy('created_at')
    .execute();
}

describe('the contact form', () => {
  const testApp = useTestApplication({ contactEmail: teamAddress });

  it('keeps a visitor’s message and emails it to CONTACT_EMAIL, with the address to reply to', async () => {
    const context = testApp();
    const email = uniqueEmail('visitor');
    const before = (await teamInbox(context)).length;
    const reply = await sendContactMessage(context.app, {
      ...validMessage,
      name: '  Ann Smith ',
      email: `  ${email} `,
      message: `  ${validMessage.message}\n`,
    });
    expect(reply.errors).toEqual([]);
    expect(reply.data).toEqual({ sendContactMessage: { success: true } });

    expect(await keptFrom(context, email)).toEqual([
      {
        id: expect.any(String),
        name: 'Ann Smith',
        email,
        subject: 'Tracking script',
        message: validMessage.message,
        created_at: expect.any(Date),
        user_id: null,
      },
    ]);
    const inbox = await teamInbox(context);
    expect(inbox).toHaveLength(before + 1);
    const sent = inbox.at(-1);
    expect(sent?.subject).toBe(`Contact form: Tracking script, from Ann Smith <${email}>`);
    expect(sent?.text_body).toContain(`Reply to: ${email}`);
    expect(sent?.text_body).toContain(validMessage.message);
    expect(sent?.html_body).toContain(`href="mailto:${email}"`);
  });

  it('keeps a signed-in user’s message with their account, and forgets only the account when it is deleted', async () => {
    const context = testApp();
    const owner = await signUp(context.app);
    const reply = await sendContactMessage(
      context.app,
      { ...validMessage, email: owner.email, subject: 'Billing and sessions' },
      { bearer: owner.token },
    );
    expect(reply.data).toEqual({ sendContactMessage: { success: true } });
    const [kept] = await keptFrom(context, owner.email);
    expect(kept?.user_id).toBe(owner.id);
    expect((await teamInbox(context)).at(-1)?.text_body).toContain(`signed in, account ${owner.id}`);

    await postGraphql(context.app, DELETE_USER, {}, { bearer: owner.token });
    const [afterDeletion] = await keptFrom(context, owner.email);
    expect(afterDeletion).toMatchObject({ id: kept?.id, user_id: null, message: validMessage.message });
  });

  it('takes a message from someone whose token has expired or is not valid, as from a visitor', async () => {
    const context = testApp();
    const email = uniqueEmail('stale-token');
    const reply = await sendContactMessage(context.app, { ...validMessage, email }, { bearer: 'not-a-token' });
    expect(reply.data).toEqual({ sendContactMessage: { success: true } });
    expect((await keptFrom(context, email))[0]?.user_id).toBeNull();
  });

  it.each<[string, Partial<typeof validMessage>, string, string]>([
    ['an empty name', { name: '   ' }, 'name', 'Enter your name'],
    ['a name of 101 characters', { name: 'a'.repeat(101) }, 'name', 'Use at most 100 characters for your name'],
    ['an empty email', { email: ' ' }, 'email', 'Enter your email address'],
    [
      'an email that is not one',
      { email: 'ann-at-example' },
      'email',
      'Enter a valid email address, like name@example.com',
    ],
    ['no subject', { subject: '' }, 'subject', 'Choose a subject'],
    ['a subject not on the list', { subject: 'Complaint' }, 'subject', 'Choose a subject'],
    [
      'a message of 9 characters',
      { message: ' 123456789 ' },
      'message',
      'Tell us a little more: at least 10 characters',
    ],
    [
      'a message of 2,001 characters',
      { message: 'm'.repeat(2001) },
      'message',
      'Keep your message under 2,000 characters',
    ],
  ])(
    'refuses %s with BAD_USER_INPUT on its field, keeping and sending nothing',
    async (_name, change, field, message) => {
      const context = testApp();
      const email = uniqueEmail('refused');
      const before = (await teamInbox(context)).length;
      const reply = await sendContactMessage(context.app, { ...validMessage, email, ...change });
      expect(reply.data).toBeNull();
      expect(reply.error).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
      expect(await keptFrom(context, email)).toEqual([]);
      expect(await teamInbox(context)).toHaveLength(before);
    },
  );

  it('answers a filled honeypot with success, and keeps and sends nothing', async () => {
    const context = testApp();
    const email = uniqueEmail('bot');
    const before = (await teamInbox(context)).length;
    for (const input of [
      { ...validMessage, email, website: 'https://cheap-pills.example' },
      // Bots are told nothing: not even that their message is not valid.
      { name: '', email: 'nonsense', subject: 'Buy', message: 'x', website: 'spam' },
    ]) {
      const reply = await sendContactMessage(context.app, input);
      expect(reply.errors).toEqual([]);
      expect(reply.data).toEqual({ sendContactMessage: { success: true } });
    }
    expect(await keptFrom(context, email)).toEqual([]);
    expect(await teamInbox(context)).toHaveLength(before);
  });

  it('takes a message whose honeypot is empty or only white space', async () => {
    const context = testApp();
    const email = uniqueEmail('autofill');
    for (const website of ['', ' ']) {
      const reply = await sendContactMessage(context.app, { ...validMessage, email, website });
      expect(reply.data).toEqual({ sendContactMessage: { success: true } });
    }
    expect(await keptFrom(context, email)).toHaveLength(2);
  });
});
