import { describe, expect, it } from 'vitest';
import { AUTHENTICATE_USER, ME, logIn, signUp } from '../../support/account-operations';
import { postGraphql } from '../../support/graphql-request';
import { useTestApplication } from '../../support/test-application';

const CHANGE_PASSWORD = `mutation ChangePassword($input: ChangePasswordInput!) {
  changePassword(input: $input) { id token }
}`;
const CREATE_API_KEY = `mutation CreateApiKey($input: CreateApiKeyInput!) { createApiKey(input: $input) { secret } }`;

describe('changing the password while signed in', () => {
  const testApp = useTestApplication();

  it('needs the current password, then ends the other sessions and keeps this browser signed in', async () => {
    const { app } = testApp();
    const owner = await signUp(app, { password: 'original harbour password' });
    const otherBrowser = await logIn(app, owner);

    const wrong = await postGraphql(
      app,
      CHANGE_PASSWORD,
      { input: { currentPassword: 'not the password', newPassword: 'brand new lighthouse keeper' } },
      { bearer: owner.token },
    );
    expect(wrong.errors?.[0]?.extensions?.['field']).toBe('currentPassword');
    expect(wrong.errors?.[0]?.message).toBe('Your current password is incorrect.');

    const weak = await postGraphql(
      app,
      CHANGE_PASSWORD,
      { input: { currentPassword: 'original harbour password', newPassword: 'password1234' } },
      { bearer: owner.token },
    );
    expect(weak.errors?.[0]?.message).toMatch(/too easy to guess/);

    const changed = await postGraphql<{ changePassword: { id: string; token: string } }>(
      app,
      CHANGE_PASSWORD,
      { input: { currentPassword: 'original harbour password', newPassword: 'brand new lighthouse keeper' } },
      { bearer: owner.token },
    );
    expect(changed.errors).toEqual([]);
    const newToken = changed.data?.changePassword.token ?? '';
    expect(changed.data?.changePassword.id).toBe(owner.id);

    expect((await postGraphql(app, ME, {}, { bearer: newToken })).errors).toEqual([]);
    for (const ended of [owner.token, otherBrowser.token]) {
      const refused = await postGraphql(app, ME, {}, { bearer: ended });
      expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    const oldLogin = await postGraphql(app, AUTHENTICATE_USER, {
      input: { email: owner.email, password: 'original harbour password' },
    });
    expect(oldLogin.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    await expect(logIn(app, { ...owner, password: 'brand new lighthouse keeper' })).resolves.toMatchObject({
      id: owner.id,
    });
  });

  it('is refused to an API key, whatever it knows', async () => {
    const { app } = testApp();
    const owner = await signUp(app, { password: 'original harbour password' });
    const key = await postGraphql<{ createApiKey: { secret: string } }>(
      app,
      CREATE_API_KEY,
      { input: { name: 'ci', scope: 'WRITE' } },
      { bearer: owner.token },
    );
    const refused = await postGraphql(
      app,
      CHANGE_PASSWORD,
      { input: { currentPassword: 'original harbour password', newPassword: 'brand new lighthouse keeper' } },
      { bearer: key.data?.createApiKey.secret ?? '' },
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
