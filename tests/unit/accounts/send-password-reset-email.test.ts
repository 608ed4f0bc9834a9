import { describe, expect, it } from 'vitest';
import { makeResetPassword } from '../../../application/accounts/reset-password';
import { makeSendPasswordResetEmail } from '../../../application/accounts/send-password-reset-email';
import { accountsFixture, appUrl } from './accounts-fixture';

const hour = 60 * 60 * 1000;

async function setup() {
  const fixture = accountsFixture();
  const ann = await fixture.existingUser('ann@example.com', 'old password');
  const sendPasswordResetEmail = makeSendPasswordResetEmail({ ...fixture, appUrl });
  return { ...fixture, ann, sendPasswordResetEmail };
}

/** The token in the emailed link, read the way the new-password page reads it. */
function tokenInLink(text: string): string {
  const link = /https?:\/\/\S+\/new-password\?token=\S+/.exec(text)?.[0];
  if (link === undefined) throw new Error(`no reset link in: ${text}`);
  const url = new URL(link);
  expect(url.origin + url.pathname).toBe(`${appUrl}/new-password`);
  return url.searchParams.get('token') ?? '';
}

/** Every string and number stored anywhere, to show that a secret is not among them. */
function storedValues(value: unknown): unknown[] {
  if (value === null || typeof value !== 'object') return [value];
  return Object.values(value).flatMap(storedValues);
}

describe('send password reset email', () => {
  it('for an unknown email sends nothing, stores nothing, and completes normally', async () => {
    const email = 'bob@example.com';
    const fixture = await setup();
    await expect(fixture.sendPasswordResetEmail({ email })).resolves.toBeUndefined();
    expect(fixture.mailer.sent).toEqual([]);
    expect(fixture.store.passwordResets.size).toBe(0);
  });

  it.each<[string, string]>([
    ['as stored', 'ann@example.com'],
    ['in capitals with spaces', ' ANN@Example.com '],
  ])('for an account, typed %s, stores one reset valid for an hour', async (_name, email) => {
    const fixture = await setup();
    const now = fixture.clock.now();
    await fixture.sendPasswordResetEmail({ email });
    const stored = fixture.store.passwordResetsOf(fixture.ann.id);
    expect(stored).toEqual([
      {
        reset: {
          id: expect.any(String),
          userId: fixture.ann.id,
          expiresAt: new Date(now.getTime() + hour),
          usedAt: null,
        },
        tokenHash: expect.any(String),
        createdAt: now,
      },
    ]);
  });

  it('emails the owner a link whose token matches the stored hash, never storing the token itself', async () => {
    const fixture = await setup();
    await fixture.sendPasswordResetEmail({ email: 'Ann@Example.com' });
    expect(fixture.mailer.sent).toHaveLength(1);
    const [email] = fixture.mailer.sent;
    expect(email?.to).toBe('ann@example.com');
    expect(email?.subject).toBe('Reset your Splitpenny password');
    const token = tokenInLink(email?.text ?? '');
    expect(email?.html).toContain(`href="${appUrl}/new-password?token=${encodeURIComponent(token)}"`);
    const [stored] = fixture.store.passwordResetsOf(fixture.ann.id);
    expect(stored?.tokenHash).toBe(fixture.opaqueTokens.hash(token));
    expect(storedValues(fixture.store.snapshot())).not.toContain(token);
  });

  it('sends a link that sets the new password', async () => {
    const fixture = await setup();
    await fixture.sendPasswordResetEmail({ email: 'ann@example.com' });
    const token = tokenInLink(fixture.mailer.sent[0]?.text ?? '');
    expect(await makeResetPassword(fixture)({ token, password: 'a brand new passphrase' })).toEqual({
      ok: true,
      value: undefined,
    });
    const user = fixture.store.users.get(fixture.ann.id);
    expect(await fixture.hasher.verify(user?.passwordHash ?? '', 'a brand new passphrase')).toBe(true);
  });

  it('gives each request its own link', async () => {
    const fixture = await setup();
    await fixture.sendPasswordResetEmail({ email: 'ann@example.com' });
    await fixture.sendPasswordResetEmail({ email: 'ann@example.com' });
    const tokens = fixture.mailer.sent.map((email) => tokenInLink(email.text));
    expect(new Set(tokens).size).toBe(2);
    expect(fixture.store.passwordResetsOf(fixture.ann.id)).toHaveLength(2);
  });

  it('answers for an account whose email cannot be sent exactly as for an unknown email', async () => {
    const fixture = await setup();
    fixture.mailer.failWith();
    await expect(fixture.sendPasswordResetEmail({ email: 'ann@example.com' })).resolves.toBeUndefined();
    await expect(fixture.sendPasswordResetEmail({ email: 'nobody@example.com' })).resolves.toBeUndefined();
  });
});
