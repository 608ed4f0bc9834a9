import { describe, expect, it } from 'vitest';
import { makeCreateUser, type CreateUserInput } from '../../../application/accounts/create-user';
import { makeIdentifyBearer } from '../../../application/accounts/identify-bearer';
import type { User } from '../../../domain/accounts/user';
import { accountsFixture, appUrl, okValue, type AccountsFixture } from './accounts-fixture';

const signupSessions = 1000;
const input: CreateUserInput = {
  email: 'ann@example.com',
  password: 'correct horse battery',
  directAffiliateSignup: false,
};

function setup(fixture: AccountsFixture = accountsFixture(), sessions = signupSessions) {
  const createUser = makeCreateUser({ ...fixture, signupSessions: sessions, appUrl });
  return { ...fixture, createUser };
}

function onlyUser(fixture: AccountsFixture): User {
  const users = [...fixture.store.users.values()];
  expect(users).toHaveLength(1);
  return users[0] as User;
}

describe('create user', () => {
  it.each<[string, string, string]>([
    ['as typed', 'ann@example.com', 'ann@example.com'],
    ['with capitals', 'Ann@Example.COM', 'ann@example.com'],
    ['with surrounding spaces', '  ann@example.com\t', 'ann@example.com'],
  ])('stores the email normalised when typed %s', async (_name, email, expected) => {
    const fixture = setup();
    expect((await fixture.createUser({ ...input, email })).ok).toBe(true);
    expect(onlyUser(fixture).email).toBe(expected);
  });

  it.each<[string, string, object]>([
    ['the old 8-character minimum', 'password', { kind: 'too_short' }],
    ['11 characters', 'abcdefghijk', { kind: 'too_short' }],
    ['a common password of 12 characters', 'password1234', { kind: 'weak', weakness: 'common' }],
    ['one made of the address', 'annexample-secret', { kind: 'weak', weakness: 'personal' }],
  ])(
    'refuses %s, writing and sending nothing, for a taken address as for a free one',
    async (_name, password, problem) => {
      const fixture = setup();
      await fixture.existingUser('bob@example.com');
      const before = fixture.store.snapshot();
      for (const email of ['ann@example.com', 'bob@example.com']) {
        expect(await fixture.createUser({ ...input, email, password })).toEqual({
          ok: false,
          error: { kind: 'WeakPassword', problem },
        });
      }
      expect(fixture.store.snapshot()).toEqual(before);
      expect(fixture.mailer.sent).toEqual([]);
    },
  );

  it('stores a hash of the password that verifies, never the password itself', async () => {
    const fixture = setup();
    await fixture.createUser(input);
    const { passwordHash } = onlyUser(fixture);
    expect(passwordHash).not.toBe(input.password);
    expect(await fixture.hasher.verify(passwordHash, input.password)).toBe(true);
    expect(await fixture.hasher.verify(passwordHash, 'another password')).toBe(false);
  });

  it('makes a new Owner with no card or Stripe customer, valid sessions from now', async () => {
    const fixture = setup();
    const now = fixture.clock.now();
    const session = okValue(await fixture.createUser(input));
    expect(onlyUser(fixture)).toEqual({
      id: session.id,
      email: 'ann@example.com',
      passwordHash: await fixture.hasher.hash(input.password),
      role: 'Owner',
      createdAt: now,
      stripeCustomerId: null,
      directAffiliateSignup: false,
      card: null,
      testSessionsRemaining: signupSessions,
      emailConfirmedAt: null,
    });
  });

  it.each<[string, number]>([
    ['the default level', 1000],
    ['a configured level', 250],
  ])(
    "starts the account at %s, recorded once in the ledger as its signup credit and that month's top-up",
    async (_name, level) => {
      const fixture = setup(accountsFixture(), level);
      await fixture.createUser(input);
      const user = onlyUser(fixture);
      expect(user.testSessionsRemaining).toBe(level);
      expect(fixture.store.creditEntriesOf(user.id)).toEqual([
        expect.objectContaining({
          userId: user.id,
          reason: 'signup',
          reference: user.id,
          amount: level,
          balanceAfter: level,
          createdAt: fixture.clock.now(),
        }),
        // The sign-up grant is the sign-up month's top-up: the monthly job adds nothing more until next month.
        expect.objectContaining({
          userId: user.id,
          reason: 'monthly_topup',
          reference: `topup:2025-03:${user.id}`,
          amount: 0,
          balanceAfter: level,
        }),
      ]);
    },
  );

  it.each<[string, boolean]>([
    ['from the affiliate register page', true],
    ['from the ordinary sign-up page', false],
  ])('remembers whether the owner signed up %s', async (_name, directAffiliateSignup) => {
    const fixture = setup();
    await fixture.createUser({ ...input, directAffiliateSignup });
    expect(onlyUser(fixture).directAffiliateSignup).toBe(directAffiliateSignup);
  });

  it.each<[string, string]>([
    ['the same email', 'ann@example.com'],
    ['the email in capitals', 'ANN@EXAMPLE.COM'],
    ['the email with spaces', ' Ann@example.com '],
  ])('refuses %s of an existing account, writing and sending nothing', async (_name, email) => {
    const fixture = setup();
    await fixture.existingUser('ann@example.com');
    const before = fixture.store.snapshot();
    expect(await fixture.createUser({ ...input, email })).toEqual({ ok: false, error: { kind: 'EmailTaken' } });
    expect(fixture.store.snapshot()).toEqual(before);
    expect(fixture.mailer.sent).toEqual([]);
  });

  it('welcomes the owner at the normalised address with their free sessions and a link to their account', async () => {
    const fixture = setup();
    await fixture.createUser({ ...input, email: ' Ann@Example.com ' });
    expect(fixture.mailer.sent).toHaveLength(1);
    const [welcome] = fixture.mailer.sent;
    expect(welcome?.to).toBe('ann@example.com');
    expect(welcome?.subject).toBe('Welcome to Splitpenny');
    expect(welcome?.text).toContain('1,000 free test sessions');
    expect(welcome?.text).toContain(`${appUrl}/user`);
    expect(welcome?.html).toContain(`href="${appUrl}/user"`);
  });

  it('sends the link that confirms the address, kept only as a hash, for that address, for a week', async () => {
    const fixture = setup();
    await fixture.createUser(input);
    const token = /confirm-account\?token=([^\s"]+)/.exec(fixture.mailer.sent[0]?.text ?? '')?.[1];
    expect(token).toBeDefined();
    const user = onlyUser(fixture);
    expect([...fixture.store.emailConfirmations.values()]).toEqual([
      {
        tokenHash: fixture.opaqueTokens.hash(decodeURIComponent(token ?? '')),
        confirmation: {
          id: expect.any(String),
          userId: user.id,
          email: 'ann@example.com',
          expiresAt: new Date(fixture.clock.now().getTime() + 7 * 86_400_000),
          usedAt: null,
        },
      },
    ]);
  });

  it('creates the account even when the welcome email cannot be sent', async () => {
    const fixture = setup();
    fixture.mailer.failWith(new Error('SMTP down'));
    const result = await fixture.createUser(input);
    expect(result.ok).toBe(true);
    expect(onlyUser(fixture).testSessionsRemaining).toBe(signupSessions);
  });

  it('signs the new owner in: the token identifies them and no card is nearing expiry', async () => {
    const fixture = setup();
    const session = okValue(await fixture.createUser(input));
    const user = onlyUser(fixture);
    expect(session.id).toBe(user.id);
    expect(session.cardNearingExpiry).toBe(false);
    const identifyBearer = makeIdentifyBearer(fixture);
    expect(await identifyBearer(session.token)).toMatchObject({
      ok: true,
      value: { userId: user.id, via: 'access-token' },
    });
  });

  it('gives each account its own id, so two sign-ups are two accounts', async () => {
    const fixture = setup();
    const ann = okValue(await fixture.createUser(input));
    const bob = okValue(await fixture.createUser({ ...input, email: 'bob@example.com' }));
    expect(ann.id).not.toBe(bob.id);
    expect([...fixture.store.users.keys()].sort()).toEqual([ann.id, bob.id].sort());
  });
});
