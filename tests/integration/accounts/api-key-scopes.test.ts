import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { CHANGE_USER_EMAIL, DELETE_USER, ME, signUp } from '../../support/account-operations';
import { FixedClock } from '../../support/fakes/fixed-clock';
import { postGraphql } from '../../support/graphql-request';
import { useTestApplication } from '../../support/test-application';
import { CREATE_WEBSITE, uniqueSiteUrl } from '../../support/workspace-operations';

const CREATE_API_KEY = `mutation CreateApiKey($input: CreateApiKeyInput!) {
  createApiKey(input: $input) { secret apiKey { id scope } }
}`;
const API_KEYS = `query ApiKeys { apiKeys { id scope lastUsedAt } }`;
const WEBSITES = `query Websites { websites { total } }`;

type Scope = 'READ' | 'WRITE';

async function keyOf(app: FastifyInstance, ownerToken: string, scope: Scope): Promise<{ id: string; secret: string }> {
  const created = await postGraphql<{ createApiKey: { secret: string; apiKey: { id: string; scope: Scope } } }>(
    app,
    CREATE_API_KEY,
    { input: { name: `${scope} key`, scope } },
    { bearer: ownerToken },
  );
  if (created.data === null) throw new Error(`creating a key failed: ${JSON.stringify(created.errors)}`);
  expect(created.data.createApiKey.apiKey.scope).toBe(scope);
  return { id: created.data.createApiKey.apiKey.id, secret: created.data.createApiKey.secret };
}

describe('API key scopes', () => {
  const clock = new FixedClock(new Date('2026-03-02T09:00:00.000Z'));
  const testApp = useTestApplication({}, { clock });

  it('lets a read key run queries, and refuses it every change, naming the scope it lacks', async () => {
    const { app } = testApp();
    const owner = await signUp(app);
    const { secret } = await keyOf(app, owner.token, 'READ');

    const me = await postGraphql<{ me: { id: string } }>(app, ME, {}, { bearer: secret });
    expect(me.data?.me.id).toBe(owner.id);
    const refused = await postGraphql(app, CREATE_WEBSITE, { url: uniqueSiteUrl(), name: 'Shop' }, { bearer: secret });
    expect(refused.error).toMatchObject({
      message: 'This API key may only read: createWebsite needs a key with the write scope.',
      extensions: { code: 'FORBIDDEN', requiredScope: 'write' },
    });
    const websites = await postGraphql<{ websites: { total: number } }>(app, WEBSITES, {}, { bearer: owner.token });
    expect(websites.data?.websites.total).toBe(0);
  });

  it('lets a write key make changes', async () => {
    const { app } = testApp();
    const owner = await signUp(app);
    const { secret } = await keyOf(app, owner.token, 'WRITE');
    const created = await postGraphql(app, CREATE_WEBSITE, { url: uniqueSiteUrl(), name: 'Shop' }, { bearer: secret });
    expect(created.errors).toEqual([]);
    const websites = await postGraphql<{ websites: { total: number } }>(app, WEBSITES, {}, { bearer: owner.token });
    expect(websites.data?.websites.total).toBe(1);
  });

  it.each<[string, string, Record<string, unknown>]>([
    ['create another key', CREATE_API_KEY, { input: { name: 'escalated', scope: 'WRITE' } }],
    ['revoke a key', `mutation Revoke($id: ID!) { revokeApiKey(id: $id) { id } }`, {}],
    [
      'change the email',
      CHANGE_USER_EMAIL,
      { input: { newEmail: 'thief@example.com', currentPassword: 'correct horse battery' } },
    ],
    ['delete the account', DELETE_USER, {}],
  ])('refuses even a write key to %s: only the signed-in owner may', async (_name, mutation, variables) => {
    const { app } = testApp();
    const owner = await signUp(app);
    const key = await keyOf(app, owner.token, 'WRITE');
    const reply = await postGraphql(app, mutation, { id: key.id, ...variables }, { bearer: key.secret });
    expect(reply.error).toMatchObject({ extensions: { code: 'FORBIDDEN', reason: 'signed-in-owner-only' } });
    expect(reply.error?.message).toMatch(/^API keys cannot use \w+: the account owner must be signed in to do that\.$/);

    // Nothing changed: the account, its email and its one key are as they were, and the key still works.
    const me = await postGraphql<{ me: { email: string } }>(app, ME, {}, { bearer: owner.token });
    expect(me.data?.me.email).toBe(owner.email);
    const keys = await postGraphql<{ apiKeys: { id: string }[] }>(app, API_KEYS, {}, { bearer: key.secret });
    expect(keys.data?.apiKeys.map((k) => k.id)).toEqual([key.id]);
  });

  it('still lets the signed-in owner do what keys may not', async () => {
    const { app } = testApp();
    const owner = await signUp(app);
    await keyOf(app, owner.token, 'READ');
    const deleted = await postGraphql<{ deleteUser: { success: boolean } }>(
      app,
      DELETE_USER,
      {},
      { bearer: owner.token },
    );
    expect(deleted.data?.deleteUser.success).toBe(true);
  });

  it("refuses a mutation with a revoked key as unauthenticated, not as the key's scope", async () => {
    const { app } = testApp();
    const owner = await signUp(app);
    const key = await keyOf(app, owner.token, 'READ');
    await postGraphql(
      app,
      `mutation Revoke($id: ID!) { revokeApiKey(id: $id) { id } }`,
      { id: key.id },
      {
        bearer: owner.token,
      },
    );
    const reply = await postGraphql(
      app,
      CREATE_WEBSITE,
      { url: uniqueSiteUrl(), name: 'Shop' },
      { bearer: key.secret },
    );
    expect(reply.error?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('records when a key was last used at most once a minute', async () => {
    const { app, db } = testApp();
    const owner = await signUp(app);
    const key = await keyOf(app, owner.token, 'READ');
    const lastUsedAt = async (): Promise<Date | null> =>
      (
        await db.database.db
          .selectFrom('api_keys')
          .select('last_used_at')
          .where('id', '=', key.id)
          .executeTakeFirstOrThrow()
      ).last_used_at;

    const firstUse = clock.now();
    for (let i = 0; i < 5; i += 1) expect((await postGraphql(app, ME, {}, { bearer: key.secret })).errors).toEqual([]);
    expect(await lastUsedAt()).toEqual(firstUse);
    clock.advance(59_000);
    expect((await postGraphql(app, ME, {}, { bearer: key.secret })).errors).toEqual([]);
    expect(await lastUsedAt()).toEqual(firstUse);
    clock.advance(1_000);
    expect((await postGraphql(app, ME, {}, { bearer: key.secret })).errors).toEqual([]);
    expect(await lastUsedAt()).toEqual(clock.now());
  });
});
