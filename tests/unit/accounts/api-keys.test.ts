import { describe, expect, it } from 'vitest';
import { makeCreateApiKey, makeListApiKeys, makeRevokeApiKey } from '../../../application/accounts/api-keys';
import { makeIdentifyBearer } from '../../../application/accounts/identify-bearer';
import type { ApiKeyId } from '../../../domain/shared/ids';
import { sequentialUuid } from '../../support/fakes/sequential-id-generator';
import { accountsFixture, okValue, viewerOf } from './accounts-fixture';

async function setup() {
  const fixture = accountsFixture();
  const ann = viewerOf(await fixture.existingUser('ann@example.com'));
  const bob = viewerOf(await fixture.existingUser('bob@example.com'));
  return {
    ...fixture,
    ann,
    bob,
    createApiKey: makeCreateApiKey(fixture),
    listApiKeys: makeListApiKeys(fixture),
    revokeApiKey: makeRevokeApiKey(fixture),
    identifyBearer: makeIdentifyBearer(fixture),
  };
}

describe('create API key', () => {
  it.each<[string, string, string]>([
    ['as typed', 'CI deploys', 'CI deploys'],
    ['with surrounding spaces trimmed', '  CI deploys \t', 'CI deploys'],
  ])('names the key %s and shows its first 12 characters', async (_name, name, expected) => {
    const fixture = await setup();
    const { key, secret } = await fixture.createApiKey(fixture.ann, { name, scope: 'write' });
    expect(secret.startsWith('sp_live_')).toBe(true);
    expect(key).toEqual({
      id: expect.any(String),
      userId: fixture.ann.userId,
      name: expected,
      prefix: secret.slice(0, 12),
      scope: 'write',
      createdAt: fixture.clock.now(),
      lastUsedAt: null,
      revokedAt: null,
    });
    expect(key.prefix).toHaveLength(12);
  });

  it('stores only a hash of the secret, which the secret is found by', async () => {
    const fixture = await setup();
    const { key, secret } = await fixture.createApiKey(fixture.ann, { name: 'CI', scope: 'write' });
    expect(fixture.store.apiKeys.get(key.id)).toEqual({ key, secretHash: fixture.opaqueTokens.hash(secret) });
    expect(fixture.store.apiKeys.get(key.id)?.secretHash).not.toBe(secret);
    expect(await fixture.identifyBearer(secret)).toEqual({
      ok: true,
      value: { userId: fixture.ann.userId, via: 'api-key', scope: 'write' },
    });
  });
});

describe('create API key: scopes', () => {
  it.each(['read', 'write'] as const)('makes a %s key, whose bearer is that key with that scope', async (scope) => {
    const fixture = await setup();
    const { key, secret } = await fixture.createApiKey(fixture.ann, { name: 'reports', scope });
    expect(key.scope).toBe(scope);
    expect(await fixture.identifyBearer(secret)).toEqual({
      ok: true,
      value: { userId: fixture.ann.userId, via: 'api-key', scope },
    });
  });
});

describe('list API keys', () => {
  it("lists only the viewer's keys, newest first, revoked ones included", async () => {
    const fixture = await setup();
    const first = await fixture.createApiKey(fixture.ann, { name: 'first', scope: 'write' });
    fixture.clock.advance(60_000);
    const bobs = await fixture.createApiKey(fixture.bob, { name: "bob's", scope: 'write' });
    fixture.clock.advance(60_000);
    const second = await fixture.createApiKey(fixture.ann, { name: 'second', scope: 'write' });
    const revoked = okValue(await fixture.revokeApiKey(fixture.ann, first.key.id));

    expect(await fixture.listApiKeys(fixture.ann)).toEqual([second.key, revoked]);
    expect(await fixture.listApiKeys(fixture.bob)).toEqual([bobs.key]);
  });
});

describe('revoke API key', () => {
  it('revokes the key now; revoking it again keeps the first time', async () => {
    const fixture = await setup();
    const { key, secret } = await fixture.createApiKey(fixture.ann, { name: 'CI', scope: 'write' });
    fixture.clock.advance(60_000);
    const revokedAt = fixture.clock.now();
    expect(await fixture.revokeApiKey(fixture.ann, key.id)).toEqual({ ok: true, value: { ...key, revokedAt } });
    fixture.clock.advance(60_000);
    expect(await fixture.revokeApiKey(fixture.ann, key.id)).toEqual({ ok: true, value: { ...key, revokedAt } });
    expect((await fixture.identifyBearer(secret)).ok).toBe(false);
  });

  it.each<[string, (bobsKey: ApiKeyId) => ApiKeyId]>([
    ["another owner's key", (bobsKey) => bobsKey],
    ['an unknown id', () => sequentialUuid(999) as ApiKeyId],
  ])('answers ApiKeyNotFound for %s, which stays active', async (_name, pick) => {
    const fixture = await setup();
    const { key, secret } = await fixture.createApiKey(fixture.bob, { name: "bob's", scope: 'write' });
    expect(await fixture.revokeApiKey(fixture.ann, pick(key.id))).toEqual({
      ok: false,
      error: { kind: 'ApiKeyNotFound' },
    });
    expect(await fixture.listApiKeys(fixture.bob)).toEqual([key]);
    expect(await fixture.identifyBearer(secret)).toEqual({
      ok: true,
      value: { userId: fixture.bob.userId, via: 'api-key', scope: 'write' },
    });
  });
});
