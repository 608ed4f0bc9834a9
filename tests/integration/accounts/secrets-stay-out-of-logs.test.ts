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

  it('keeps a password sent in a GET /graphql, an editor link and its credential out of every log line', async () => {
    const { app } = testApp();
    const owner = await signUp(app, { password: 'owner secret password' });
    const variables = JSON.stringify({ input: { email: owner.email, password: 'get secret password' } });
    await app.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent(AUTHENTICATE_USER)}&variables=${encodeURIComponent(variables)}`,
    });
    await app.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent(ME)}&variables=${encodeURIComponent('{"key": "not json')}`,
    });

    const site = uniqueSiteUrl('logs');
    const websiteId = await createWebsite(app, owner.token, { url: site });
    const pageId = await createPage(app, owner.token, websiteId, { url: '/landing' });
    const testId = await createTest(app, owner.token, pageId);
    const variant = await createVariant(app, owner.token, testId, { cssCode: 'p { margin: 0 }', jsCode: '' });
    const made = await postGraphql<{ createVisualEditorLink: { url: string } }>(
      app,
      `mutation L($variantId: ID!) { createVisualEditorLink(variantId: $variantId) { url } }`,
      { variantId: variant.id },
      { bearer: owner.token },
    );
    const link = new URL(dataOf(made).createVisualEditorLink.url);
    const editorToken = link.searchParams.get('splitpenny_variant') ?? '';
    expect(editorToken).not.toBe('');
    const opened = await app.inject({
      method: 'POST',
      url: '/api/editor/session',
      headers: { origin: new URL(site).origin },
      payload: { token: editorToken },
    });
    const credential = opened.json<{ credential: string }>().credential;
    expect(credential).toBeTruthy();

    // What any code might log while handling these: nested as GraphQL's own logger nests details.
    logs.logger.debug(
      { details: [{ variables: { input: { currentPassword: 'nested secret password', recoveryCode: '246810' } } }] },
      'graphql',
    );

    const logged = logs.text();
    expect(logged).toContain('/graphql?query=');
    for (const secret of [
      'owner secret password',
      'get secret password',
      'nested secret password',
      '246810',
      'not json',
      owner.token,
      editorToken,
      credential,
    ]) {
      expect(logged, `log mentions ${secret}`).not.toContain(secret);
    }
  });
});
