import { describe, expect, it } from 'vitest';
import { JoseAccessTokens } from '../../../adapters/auth/jose-access-tokens';
import type { UserId } from '../../../domain/shared/ids';
import { CHANGE_USER_EMAIL, DELETE_USER, LOG_OUT_EVERYWHERE, ME, signUp } from '../../support/account-operations';
import { postGraphql } from '../../support/graphql-request';
import { useTestApplication } from '../../support/test-application';

const secret = 'integration-test-signing-secret-0123456789';
const day = 24 * 60 * 60 * 1000;

describe('bearer tokens on protected operations', () => {
  const testApp = useTestApplication({ jwtSecret: secret });

  it.each<[string, { bearer?: string; authorization?: string }, string]>([
    ['no Authorization header', {}, 'You need to log in to do that.'],
    [
      'a header that is not a bearer token',
      { authorization: 'Basic dXNlcjpwYXNz' },
      'The Authorization header must be "Bearer " followed by your API key (it starts with sp_live_).',
    ],
    [
      'an API key sent without "Bearer"',
      { authorization: `sp_live_${'x'.repeat(43)}` },
      'The Authorization header must be "Bearer " followed by your API key (it starts with sp_live_).',
    ],
    [
      'a token that is neither a session token nor an API key',
      { bearer: 'not-a-jwt' },
      'This API key is not known: check that it was copied whole, or create a new one under API keys on My Account.',
    ],
    [
      'an API key cut short at its start',
      { bearer: `live_${'x'.repeat(43)}` },
      'This API key is not known: check that it was copied whole, or create a new one under API keys on My Account.',
    ],
    ['a malformed session token', { bearer: 'abc.def.ghi' }, 'Your access token is not valid. Log in again.'],
  ])('refuses %s with UNAUTHENTICATED', async (_name, auth, message) => {
    const reply = await postGraphql(testApp().app, ME, {}, auth);
    expect(reply.data).toBeNull();
    expect(reply.error).toMatchObject({ message, extensions: { code: 'UNAUTHENTICATED' } });
  });

  it('refuses a tampered token', async () => {
    const user = await signUp(testApp().app);
    const [header, payload, signature] = user.token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, exp: Number(claims.exp) + 365 * 86400 })).toString(
      'base64url',
    );
    const reply = await postGraphql(testApp().app, ME, {}, { bearer: `${header}.${forged}.${signature}` });
    expect(reply.error?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a token signed with another key', async () => {
    const user = await signUp(testApp().app);
    const { token } = await new JoseAccessTokens('some-other-secret-of-sufficient-length!').issue(
      user.id as UserId,
      new Date(),
    );
    const reply = await postGraphql(testApp().app, ME, {}, { bearer: token });
    expect(reply.error).toMatchObject({ message: 'Your access token is not valid. Log in again.' });
  });

  it('refuses an expired token, saying so', async () => {
    const user = await signUp(testApp().app);
    const { token } = await new JoseAccessTokens(secret).issue(user.id as UserId, new Date(Date.now() - 2 * day));
    const reply = await postGraphql(testApp().app, ME, {}, { bearer: token });
    expect(reply.error).toMatchObject({
      message: 'Your session has expired. Log in again.',
      extensions: { code: 'UNAUTHENTICATED', reason: 'expired' },
    });
  });

  it('refuses an unexpired token issued before the sessions were invalidated', async () => {
    const user = await signUp(testApp().app);
    const { token } = await new JoseAccessTokens(secret).issue(
      user.id as UserId,
      new Date(Date.now() - 60 * 60 * 1000),
    );
    await postGraphql(testApp().app, LOG_OUT_EVERYWHERE, {}, { bearer: user.token });
    const reply = await postGraphql(testApp().app, ME, {}, { bearer: token });
    expect(reply.error).toMatchObject({
      message: 'Your session has ended: you logged out, or your password or email changed. Log in again.',
      extensions: { code: 'UNAUTHENTICATED', reason: 'signed-out' },
    });
  });

  it("acts only on the token owner's account, never another user's", async () => {
    const { app } = testApp();
    const ann = await signUp(app);
    const bob = await signUp(app);
    const reply = await postGraphql<{ changeUserEmail: { id: string } }>(
      app,
      CHANGE_USER_EMAIL,
      { input: { newEmail: 'bob-new@example.com', currentPassword: bob.password } },
      { bearer: bob.token },
    );
    expect(reply.data?.changeUserEmail.id).toBe(bob.id);
    const annMe = await postGraphql<{ me: { email: string } }>(app, ME, {}, { bearer: ann.token });
    expect(annMe.data?.me.email).toBe(ann.email);
  });

  it('refuses the token of a deleted account', async () => {
    const { app } = testApp();
    const user = await signUp(app);
    await postGraphql(app, DELETE_USER, {}, { bearer: user.token });
    const reply = await postGraphql(app, ME, {}, { bearer: user.token });
    expect(reply.error).toMatchObject({
      message: 'This account no longer exists.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });
});
