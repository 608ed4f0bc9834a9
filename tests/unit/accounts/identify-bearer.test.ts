import { describe, expect, it } from 'vitest';
import { makeCreateApiKey, makeRevokeApiKey } from '../../../application/accounts/api-keys';
import { makeDeleteUser } from '../../../application/accounts/delete-user';
import { makeIdentifyBearer } from '../../../application/accounts/identify-bearer';
import { makeLogOut, makeLogOutEverywhere } from '../../../application/accounts/log-out';
import { accessTokenLifetimeMs } from '../../../domain/accounts/access-token';
import { userRevocation } from '../../../domain/accounts/session-revocation';
import { accountsFixture, viewerOf } from './accounts-fixture';

const refused = (reason: string) => ({ ok: false, error: { kind: 'Unauthenticated', reason } });

async function setup() {
  const fixture = accountsFixture();
  const ann = await fixture.existingUser('ann@example.com');
  return { ...fixture, ann, identifyBearer: makeIdentifyBearer(fixture) };
}

async function apiKeyOf(fixture: Awaited<ReturnType<typeof setup>>) {
  return makeCreateApiKey(fixture)(viewerOf(fixture.ann), { name: 'CI', scope: 'write' });
}

describe('identify bearer: access tokens', () => {
  it.each<[string, number]>([
    ['just issued', 0],
    ['a second before its day is up', accessTokenLifetimeMs - 1000],
  ])('accepts a token %s as its owner', async (_name, laterMs) => {
    const fixture = await setup();
    const { token } = await fixture.tokens.issue(fixture.ann.id, fixture.clock.now());
    fixture.clock.advance(laterMs);
    expect(await fixture.identifyBearer(token)).toEqual({
      ok: true,
      value: { userId: fixture.ann.id, via: 'access-token', session: await fixture.tokens.claimsOf(token) },
    });
  });

  it.each<[string, number]>([
    ['exactly one day after issue', accessTokenLifetimeMs],
    ['well after its day', 3 * accessTokenLifetimeMs],
  ])('refuses a token %s as expired', async (_name, laterMs) => {
    const fixture = await setup();
    const { token } = await fixture.tokens.issue(fixture.ann.id, fixture.clock.now());
    fixture.clock.advance(laterMs);
    expect(await fixture.identifyBearer(token)).toEqual(refused('expired'));
  });

  it.each<[string, string]>([['a token of the right shape that was never issued', 'access-token-99']])(
    'refuses %s as malformed',
    async (_name, token) => {
      const fixture = await setup();
      expect(await fixture.identifyBearer(token)).toEqual(refused('malformed'));
    },
  );

  // A program holding a key is told the key is wrong: logging in again would not help it.
  it.each<[string, string]>([
    ['text that is no token', 'hello'],
    ['an empty token', ''],
    ['an API key with the wrong case prefix', 'SP_LIVE_0001-opaque-token'],
  ])("refuses %s as an unknown API key, not as a session's token", async (_name, token) => {
    const fixture = await setup();
    expect(await fixture.identifyBearer(token)).toEqual(refused('unknown-api-key'));
  });

  it("refuses a valid token of a deleted account as 'account-deleted'", async () => {
    const fixture = await setup();
    const { token } = await fixture.tokens.issue(fixture.ann.id, fixture.clock.now());
    await makeDeleteUser(fixture)(viewerOf(fixture.ann));
    expect(await fixture.identifyBearer(token)).toEqual(refused('account-deleted'));
  });

  it.each<[string, number, 'accepted' | 'signed-out']>([
    ['a second after the token was issued', 1000, 'signed-out'],
    ['an hour after', 60 * 60 * 1000, 'signed-out'],
    ['a millisecond after, in the same second', 1, 'signed-out'],
    ['at the moment the token was issued', 0, 'accepted'],
    ['before the token was issued', -1000, 'accepted'],
  ])('when sessions were ended %s, the token is %s', async (_name, invalidatedAfterMs, expected) => {
    const fixture = await setup();
    const issuedAt = fixture.clock.now();
    const { token } = await fixture.tokens.issue(fixture.ann.id, issuedAt);
    const validAfter = new Date(issuedAt.getTime() + invalidatedAfterMs);
    const revocation = userRevocation(fixture.ann.id, 'signed-out', validAfter);
    await fixture.uow.run(({ sessionRevocations }) => sessionRevocations.add(revocation));
    fixture.clock.set(new Date(Math.max(issuedAt.getTime(), validAfter.getTime()) + 1));
    await fixture.revokedSessions.refresh();
    expect(await fixture.identifyBearer(token)).toMatchObject(
      expected === 'accepted' ? { ok: true, value: { userId: fixture.ann.id } } : refused('signed-out'),
    );
  });

  it('logging out refuses that token from then on, and no other', async () => {
    const fixture = await setup();
    const mine = await fixture.tokens.issue(fixture.ann.id, fixture.clock.now());
    const other = await fixture.tokens.issue(fixture.ann.id, fixture.clock.now());
    const viewer = await fixture.identifyBearer(mine.token);
    if (!viewer.ok) throw new Error('the token was refused');
    expect(await makeLogOut(fixture)(viewer.value)).toEqual({ ok: true, value: undefined });
    expect(await fixture.identifyBearer(mine.token)).toEqual(refused('signed-out'));
    expect(await fixture.identifyBearer(other.token)).toMatchObject({ ok: true });
  });

  it('logging out everywhere refuses every token issued before, and not one issued after', async () => {
    const fixture = await setup();
    const mine = await fixture.tokens.issue(fixture.ann.id, fixture.clock.now());
    const other = await fixture.tokens.issue(fixture.ann.id, fixture.clock.now());
    fixture.clock.advance(5_000);
    const viewer = await fixture.identifyBearer(mine.token);
    if (!viewer.ok) throw new Error('the token was refused');
    expect(await makeLogOutEverywhere(fixture)(viewer.value)).toEqual({ ok: true, value: undefined });
    expect(await fixture.identifyBearer(mine.token)).toEqual(refused('signed-out'));
    expect(await fixture.identifyBearer(other.token)).toEqual(refused('signed-out'));
    fixture.clock.advance(1_000);
    const later = await fixture.tokens.issue(fixture.ann.id, fixture.clock.now());
    expect(await fixture.identifyBearer(later.token)).toMatchObject({ ok: true });
  });

  it('an API key has no session to log out', async () => {
    const fixture = await setup();
    const viewer = { userId: fixture.ann.id, via: 'api-key', scope: 'write' } as const;
    expect(await makeLogOut(fixture)(viewer)).toEqual({ ok: false, error: { kind: 'NotASession' } });
    expect(await makeLogOutEverywhere(fixture)(viewer)).toEqual({ ok: false, error: { kind: 'NotASession' } });
    expect(fixture.store.sessionRevocations).toEqual([]);
  });

  it('reads the store once, then only on refresh: a revocation another process writes counts from the next refresh', async () => {
    const fixture = await setup();
    const { token } = await fixture.tokens.issue(fixture.ann.id, fixture.clock.now());
    expect(await fixture.identifyBearer(token)).toMatchObject({ ok: true });
    fixture.clock.advance(2_000);
    // Written straight to the store, as another process would: this process does not know yet.
    fixture.store.sessionRevocations.push(userRevocation(fixture.ann.id, 'signed-out', fixture.clock.now()));
    expect(await fixture.identifyBearer(token)).toMatchObject({ ok: true });
    await fixture.revokedSessions.refresh();
    expect(await fixture.identifyBearer(token)).toEqual(refused('signed-out'));
  });
});

describe('identify bearer: API keys', () => {
  it('accepts a key as its owner, via the API key, and records when it was used', async () => {
    const fixture = await setup();
    const { key, secret } = await apiKeyOf(fixture);
    fixture.clock.advance(60_000);
    expect(await fixture.identifyBearer(secret)).toEqual({
      ok: true,
      value: { userId: fixture.ann.id, via: 'api-key', scope: 'write' },
    });
    expect(fixture.store.apiKeys.get(key.id)?.key.lastUsedAt).toEqual(fixture.clock.now());
  });

  it('records its use at most once a minute, however often it is used', async () => {
    const fixture = await setup();
    const { key, secret } = await apiKeyOf(fixture);
    const firstUse = fixture.clock.now();
    const lastUsedAt = () => fixture.store.apiKeys.get(key.id)?.key.lastUsedAt;
    expect((await fixture.identifyBearer(secret)).ok).toBe(true);
    expect(lastUsedAt()).toEqual(firstUse);
    fixture.clock.advance(59_999);
    expect((await fixture.identifyBearer(secret)).ok).toBe(true);
    expect(lastUsedAt()).toEqual(firstUse);
    fixture.clock.advance(1);
    expect((await fixture.identifyBearer(secret)).ok).toBe(true);
    expect(lastUsedAt()).toEqual(fixture.clock.now());
  });

  it('refuses an unknown key as an unknown API key, not as a session to log in to again', async () => {
    const fixture = await setup();
    await apiKeyOf(fixture);
    expect(await fixture.identifyBearer('sp_live_9999-not-a-real-key')).toEqual(refused('unknown-api-key'));
  });

  it("refuses a revoked key as 'revoked', without recording a use", async () => {
    const fixture = await setup();
    const { key, secret } = await apiKeyOf(fixture);
    await makeRevokeApiKey(fixture)(viewerOf(fixture.ann), key.id);
    fixture.clock.advance(60_000);
    expect(await fixture.identifyBearer(secret)).toEqual(refused('revoked'));
    expect(fixture.store.apiKeys.get(key.id)?.key.lastUsedAt).toBeNull();
  });
});
