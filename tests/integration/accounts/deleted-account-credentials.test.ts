import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../../../adapters/config/config';
import { createLogger } from '../../../adapters/logging/create-logger';
import { buildApplication } from '../../../adapters/main';
import { DELETE_USER, logIn, signUp } from '../../support/account-operations';
import { postGraphql } from '../../support/graphql-request';
import { useTestApplication } from '../../support/test-application';

const secret = 'integration-test-signing-secret-0123456789';
/** Longer than the test: another process never reads the revocations on its schedule while it runs. */
const noScheduledRefresh: Partial<Config> = { jwtSecret: secret, sessionRevocationRefreshMs: 60 * 60 * 1000 };

const gone = { message: 'This account no longer exists.', extensions: { code: 'UNAUTHENTICATED' } };

/**
 * Two server processes on one database: the owner deletes the account through one. The other refuses the account's
 * API keys and its sessions' { me } at once, before it has heard of the deletion, and every request of its sessions
 * as soon as the database tells it (no scheduled read runs during the test).
 */
describe("a deleted account's credentials, on every process", () => {
  const first = useTestApplication(noScheduledRefresh);
  let second: FastifyInstance | undefined;
  beforeAll(async () => {
    const config: Config = { ...loadConfig({ NODE_ENV: 'test' }), webDistDir: null, ...noScheduledRefresh };
    second = await buildApplication(config, createLogger('silent'), first().db.database);
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
  });
  const otherProcess = (): FastifyInstance => {
    if (second === undefined) throw new Error('the second process exists only inside tests');
    return second;
  };

  const me = (app: FastifyInstance, bearer: string) =>
    postGraphql<{ me: { id: string } }>(app, '{ me { id } }', {}, { bearer });

  it('answers { me { id } } with UNAUTHENTICATED for its API keys and its sessions, on the process that deleted it and the other', async () => {
    const { app } = first();
    const owner = await signUp(app);
    const phone = await logIn(app, owner);
    const keys: string[] = [];
    for (const scope of ['READ', 'WRITE']) {
      const created = await postGraphql<{ createApiKey: { secret: string } }>(
        app,
        `mutation { createApiKey(input: { name: "${scope}", scope: ${scope} }) { secret } }`,
        {},
        { bearer: owner.token },
      );
      keys.push(created.data?.createApiKey.secret ?? '');
    }
    // Both processes know the account, its keys and its sessions.
    for (const process of [app, otherProcess()]) {
      for (const bearer of [...keys, owner.token, phone.token]) {
        expect((await me(process, bearer)).data?.me.id).toBe(owner.id);
      }
    }

    expect((await postGraphql(app, DELETE_USER, {}, { bearer: owner.token })).errors).toEqual([]);

    for (const process of [app, otherProcess()]) {
      for (const key of keys) {
        expect((await me(process, key)).error).toMatchObject({
          extensions: { code: 'UNAUTHENTICATED', reason: 'unknown-api-key' },
        });
      }
      for (const session of [owner.token, phone.token]) {
        expect((await me(process, session)).error).toMatchObject(gone);
      }
    }
    // The other process hears of the deletion from the database (no scheduled read runs during the test), and
    // from then on refuses every request of the account's sessions, not only those that read the account.
    const createWebsite = () =>
      postGraphql(
        otherProcess(),
        'mutation { createWebsite(url: "https://gone.example", name: "Gone") { acknowledged } }',
        {},
        { bearer: phone.token },
      );
    await expect
      .poll(async () => (await createWebsite()).error?.extensions, { timeout: 2_000 })
      .toEqual({
        code: 'UNAUTHENTICATED',
        reason: 'account-deleted',
      });
    expect((await postGraphql(otherProcess(), DELETE_USER, {}, { bearer: phone.token })).error).toMatchObject(gone);
  });
});
