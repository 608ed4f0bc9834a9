import { afterAll, describe, expect, it } from 'vitest';
import { DELETE_USER, ME, signUp } from '../../support/account-operations';
import { postGraphql } from '../../support/graphql-request';
import { startServerProcesses, type ServerProcess } from '../../support/server-processes';
import { useTestApplication } from '../../support/test-application';
import { testDialect } from '../../support/test-database';

const CREATE_API_KEY = `mutation CreateApiKey($input: CreateApiKeyInput!) { createApiKey(input: $input) { secret } }`;
const CREATE_WEBSITE = `mutation CreateWebsite($url: String!, $name: String!) { createWebsite(url: $url, name: $name) { acknowledged } }`;

const unavailable =
  testDialect() === 'postgres' ? null : 'server processes on one database need PostgreSQL (the embedded one is held)';

/** The errors' codes of `query` sent to `server` with `bearer`. */
async function codesOn(server: ServerProcess, bearer: string, query: string, variables = {}): Promise<unknown[]> {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
  return (body.errors ?? []).map((error) => error.extensions?.code);
}

describe.skipIf(unavailable !== null)(
  `a deleted account on two servers${unavailable === null ? '' : ` (skipped: ${unavailable})`}`,
  () => {
    const testApp = useTestApplication();
    let servers: ServerProcess[] = [];
    afterAll(async () => {
      await Promise.all(servers.map((server) => server.stop()));
    });

    it('ends its API keys and sessions on the other server at once, not at its next refresh', async () => {
      const { app, db } = testApp();
      const owner = await signUp(app);
      const created = await postGraphql<{ createApiKey: { secret: string } }>(
        app,
        CREATE_API_KEY,
        { input: { name: 'deploy script', scope: 'WRITE' } },
        { bearer: owner.token },
      );
      const key = created.data?.createApiKey.secret ?? '';
      expect(key).not.toBe('');
      // A refresh interval far longer than the test: only what happens at once can pass it.
      servers = await startServerProcesses(2, {
        DATABASE_URL: db.url ?? '',
        DATABASE_POOL_SIZE: '3',
        RUN_JOBS: 'false',
        SESSION_REVOCATION_REFRESH_MS: '600000',
      });
      const [first, second] = servers as [ServerProcess, ServerProcess];
      // Both work on the second server before the deletion: what is refused afterwards is refused for it.
      expect(await codesOn(second, key, ME)).toEqual([]);
      expect(await codesOn(second, owner.token, ME)).toEqual([]);

      expect(await codesOn(first, owner.token, DELETE_USER)).toEqual([]);

      expect(await codesOn(second, key, ME)).toEqual(['UNAUTHENTICATED']);
      expect(await codesOn(second, owner.token, ME)).toEqual(['UNAUTHENTICATED']);
      const site = { url: `https://deleted-${Date.now()}.example`, name: 'after deletion' };
      expect(await codesOn(second, key, CREATE_WEBSITE, site)).toEqual(['UNAUTHENTICATED']);
      expect(await codesOn(second, owner.token, CREATE_WEBSITE, site)).toEqual(['UNAUTHENTICATED']);
      const websites = await db.database.db.selectFrom('websites').select('id').where('url', '=', site.url).execute();
      expect(websites).toEqual([]);
    }, 180_000);
  },
);
