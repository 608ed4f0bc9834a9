import { describe, expect, it } from 'vitest';
import { makeConfirmNewsletterSubscription } from '../../../application/newsletter/confirm-newsletter-subscription';
import { makeSubscribeToNewsletter } from '../../../application/newsletter/subscribe-to-newsletter';
import {
  makeLookUpUnsubscribeLink,
  makeUnsubscribeFromNewsletter,
} from '../../../application/newsletter/unsubscribe-from-newsletter';
import type { EmailMessage } from '../../../application/ports/mailer';
import { FakeOpaqueTokens } from '../../support/fakes/fake-opaque-tokens';
import { FixedClock } from '../../support/fakes/fixed-clock';
import { InMemoryNewsletterRepository } from '../../support/fakes/in-memory-newsletter-repository';
import { RecordingMailer } from '../../support/fakes/recording-mailer';
import { SequentialIdGenerator } from '../../support/fakes/sequential-id-generator';

const appUrl = 'https://app.splitpenny.test';

function setup() {
  const deps = {
    newsletter: new InMemoryNewsletterRepository(),
    opaqueTokens: new FakeOpaqueTokens(),
    mailer: new RecordingMailer(),
    clock: new FixedClock(),
    ids: new SequentialIdGenerator(),
    appUrl,
  };
  return {
    ...deps,
    subscribe: makeSubscribeToNewsletter(deps),
    confirm: makeConfirmNewsletterSubscription(deps),
    lookUp: makeLookUpUnsubscribeLink(deps),
    unsubscribe: makeUnsubscribeFromNewsletter(deps),
  };
}

/** The token of the link to `path` in an email, as the person's browser would send it. */
function tokenIn(email: EmailMessage | undefined, path: string): string {
  const link = new RegExp(`${appUrl}${path}\\?token=(\\S+)`).exec(email?.text ?? '');
  if (link?.[1] === undefined) throw new Error(`no ${path} link in: ${email?.text}`);
  return decodeURIComponent(link[1]);
}

const subjects = (mailer: RecordingMailer): string[] => mailer.sent.map((email) => email.subject);

describe('newsletter sign-up, confirmation and unsubscribing', () => {
  it('keeps only hashes: the link secrets appear in the emails and nowhere in storage', async () => {
    const app = setup();
    await app.subscribe({ email: ' Ann@Example.com ' });
    const [confirmation] = app.mailer.sent;
    expect(confirmation?.to).toBe('ann@example.com');
    const secrets = [tokenIn(confirmation, '/newsletter/confirm'), tokenIn(confirmation, '/newsletter/unsubscribe')];
    const stored = JSON.stringify([...app.newsletter.rows.values()]);
    for (const secret of secrets) expect(stored).not.toContain(`"${secret}"`);
  });

  it('puts the same unsubscribe link in the guide email as in the confirmation email', async () => {
    const app = setup();
    await app.subscribe({ email: 'ann@example.com' });
    expect(await app.confirm(tokenIn(app.mailer.sent[0], '/newsletter/confirm'))).toEqual({
      ok: true,
      value: undefined,
    });
    const [confirmation, guide] = app.mailer.sent;
    expect(guide?.text).toContain(`${appUrl}/guides/ab-testing-quick-wins.html`);
    expect(tokenIn(guide, '/newsletter/unsubscribe')).toBe(tokenIn(confirmation, '/newsletter/unsubscribe'));
    expect(guide?.html).toContain(`${appUrl}/newsletter/unsubscribe?token=`);
  });

  it('lets a sign-up whose confirmation email failed be retried, rather than answering it with silence', async () => {
    const app = setup();
    app.mailer.failWith();
    await expect(app.subscribe({ email: 'ann@example.com' })).resolves.toBeUndefined();
    expect(app.newsletter.rows.size).toBe(0);

    const mailer = new RecordingMailer();
    const retry = makeSubscribeToNewsletter({ ...app, mailer });
    await retry({ email: 'ann@example.com' });
    expect(subjects(mailer)).toEqual(['Confirm your email address to get your free guide']);
  });

  it('keeps a returning address unsubscribed when its new confirmation email fails', async () => {
    const app = setup();
    await app.subscribe({ email: 'ann@example.com' });
    expect((await app.unsubscribe(tokenIn(app.mailer.sent[0], '/newsletter/unsubscribe'))).ok).toBe(true);
    app.mailer.failWith();
    await app.subscribe({ email: 'ann@example.com' });
    expect([...app.newsletter.rows.values()].map((row) => row.subscriber.status)).toEqual(['unsubscribed']);
  });

  it('sends the guide on the next click when it could not be sent on the first', async () => {
    const app = setup();
    await app.subscribe({ email: 'ann@example.com' });
    const token = tokenIn(app.mailer.sent[0], '/newsletter/confirm');
    const failing = new RecordingMailer();
    failing.failWith();
    expect((await makeConfirmNewsletterSubscription({ ...app, mailer: failing })(token)).ok).toBe(true);

    expect((await app.confirm(token)).ok).toBe(true);
    expect((await app.confirm(token)).ok).toBe(true);
    expect(subjects(app.mailer)).toEqual([
      'Confirm your email address to get your free guide',
      'Your free guide: A/B testing quick wins',
    ]);
  });

  it('sends one guide when another click confirms between this one’s read and write', async () => {
    const app = setup();
    await app.subscribe({ email: 'ann@example.com' });
    const token = tokenIn(app.mailer.sent[0], '/newsletter/confirm');
    app.newsletter.beforeNextWrite = () => app.confirm(token);
    expect((await app.confirm(token)).ok).toBe(true);
    expect(subjects(app.mailer).filter((subject) => subject.startsWith('Your free guide'))).toHaveLength(1);
    expect([...app.newsletter.rows.values()].map((row) => row.subscriber.status)).toEqual(['confirmed']);
  });

  it('refuses an old confirm link once the address has unsubscribed', async () => {
    const app = setup();
    await app.subscribe({ email: 'ann@example.com' });
    const [confirmation] = app.mailer.sent;
    await app.unsubscribe(tokenIn(confirmation, '/newsletter/unsubscribe'));
    expect(await app.confirm(tokenIn(confirmation, '/newsletter/confirm'))).toEqual({
      ok: false,
      error: { kind: 'ConfirmLinkNotValid' },
    });
    expect(app.mailer.sent).toHaveLength(1);
  });

  it('looks an unsubscribe link up without changing anything', async () => {
    const app = setup();
    await app.subscribe({ email: 'ann@example.com' });
    const token = tokenIn(app.mailer.sent[0], '/newsletter/unsubscribe');
    expect(await app.lookUp(token)).toEqual({ ok: true, value: { email: 'ann@example.com', unsubscribed: false } });
    expect(await app.lookUp(token)).toEqual({ ok: true, value: { email: 'ann@example.com', unsubscribed: false } });
    expect(await app.unsubscribe(token)).toEqual({ ok: true, value: { email: 'ann@example.com' } });
    expect(await app.lookUp(token)).toEqual({ ok: true, value: { email: 'ann@example.com', unsubscribed: true } });
    expect(await app.lookUp('not-a-token')).toEqual({ ok: false, error: { kind: 'UnsubscribeLinkNotValid' } });
  });
});
