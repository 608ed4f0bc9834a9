import { describe, expect, it } from 'vitest';
import { ME, signUp } from '../../support/account-operations';
import { postGraphql } from '../../support/graphql-request';
import { useTestApplication } from '../../support/test-application';

const CREATE_API_KEY = `mutation CreateApiKey($input: CreateApiKeyInput!) {
  createApiKey(input: $input) { secret apiKey { id name prefix scope createdAt lastUsedAt revokedAt } }
}`;
const API_KEYS = `query ApiKeys { apiKeys { id name prefix scope lastUsedAt revokedAt } }`;
const REVOKE_API_KEY = `mutation RevokeApiKey($id: ID!) { revokeApiKey(id: $id) { id revokedAt } }`;

interface Created {
  createApiKey: { secret: string; apiKey: { id: string; name: string; prefix: string; lastUsedAt: string | null } };
}

describe('API keys', () => {
  const testApp = useTestApplication();

  it('creates a named key, shown once, that another service can send as its bearer token', async () => {
    const { app, db } = testApp();
    const owner = await signUp(app);
    const created = await postGraphql<Created>(
      app,
      CREATE_API_KEY,
      { input: { name: ' CI deploys ', scope: 'WRITE' } },
      { bearer: owner.token },
    );
    const { secret, apiKey } = created.data?.createApiKey ?? { secret: '', apiKey: null };
    expect(secret).toMatch(/^sp_live_[A-Za-z0-9_-]{43}$/);
    expect(apiKey).toMatchObject({ name: 'CI deploys', prefix: secret.slice(0, 12), scope: 'WRITE', lastUsedAt: null });

    const stored = await db.database.db.selectFrom('api_keys').select('secret_hash').executeTakeFirstOrThrow();
    expect(stored.secret_hash).not.toContain(secret);

    const me = await postGraphql<{ me: { id: string } }>(app, ME, {}, { bearer: secret });
    expect(me.data?.me.id).toBe(owner.id);
    const listed = await postGraphql<{ apiKeys: { lastUsedAt: string | null }[] }>(
      app,
      API_KEYS,
      {},
      { bearer: owner.token },
    );
    expect(listed.data?.apiKeys[0]?.lastUsedAt).not.toBeNull();
    expect(JSON.stringify(listed.data)).not.toContain(secret);
  });

  it('refuses a revoked key on its very next request', async () => {
    const { app } = testApp();
    const owner = await signUp(app);
    const created = await postGraphql<Created>(
      app,
      CREATE_API_KEY,
      { input: { name: 'reporting', scope: 'READ' } },
      { bearer: owner.token },
    );
    const { secret, apiKey } = created.data?.createApiKey ?? { secret: '', apiKey: { id: '' } };
    expect((await postGraphql(app, ME, {}, { bearer: secret })).errors).toEqual([]);

    const revoked = await postGraphql<{ revokeApiKey: { revokedAt: string | null } }>(
      app,
      REVOKE_API_KEY,
      { id: apiKey.id },
      { bearer: owner.token },
    );
    expect(revoked.data?.revokeApiKey.revokedAt).not.toBeNull();
    const refused = await postGraphql(app, ME, {}, { bearer: secret });
    expect(refused.error).toMatchObject({
      message: 'This API key has been revoked.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it("gives NOT_FOUND for another owner's key, and leaves it working", async () => {
    const { app } = testApp();
    const ann = await signUp(app);
    const bob = await signUp(app);
    const created = await postGraphql<Created>(
      app,
      CREATE_API_KEY,
      { input: { name: 'ann key', scope: 'READ' } },
      { bearer: ann.token },
    );
    const { secret, apiKey } = created.data?.createApiKey ?? { secret: '', apiKey: { id: '' } };

    const reply = await postGraphql(app, REVOKE_API_KEY, { id: apiKey.id }, { bearer: bob.token });
    expect(reply.error).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    expect((await postGraphql(app, ME, {}, { bearer: secret })).errors).toEqual([]);
    const bobsKeys = await postGraphql<{ apiKeys: unknown[] }>(app, API_KEYS, {}, { bearer: bob.token });
    expect(bobsKeys.data?.apiKeys).toEqual([]);
  });

  it.each(['not-a-uuid', '00000000-0000-0000-0000-000000000000'])('gives NOT_FOUND for the id %s', async (id) => {
    const owner = await signUp(testApp().app);
    const reply = await postGraphql(testApp().app, REVOKE_API_KEY, { id }, { bearer: owner.token });
    expect(reply.error).toMatchObject({
      message: 'There is no API key with that id.',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('refuses a key with no name, naming the field', async () => {
    const owner = await signUp(testApp().app);
    const reply = await postGraphql(
      testApp().app,
      CREATE_API_KEY,
      { input: { name: '   ', scope: 'READ' } },
      { bearer: owner.token },
    );
    expect(reply.error).toMatchObject({
      message: 'Enter a name',
      extensions: { code: 'BAD_USER_INPUT', field: 'name' },
    });
  });

  it('refuses an unknown key that looks like one, saying the key is wrong rather than asking to log in', async () => {
    const reply = await postGraphql(testApp().app, ME, {}, { bearer: `sp_live_${'x'.repeat(43)}` });
    expect(reply.error).toMatchObject({
      message:
        'This API key is not known: check that it was copied whole, or create a new one under API keys on My Account.',
      extensions: { code: 'UNAUTHENTICATED', reason: 'unknown-api-key' },
    });
    expect(reply.error?.message).not.toContain('Log in again');
  });
});
