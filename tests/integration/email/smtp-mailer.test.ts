import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpMailer } from '../../../adapters/email/smtp-mailer';
import { createLogger } from '../../../adapters/logging/create-logger';
import { SEND_PASSWORD_RESET_EMAIL, signUp } from '../../support/account-operations';
import { postGraphql } from '../../support/graphql-request';
import { startSmtpReceiver, type SmtpReceiver } from '../../support/smtp-receiver';
import { useTestApplication } from '../../support/test-application';

let receiver: SmtpReceiver;
beforeAll(async () => {
  receiver = await startSmtpReceiver();
});
afterAll(async () => receiver.close());

describe('SmtpMailer', () => {
  it('delivers a message with readable plain-text and HTML parts', async () => {
    const mailer = new SmtpMailer(receiver.url, 'Splitpenny <hello@splitpenny.test>', createLogger('silent'));
    await mailer.send({
      to: 'ann@example.com',
      subject: 'Hello',
      text: 'Plain words',
      html: '<p>Rich <b>words</b></p>',
    });
    mailer.close();

    const mail = receiver.received.at(-1);
    expect(mail?.from?.value).toEqual([{ name: 'Splitpenny', address: 'hello@splitpenny.test' }]);
    expect(mail?.subject).toBe('Hello');
    expect(mail?.text?.trim()).toBe('Plain words');
    expect(mail?.html).toContain('<p>Rich <b>words</b></p>');
  });

  it('fails loudly when no server answers', async () => {
    const mailer = new SmtpMailer('smtp://127.0.0.1:9', 'x@splitpenny.test', createLogger('silent'));
    await expect(mailer.send({ to: 'a@example.com', subject: 's', text: 't', html: '<p>h</p>' })).rejects.toThrow();
  });
});

describe('with SMTP_URL set', () => {
  // The receiver's port is known only once it listens, so the config is read when the app is built.
  const testApp = useTestApplication(() => ({
    mail: { smtpUrl: receiver.url, from: 'Splitpenny <hello@splitpenny.test>' },
    publicUrl: 'https://app.splitpenny.test',
  }));

  it('sends the welcome and reset emails over SMTP instead of keeping them', async () => {
    const { app, db } = testApp();
    const user = await signUp(app);
    await postGraphql(app, SEND_PASSWORD_RESET_EMAIL, { input: { email: user.email } });
    const subjects = receiver.received
      .filter((m) => m.to && 'text' in m.to && m.to.text === user.email)
      .map((m) => m.subject);
    expect(subjects).toEqual(['Welcome to Splitpenny', 'Reset your Splitpenny password']);
    const reset = receiver.received.find((m) => m.subject === 'Reset your Splitpenny password');
    expect(reset?.text).toContain('https://app.splitpenny.test/new-password?token=');
    expect(reset?.html).toContain('https://app.splitpenny.test/new-password?token=');
    const kept = await db.database.db.selectFrom('outbox_emails').selectAll().execute();
    expect(kept).toEqual([]);
  });
});
