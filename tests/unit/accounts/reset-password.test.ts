import { userRevocation } from '../../../domain/accounts/session-revocation';
import { describe, expect, it } from 'vitest';
import { makeAuthenticateUser } from '../../../application/accounts/authenticate-user';
import { makeIdentifyBearer } from '../../../application/accounts/identify-bearer';
import { makeResetPassword } from '../../../application/accounts/reset-password';
import { passwordResetExpiry, type PasswordReset } from '../../../domain/accounts/password-reset';
import type { User } from '../../../domain/accounts/user';
import { accountsFixture, okValue, type AccountsFixture } from './accounts-fixture';

const oldPassword = 'old password';
const newPassword = 'a brand new passphrase';

async function setup() {
  const fixture = accountsFixture();
  const ann = await fixture.existingUser('ann@example.com', oldPassword);
  const resetPassword = makeResetPassword(fixture);
  const authenticateUser = makeAuthenticateUser({ ...fixture, decoyHash: 'hashed:decoy' });
  return { ...fixture, ann, resetPassword, authenticateUser };
}

/** Stores a reset link for the user, requested now unless told otherwise, and gives its token. */
async function resetLink(fixture: AccountsFixture, user: User, fields: Partial<PasswordReset> = {}): Promise<string> {
  const now = fixture.clock.now();
  const token = fixture.opaqueTokens.generate();
  const reset: PasswordReset = {
    id: fixture.ids.next(),
    userId: user.id,
    expiresAt: passwordResetExpiry(now),
    usedAt: null,
    ...fields,
  };
  await fixture.uow.run(({ passwordResets }) => passwordResets.insert(reset, fixture.opaqueTokens.hash(token), now));
  return token;
}

const minutes = (n: number): number => n * 60 * 1000;

describe('reset password', () => {
  it.each<[string, (now: Date) => Partial<PasswordReset> | 'unknown', string]>([
    ['an unknown link', () => 'unknown', 'ResetLinkUnknown'],
    ['a used link', (now) => ({ usedAt: new Date(now.getTime() - minutes(5)) }), 'ResetLinkUsed'],
    ['a link expiring this instant', (now) => ({ expiresAt: now }), 'ResetLinkExpired'],
    [
      'a link that expired a minute ago',
      (now) => ({ expiresAt: new Date(now.getTime() - minutes(1)) }),
      'ResetLinkExpired',
    ],
    [
      'a used link that has expired too',
      (now) => ({ usedAt: new Date(now.getTime() - minutes(90)), expiresAt: new Date(now.getTime() - minutes(30)) }),
      'ResetLinkUsed',
    ],
  ])('refuses %s and keeps the old password', async (_name, link, kind) => {
    const fixture = await setup();
    const fields = link(fixture.clock.now());
    const token = fields === 'unknown' ? 'a-token-nobody-was-sent' : await resetLink(fixture, fixture.ann, fields);
    const before = fixture.store.snapshot();

    expect(await fixture.resetPassword({ token, password: newPassword })).toEqual({ ok: false, error: { kind } });

    expect(fixture.store.snapshot()).toEqual(before);
    expect((await fixture.authenticateUser({ email: 'ann@example.com', password: oldPassword })).ok).toBe(true);
    expect((await fixture.authenticateUser({ email: 'ann@example.com', password: newPassword })).ok).toBe(false);
  });

  it.each<[string, string, object]>([
    ['too short', 'short pass', { kind: 'too_short' }],
    ['a common password', 'password1234', { kind: 'weak', weakness: 'common' }],
    ['made of the owner’s address', 'ann-is-my-password', { kind: 'weak', weakness: 'personal' }],
  ])('refuses a new password %s, keeping the old one and the link', async (_name, password, problem) => {
    const fixture = await setup();
    const token = await resetLink(fixture, fixture.ann);
    const before = fixture.store.snapshot();
    expect(await fixture.resetPassword({ token, password })).toEqual({
      ok: false,
      error: { kind: 'WeakPassword', problem },
    });
    expect(fixture.store.snapshot()).toEqual(before);
    expect(await fixture.resetPassword({ token, password: newPassword })).toEqual({ ok: true, value: undefined });
  });

  it('sets the new password: it signs the owner in and the old one no longer does', async () => {
    const fixture = await setup();
    const token = await resetLink(fixture, fixture.ann);
    fixture.clock.advance(minutes(59));
    expect(await fixture.resetPassword({ token, password: newPassword })).toEqual({ ok: true, value: undefined });
    expect(await fixture.authenticateUser({ email: 'ann@example.com', password: oldPassword })).toEqual({
      ok: false,
      error: { kind: 'InvalidCredentials' },
    });
    expect(okValue(await fixture.authenticateUser({ email: 'ann@example.com', password: newPassword })).id).toBe(
      fixture.ann.id,
    );
  });

  it("spends every open link of the owner, and no one else's", async () => {
    const fixture = await setup();
    const bob = await fixture.existingUser('bob@example.com', 'bob password');
    const used = await resetLink(fixture, fixture.ann);
    const other = await resetLink(fixture, fixture.ann);
    const bobs = await resetLink(fixture, bob);
    const now = fixture.clock.now();

    okValue(await fixture.resetPassword({ token: used, password: newPassword }));

    expect(fixture.store.passwordResetsOf(fixture.ann.id).map((stored) => stored.reset.usedAt)).toEqual([now, now]);
    for (const token of [used, other]) {
      expect(await fixture.resetPassword({ token, password: 'a third passphrase here' })).toEqual({
        ok: false,
        error: { kind: 'ResetLinkUsed' },
      });
    }
    expect(await fixture.resetPassword({ token: bobs, password: 'a fresh passphrase of his own' })).toEqual({
      ok: true,
      value: undefined,
    });
  });

  it('signs out sessions started before the reset, and not those started after', async () => {
    const fixture = await setup();
    const identifyBearer = makeIdentifyBearer(fixture);
    const token = await resetLink(fixture, fixture.ann);
    const before = (await fixture.tokens.issue(fixture.ann.id, fixture.clock.now())).token;
    fixture.clock.advance(1000);

    okValue(await fixture.resetPassword({ token, password: newPassword }));
    expect(fixture.store.sessionRevocations).toEqual([
      userRevocation(fixture.ann.id, 'signed-out', fixture.clock.now()),
    ]);
    const after = okValue(await fixture.authenticateUser({ email: 'ann@example.com', password: newPassword })).token;

    expect(await identifyBearer(before)).toEqual({
      ok: false,
      error: { kind: 'Unauthenticated', reason: 'signed-out' },
    });
    expect(await identifyBearer(after)).toMatchObject({
      ok: true,
      value: { userId: fixture.ann.id, via: 'access-token' },
    });
  });
});
