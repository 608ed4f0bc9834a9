import { describe, expect, it } from 'vitest';
import { makeAuthenticateUser } from '../../../application/accounts/authenticate-user';
import { makeIdentifyBearer } from '../../../application/accounts/identify-bearer';
import { accountsFixture, okValue } from './accounts-fixture';

const password = 'correct horse battery';
/** What the fake hasher makes of "decoy": a login naming no account with that password must still fail. */
const decoyHash = 'hashed:decoy';

async function setup() {
  const fixture = accountsFixture();
  const ann = await fixture.existingUser('ann@example.com', password);
  const authenticateUser = makeAuthenticateUser({ ...fixture, decoyHash });
  return { ...fixture, ann, authenticateUser };
}

describe('authenticate user', () => {
  it.each<[string, string]>([
    ['as stored', 'ann@example.com'],
    ['in capitals', 'ANN@Example.COM'],
    ['with surrounding spaces', '  ann@example.com '],
  ])('signs the owner in with their email typed %s', async (_name, email) => {
    const fixture = await setup();
    const session = okValue(await fixture.authenticateUser({ email, password }));
    expect(session).toEqual({ id: fixture.ann.id, token: expect.any(String), cardNearingExpiry: false });
    expect(await makeIdentifyBearer(fixture)(session.token)).toMatchObject({
      ok: true,
      value: { userId: fixture.ann.id, via: 'access-token' },
    });
  });

  it.each<[string, { expMonth: number; expYear: number }, boolean]>([
    ['expires this month', { expMonth: 3, expYear: 2026 }, true],
    ['expires in two years', { expMonth: 3, expYear: 2028 }, false],
  ])('tells the owner whether their saved card is nearing expiry: a card that %s', async (_name, expiry, nearing) => {
    const fixture = await setup();
    fixture.clock.set(new Date('2026-03-10T12:00:00Z'));
    const card = { paymentMethodId: 'pm_1', brand: 'visa', last4: '4242', ...expiry };
    fixture.store.users.set(fixture.ann.id, { ...fixture.ann, card });
    const session = okValue(await fixture.authenticateUser({ email: 'ann@example.com', password }));
    expect(session.cardNearingExpiry).toBe(nearing);
  });

  it.each<[string, { email: string; password: string }, 'user' | 'decoy']>([
    ['a wrong password', { email: 'ann@example.com', password: 'wrong' }, 'user'],
    ['the password in another case', { email: 'ann@example.com', password: password.toUpperCase() }, 'user'],
    ['an empty password', { email: 'ann@example.com', password: '' }, 'user'],
    ['an unknown email', { email: 'bob@example.com', password }, 'decoy'],
    ['an unknown email with the decoy password', { email: 'bob@example.com', password: 'decoy' }, 'decoy'],
  ])('refuses %s alike, after checking one hash', async (_name, credentials, checked) => {
    const fixture = await setup();
    expect(await fixture.authenticateUser(credentials)).toEqual({
      ok: false,
      error: { kind: 'InvalidCredentials' },
    });
    // An unknown email still costs one hash check, against the decoy, so timing does not reveal which emails exist.
    expect(fixture.hasher.verifiedHashes).toEqual([checked === 'user' ? fixture.ann.passwordHash : decoyHash]);
  });
});
