import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../adapters/config/config';
import { SEND_PASSWORD_RESET_EMAIL, signUp } from '../../support/account-operations';
import { postGraphql } from '../../support/graphql-request';
import { useTestApplication } from '../../support/test-application';

describe('/dev/mailbox with DEV_MAILBOX on', () => {
  const testApp = useTestApplication({ devMailbox: true });

  it('lists the kept emails newest first, each opening to its HTML and plain-text parts', async () => {
    const { app } = testApp();
    const user = await signUp(app);
    await postGraphql(app, SEND_PASSWORD_RESET_EMAIL, { input: { email: user.email } });

    const list = await app.inject({ method: 'GET', url: '/dev/mailbox', headers: { accept: 'text/html' } });
    expect(list.statusCode).toBe(200);
    const subjects = [...list.body.matchAll(/<a href="\/dev\/mailbox\/([\w-]+)">([^<]+)<\/a>/g)];
    expect(subjects.map((m) => m[2])).toEqual([
      `Reset your Splitpenny password — to ${user.email}`,
      `Welcome to Splitpenny — to ${user.email}`,
    ]);

    const email = await app.inject({ method: 'GET', url: `/dev/mailbox/${subjects[0]?.[1]}` });
    expect(email.statusCode).toBe(200);
    expect(email.body).toMatch(/<a href="http[^"]+\/new-password\?token=[^"]+">Choose a new password<\/a>/);
    expect(email.body).toContain('<h2>Plain text</h2>');
  });

  it('answers 404 for an email that does not exist', async () => {
    const response = await testApp().app.inject({ method: 'GET', url: '/dev/mailbox/not-an-id' });
    expect(response.statusCode).toBe(404);
  });

  it.each<[string, { remoteAddress?: string; headers?: Record<string, string> }]>([
    ['another machine', { remoteAddress: '203.0.113.9' }],
    ['a proxy on this machine', { headers: { 'x-forwarded-for': '203.0.113.9' } }],
    ['a proxy on this machine (Forwarded)', { headers: { forwarded: 'for=203.0.113.9' } }],
  ])('answers 404 to a request from %s', async (_from, request) => {
    const response = await testApp().app.inject({ method: 'GET', url: '/dev/mailbox', ...request });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<h1>Mailbox</h1>');
  });
});

describe.each([
  ['unset (development)', {}],
  ['production', { NODE_ENV: 'production', DATA_DIR: './data', LOCAL_PAYMENTS: 'true' }],
])('/dev/mailbox with NODE_ENV %s and DEV_MAILBOX unset', (_name, env) => {
  const testApp = useTestApplication({ ...loadConfig(env), webDistDir: null });

  it('does not exist', async () => {
    const response = await testApp().app.inject({
      method: 'GET',
      url: '/dev/mailbox',
      headers: { accept: 'application/json' },
    });
    expect(response.statusCode).toBe(404);
  });
});
