import { describe, expect, it } from 'vitest';
import { AUTHENTICATE_USER, ME, logIn, signUp } from '../../support/account-operations';
import { postGraphql } from '../../support/graphql-request';
import { useTestApplication } from '../../support/test-application';

const CHANGE_PASSWORD = `mutation ChangePassword($input: ChangePasswordInput!) {
  changePassword(input: $input) { id token cardNearingExpiry }
}`;

const newPassword = 'a brand new passphrase for 2026';

describe('changing the password while signed in', () => {
  // Every request here comes from one address: the login limit is the next block's business.
  const testApp = useTestApplication({ authRateLimitPerMinute: 1_000 });

  const change = (token: string, input: { currentPassword: string; newPassword: string }) =>
    postGraphql<{ changePassword: { id: string; token: string; cardNearingExpiry: boolean } }>(
      testApp().app,
      CHANGE_PASSWORD,
      { input },
      { bearer: token },
    );
  const me = (token: string) => postGraphql<{ me: { email: string } }>(testApp().app, ME, {}, { bearer: token });
  const login = (email: string, password: string) =>
    postGraphql<{ authenticateUser: { token: string } }>(testApp().app, AUTHENTICATE_USER, {
      input: { email, password },
    });

  it('needs the current password; then the new one logs in, the old one does not, and every other session ends', async () => {
    const { app, db } = testApp();
    const laptop = await signUp(app);
    const phone = await logIn(app, laptop);

    const changed = await change(laptop.token, { currentPassword: laptop.password, newPassword });
    expect(changed.errors).toEqual([]);
    const session = changed.data?.changePassword;
    expect(session).toMatchObject({ id: laptop.id, cardNearingExpiry: false });

    // The other session is signed out, and so is the token that asked: the browser keeps the new one.
    expect((await me(phone.token)).error).toMatchObject({
      extensions: { code: 'UNAUTHENTICATED', reason: 'signed-out' },
    });
    expect((await me(laptop.token)).error).toMatchObject({
      extensions: { code: 'UNAUTHENTICATED', reason: 'signed-out' },
    });
    expect((await me(session?.token ?? '')).data?.me.email).toBe(laptop.email);

    expect((await login(laptop.email, newPassword)).errors).toEqual([]);
    expect((await login(laptop.email, laptop.password)).error).toMatchObject({
      message: 'The email address or password is incorrect.',
      extensions: { code: 'UNAUTHENTICATED' },
    });

    const told = await db.database.db
      .selectFrom('outbox_emails')
      .select('text_body')
      .where('to_address', '=', laptop.email)
      .where('subject', '=', 'Your Splitpenny password was changed')
      .execute();
    expect(told).toHaveLength(1);
    expect(told[0]?.text_body).not.toContain(newPassword);
  });

  it.each<[string, (password: string) => { currentPassword: string; newPassword: string }, string, string]>([
    [
      'a wrong current password',
      () => ({ currentPassword: 'not my password at all', newPassword }),
      'currentPassword',
      'Your current password is incorrect.',
    ],
    [
      'the current password again',
      (password) => ({ currentPassword: password, newPassword: password }),
      'newPassword',
      'Choose a new password that is not your current one.',
    ],
    [
      'an empty current password',
      () => ({ currentPassword: '', newPassword }),
      'currentPassword',
      'Enter your password',
    ],
  ])('refuses %s, naming the field, and changes nothing', async (_name, input, field, message) => {
    const { app } = testApp();
    const laptop = await signUp(app);
    const phone = await logIn(app, laptop);
    const refused = await change(laptop.token, input(laptop.password));
    expect(refused.error).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
    expect((await me(phone.token)).data?.me.email).toBe(laptop.email);
    expect((await me(laptop.token)).data?.me.email).toBe(laptop.email);
    expect((await login(laptop.email, laptop.password)).errors).toEqual([]);
  });

  it('refuses a new password the sign-up rules refuse', async () => {
    const { app } = testApp();
    const laptop = await signUp(app);
    const refused = await change(laptop.token, { currentPassword: laptop.password, newPassword: 'short' });
    expect(refused.error).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'newPassword' } });
    // Twelve characters, but on the list of common passwords: refused by the same rule as at sign-up.
    const common = await change(laptop.token, { currentPassword: laptop.password, newPassword: 'password1234' });
    expect(common.error).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'newPassword' } });
    expect(common.error?.message).toMatch(/common/);
    expect((await login(laptop.email, laptop.password)).errors).toEqual([]);
  });

  it('is for the signed-in owner only: never an API key, whatever its scope, nor a signed-out caller', async () => {
    const { app } = testApp();
    const owner = await signUp(app);
    const key = await postGraphql<{ createApiKey: { secret: string } }>(
      app,
      'mutation { createApiKey(input: { name: "ci", scope: WRITE }) { secret } }',
      {},
      { bearer: owner.token },
    );
    const withKey = await change(key.data?.createApiKey.secret ?? '', {
      currentPassword: owner.password,
      newPassword,
    });
    expect(withKey.error).toMatchObject({
      message: 'API keys cannot use changePassword: the account owner must be signed in to do that.',
      extensions: { code: 'FORBIDDEN' },
    });
    const signedOut = await postGraphql(app, CHANGE_PASSWORD, {
      input: { currentPassword: owner.password, newPassword },
    });
    expect(signedOut.error?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await login(owner.email, owner.password)).errors).toEqual([]);
  });
});

describe('guessing the current password', () => {
  // A low login limit, so that guessing runs into it within the test.
  const limitedApp = useTestApplication({ authRateLimitPerMinute: 4 });
  const changeOn = (app: ReturnType<typeof limitedApp>['app'], token: string, input: Record<string, string>) =>
    postGraphql(app, CHANGE_PASSWORD, { input }, { bearer: token });

  it('counts guesses of the current password as failed logins, and stops them at the login limit', async () => {
    const { app } = limitedApp();
    const laptop = await signUp(app);
    const codes: unknown[] = [];
    for (let guess = 0; guess < 5; guess += 1) {
      const refused = await changeOn(app, laptop.token, { currentPassword: `guess number ${guess}`, newPassword });
      codes.push(refused.error?.extensions?.code);
    }
    expect(codes.slice(0, 4)).toEqual(['BAD_USER_INPUT', 'BAD_USER_INPUT', 'BAD_USER_INPUT', 'BAD_USER_INPUT']);
    expect(codes[4]).toBe('TOO_MANY_REQUESTS');
    // Even the right password waits now: the limit is not told apart by what was guessed.
    const right = await changeOn(app, laptop.token, { currentPassword: laptop.password, newPassword });
    expect(right.error?.extensions?.code).toBe('TOO_MANY_REQUESTS');
  });
});
