import type { Kysely } from 'kysely';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../../adapters/config/config';
import type { RunningJobs } from '../../../adapters/main';
import type { DatabaseSchema } from '../../../adapters/persistence/database-schema';
import { tokens } from '../../../adapters/tokens';
import { startTestWorker } from '../../support/test-worker';
import { SmtpMailer } from '../../../adapters/email/smtp-mailer';
import { createLogger } from '../../../adapters/logging/create-logger';
import { SEND_PASSWORD_RESET_EMAIL, signUp } from '../../support/account-operations';
import { postGraphql } from '../../support/graphql-request';
import { startSmtpReceiver, type SmtpReceiver } from '../../support/smtp-receiver';
import { useTestApplication } from '../../support/test-application';

let receiver: SmtpReceiver;
/** Recipients the receiver refuses, and how many of their attempts it refuses. */
const flaky = new Map<string, number>();
beforeAll(async () => {
  receiver = await startSmtpReceiver({ refuse: (to, attempt) => attempt <= (flaky.get(to) ?? 0) });
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
  const mail = (): Config['mail'] => ({
    smtpUrl: receiver.url,
    from: 'Splitpenny <hello@splitpenny.test>',
    maxAttempts: 3,
    retryDelaySeconds: 1,
  });
  let worker: RunningJobs | undefined;
  // The receiver's port is known only once it listens, so the config is read when the app is built.
  const testApp = useTestApplication(() => ({ mail: mail(), publicUrl: 'https://app.splitpenny.test' }), {
    enqueueEmail: (emailId) => worker?.enqueueEmail(emailId) ?? Promise.resolve(),
  });
  beforeAll(async () => {
    worker = await startTestWorker(testApp().db, { mail: mail(), topUpSchedule: false });
  });
  afterAll(async () => worker?.stop());

  it('writes the welcome and reset emails to the outbox, and a worker sends them over SMTP', async () => {
    const { app, db } = testApp();
    const user = await signUp(app);
    await postGraphql(app, SEND_PASSWORD_RESET_EMAIL, { input: { email: user.email } });
    await waitFor(() => receivedBy(user.email).length === 2);
    expect(
      receivedBy(user.email)
        .map((m) => m.subject)
        .sort(),
    ).toEqual(['Reset your Splitpenny password', 'Welcome to Splitpenny']);
    const reset = receiver.received.find((m) => m.subject === 'Reset your Splitpenny password');
    expect(reset?.text).toContain('https://app.splitpenny.test/new-password?token=');
    expect(reset?.html).toContain('https://app.splitpenny.test/new-password?token=');
    await waitFor(async () => (await deliveries(db.database.db, user.email)).every((e) => e.status === 'sent'));
    const kept = await deliveries(db.database.db, user.email);
    expect(kept.map((e) => [e.status, e.attempts])).toEqual([
      ['sent', 1],
      ['sent', 1],
    ]);
    expect(kept.every((e) => e.sent_at !== null)).toBe(true);
  });

  it('retries an email the server refuses, with back-off, and delivers it once', async () => {
    const to = 'flaky@example.com';
    flaky.set(to, 2);
    const started = Date.now();
    await worker?.container.resolve(tokens.mailer).send({ to, subject: 'Flaky', text: 'Hello', html: '<p>Hello</p>' });
    const { db } = testApp();
    await waitFor(async () => (await deliveries(db.database.db, to)).some((e) => e.status === 'sent'), 20_000);
    const [email] = await deliveries(db.database.db, to);
    expect(email).toMatchObject({ status: 'sent', attempts: 3 });
    expect(email?.last_error).toContain('Try again later');
    expect(receivedBy(to)).toHaveLength(1);
    expect(receiver.attempts.get(to)).toBe(3);
    // Two waits of at least 1 s, the second at least as long (1 s doubling, with jitter).
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_000);
  });

  it('gives up on an email after its last attempt and keeps it visible as failed', async () => {
    const to = 'bounces@example.com';
    flaky.set(to, Number.POSITIVE_INFINITY);
    await worker?.container.resolve(tokens.mailer).send({ to, subject: 'Never', text: 'Hello', html: '<p>Hello</p>' });
    const { db } = testApp();
    await waitFor(async () => (await deliveries(db.database.db, to)).some((e) => e.status === 'failed'), 25_000);
    const [email] = await deliveries(db.database.db, to);
    expect(email).toMatchObject({ status: 'failed', attempts: 3, sent_at: null });
    expect(email?.last_error).toContain('Try again later');
    expect(receivedBy(to)).toEqual([]);
    // No attempt after the last.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(receiver.attempts.get(to)).toBe(3);
  });

  it("counts the emails sent and failed and the failed attempts, and reads the queue's depth when scraped", async () => {
    const metrics = await worker?.container.resolve(tokens.metricsRegistry).metrics();
    // Welcome, reset and the flaky one sent; the bouncing one failed after 2 failed attempts, and 2 of the flaky one's.
    expect(metrics).toContain('splitpenny_emails_sent_total 3');
    expect(metrics).toContain('splitpenny_emails_failed_total 1');
    expect(metrics).toContain('splitpenny_job_failures_total{queue="send-email"} 4');
    expect(metrics).toContain('splitpenny_job_queue_depth{queue="send-email"} 0');
  });
}, 60_000);

function receivedBy(address: string): ParsedMail[] {
  return receiver.received.filter((m) => m.to && 'text' in m.to && m.to.text === address);
}

function deliveries(db: Kysely<DatabaseSchema>, to: string) {
  return db
    .selectFrom('outbox_emails')
    .select(['status', 'attempts', 'last_error', 'sent_at'])
    .where('to_address', '=', to)
    .orderBy('created_at')
    .execute();
}

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
