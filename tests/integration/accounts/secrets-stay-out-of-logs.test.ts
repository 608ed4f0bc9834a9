import { describe, expect, it } from 'vitest';
import {
  AUTHENTICATE_USER,
  CREATE_USER,
  ME,
  RESET_PASSWORD,
  SEND_PASSWORD_RESET_EMAIL,
  signUp,
} from '../../support/account-operations';
import { captureLogs } from '../../support/capture-logs';
import { postGraphql } from '../../support/graphql-request';
import { useTestApplication } from '../../support/test-application';
import {
  createPage,
  createTest,
  createVariant,
  createWebsite,
  dataOf,
  uniqueSiteUrl,
} from '../../support/workspace-operations';

const logs = captureLogs();

describe('credentials never reach a log line or an error', () => {
  const testApp = useTestApplication({}, { logger: logs.logger });

  it('keeps passwords, hashes, tokens and reset links out of the logs and errors of a whole account journey', async () => {
    const { app, db } = testApp();
    const user = await signUp(app, { password: 'first secret password' });
    const replies = [
      await postGraphql(app, AUTHENTICATE_USER, { input: { email: user.email, password: 'wrong secret password' } }),
      await postGraphql(app, CREATE_USER, { input: { email: user.email, password: 'duplicate secret password' } }),
      await postGraphql(app, CREATE_USER, { input: { email: 'bad', password: 'shrt' } }),
      await postGraphql(app, ME, {}, { bearer: `${user.token}x` }),
      await postGraphql(app, SEND_PASSWORD_RESET_EMAIL, { input: { email: user.email } }),
    ];
    const outbox = await db.database.db.selectFrom('outbox_emails').select('text_body').execute();
    const resetToken = decodeURIComponent(/token=(\S+)/.exec(outbox.map((e) => e.text_body).join('\n'))?.[1] ?? '');
    expect(resetToken).not.toBe('');
    await app.inject({
      method: 'GET',
      url: `/new-password?token=${encodeURIComponent(resetToken)}`,
      headers: { accept: 'text/html' },
    });
    replies.push(
      await postGraphql(app, RESET_PASSWORD, { input: { token: resetToken, password: 'second secret password' } }),
    );
    replies.push(
      await postGraphql(app, RESET_PASSWORD, { input: { token: resetToken, password: 'third secret password' } }),
    );
    const hash = (await db.database.db.selectFrom('users').select('password_hash').executeTakeFirstOrThrow())
      .password_hash;

    const logged = logs.text();
    expect(logged).toContain('request completed');
    const errors = JSON.stringify(replies.map((reply) => reply.errors));
    for (const secret of [
      'first secret password',
      'wrong secret password',
      'duplicate secret password',
      'second secret password',
      'third secret password',
      'shrt',
      user.token,
      resetToken,
      hash,
    ]) {
      expect(logged, `log mentions ${secret}`).not.toContain(secret);
      expect(errors, `error mentions ${secret}`).not.toContain(secret);
    }
  });

  it('keeps secrets sent in URLs out of the logs: GET /graphql variables and arguments, API keys, the editor link', async () => {
    const { app } = testApp();
    const owner = await signUp(app, { password: 'owner secret password' });
    const get = (url: string, bearer?: string) =>
      app.inject({ method: 'GET', url, headers: bearer === undefined ? {} : { authorization: `Bearer ${bearer}` } });
    const graphqlUrl = (query: string, variables?: unknown) =>
      `/graphql?query=${encodeURIComponent(query)}` +
      (variables === undefined ? '' : `&variables=${encodeURIComponent(JSON.stringify(variables))}`);

    // A mutation sent as a GET is refused, but its URL is logged at info all the same.
    await get(
      graphqlUrl('mutation Login($input: AuthenticateUserInput!) { authenticateUser(input: $input) { token } }', {
        input: { email: owner.email, password: 'get variable secret password' },
      }),
    );
    await get(
      graphqlUrl(
        `mutation { changeUserEmail(input: { newEmail: "x@example.com", currentPassword: "inline secret password" }) { id } }`,
      ),
    );
    await get(graphqlUrl('query Q($code: String) { me { id } }', { code: '918273', apiKey: 'variable api key value' }));
    const key = dataOf(
      await postGraphql<{ createApiKey: { secret: string } }>(
        app,
        'mutation { createApiKey(input: { name: "logs", scope: READ }) { secret } }',
        {},
        { bearer: owner.token },
      ),
    ).createApiKey.secret;
    await get(`${graphqlUrl('{ me { id } }')}&api_key=${key}`, key);
    await get(
      `/graphql?query=${encodeURIComponent('{ me { id } }')}&access_token=${owner.token}&secret=shh-its-a-secret`,
    );
    await get('/graphql?variables=not-json-secret-value&query=%7B__typename%7D');

    // The visual editor's link, as the tracking script on the owner's page asks for its config (logged at debug).
    const site = uniqueSiteUrl('logs');
    const websiteId = await createWebsite(app, owner.token, { url: site });
    const pageId = await createPage(app, owner.token, websiteId, { url: '/landing' });
    const variant = await createVariant(app, owner.token, await createTest(app, owner.token, pageId), {
      cssCode: 'p { margin: 0 }',
      jsCode: '',
    });
    const link = new URL(
      dataOf(
        await postGraphql<{ createVisualEditorLink: { url: string } }>(
          app,
          'mutation Link($variantId: ID!) { createVisualEditorLink(variantId: $variantId) { url } }',
          { variantId: variant.id },
          { bearer: owner.token },
        ),
      ).createVisualEditorLink.url,
    );
    const editorToken = link.searchParams.get('splitpenny_variant') ?? '';
    expect(editorToken).toMatch(/^spe_/);
    await get(
      `/api/track/config?site=${websiteId}&page=${encodeURIComponent(link.href)}&preview=${encodeURIComponent(editorToken)}`,
    );
    await app.inject({ method: 'POST', url: '/api/editor/session', payload: { token: editorToken } });

    const logged = logs.text();
    expect(logged).toContain('/api/track/config');
    expect(logged).toContain('/graphql?query=');
    for (const secret of [
      'owner secret password',
      'get variable secret password',
      'inline secret password',
      '918273',
      'variable api key value',
      key,
      key.slice('sp_live_'.length),
      owner.token,
      'shh-its-a-secret',
      'not-json-secret-value',
      editorToken,
      editorToken.slice('spe_'.length),
    ]) {
      expect(logged, `log mentions ${secret}`).not.toContain(secret);
      expect(logged, `log mentions ${secret}, URL-encoded`).not.toContain(encodeURIComponent(secret));
      expect(logged, `log mentions ${secret}, form-encoded`).not.toContain(
        new URLSearchParams({ s: secret }).toString().slice(2),
      );
    }
  });

  it("scrubs any line's fields, message and errors, whoever writes it", () => {
    const before = logs.text().length;
    logs.logger.info(
      {
        input: { currentPassword: 'nested secret password', newPassword: 'new nested password' },
        headers: { cookie: 'session=cookie-value', authorization: 'Bearer header-token' },
        recoveryCode: 'ABCD-EFGH',
        stripe: { webhookSecret: 'whsec_abcdefghijklmnop' },
        note: 'opened https://site.example/?splitpenny_variant=spe_shapeSecret123 and ?token=query-token-value',
      },
      'signing in with {"password":"message secret password"}',
    );
    const failure = new Error('connect to postgres://app:database-password@db.example:5432/app failed');
    logs.logger.error({ err: failure }, 'request failed: token sp_live_abcdefghijklmnopqrstuv');
    logs.logger.warn(new Error('refused key sk_live_abcdef123456 at ?api_key=another-query-key'));
    const logged = logs.text().slice(before);
    expect(logged).toContain('request failed');
    expect(logged).toContain('db.example');
    for (const secret of [
      'nested secret password',
      'new nested password',
      'cookie-value',
      'header-token',
      'ABCD-EFGH',
      'whsec_abcdefghijklmnop',
      'spe_shapeSecret123',
      'query-token-value',
      'message secret password',
      'database-password',
      'sp_live_abcdefghijklmnopqrstuv',
      'sk_live_abcdef123456',
      'another-query-key',
    ]) {
      expect(logged, `log mentions ${secret}`).not.toContain(secret);
    }
  });
});
