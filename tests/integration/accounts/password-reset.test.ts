import { describe, expect, it } from 'vitest';
import { CryptoOpaqueTokens } from '../../../adapters/auth/crypto-opaque-tokens';
import {
  AUTHENTICATE_USER,
  RESET_PASSWORD,
  SEND_PASSWORD_RESET_EMAIL,
  signUp,
  uniqueEmail,
} from '../../support/account-operations';
import { accountTableCounts } from '../../support/count-rows';
import { postGraphql } from '../../support/graphql-request';
import { useTestApplication, type TestApplication } from '../../support/test-application';

/** The token of the newest reset email to `to`, read from the outbox as the person would read the email. */
async function resetTokenFromOutbox({ db }: TestApplication, to: string): Promise<string> {
  const email = await db.database.db
    .selectFrom('outbox_emails')
    .selectAll()
    .where('to_address', '=', to)
    .where('subject', '=', 'Reset your Splitpenny password')
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  const link = /(http\S+\/new-password\?token=(\S+))/.exec(email.text_body);
  expect(email.html_body).toContain(link?.[1]);
  return decodeURIComponent(link?.[2] ?? '');
}

describe('resetting a forgotten password', () => {
  const testApp = useTestApplication({ publicUrl: 'https://app.splitpenny.test' });

  it('emails a one-hour link; the new password then works and the old one does not', async () => {
    const context = testApp();
    const user = await signUp(context.app);
    const sent = await postGraphql(context.app, SEND_PASSWORD_RESET_EMAIL, {
      input: { email: user.email.toUpperCase() },
    });
    expect(sent.data).toEqual({ sendPasswordResetEmail: { success: true } });

    const token = await resetTokenFromOutbox(context, user.email);
    const reset = await postGraphql(context.app, RESET_PASSWORD, {
      input: { token, password: 'a brand new password' },
    });
    expect(reset.data).toEqual({ resetPassword: { success: true } });

    const withNew = await postGraphql(context.app, AUTHENTICATE_USER, {
      input: { email: user.email, password: 'a brand new password' },
    });
    expect(withNew.errors).toEqual([]);
    const withOld = await postGraphql(context.app, AUTHENTICATE_USER, {
      input: { email: user.email, password: user.password },
    });
    expect(withOld.error?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('answers the same for an unknown email, and sends nothing', async () => {
    const { app, db } = testApp();
    const before = await accountTableCounts(db.database.db);
    const reply = await postGraphql(app, SEND_PASSWORD_RESET_EMAIL, { input: { email: uniqueEmail('nobody') } });
    expect(reply.data).toEqual({ sendPasswordResetEmail: { success: true } });
    expect(await accountTableCounts(db.database.db)).toEqual(before);
  });

  it('refuses a link used once already', async () => {
    const context = testApp();
    const user = await signUp(context.app);
    await postGraphql(context.app, SEND_PASSWORD_RESET_EMAIL, { input: { email: user.email } });
    const token = await resetTokenFromOutbox(context, user.email);
    await postGraphql(context.app, RESET_PASSWORD, { input: { token, password: 'first new password' } });

    const again = await postGraphql(context.app, RESET_PASSWORD, { input: { token, password: 'second new password' } });
    expect(again.error).toMatchObject({
      message: 'This password reset link has already been used. Ask for a new one.',
      extensions: { code: 'BAD_USER_INPUT', field: 'token' },
    });
    const login = await postGraphql(context.app, AUTHENTICATE_USER, {
      input: { email: user.email, password: 'first new password' },
    });
    expect(login.errors).toEqual([]);
  });

  it('refuses a link older than an hour, and keeps the password', async () => {
    const { app, db } = testApp();
    const user = await signUp(app);
    const opaque = new CryptoOpaqueTokens();
    const token = opaque.generate();
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
    await db.database.db
      .insertInto('password_resets')
      .values({
        id: crypto.randomUUID(),
        user_id: user.id,
        token_hash: opaque.hash(token),
        created_at: hourAgo,
        expires_at: hourAgo,
        used_at: null,
      })
      .execute();

    const reply = await postGraphql(app, RESET_PASSWORD, { input: { token, password: 'too late password' } });
    expect(reply.error).toMatchObject({
      message: 'This password reset link has expired. Ask for a new one.',
      extensions: { field: 'token' },
    });
    const login = await postGraphql(app, AUTHENTICATE_USER, { input: { email: user.email, password: user.password } });
    expect(login.errors).toEqual([]);
  });

  it.each<[string, Record<string, string>, string, string]>([
    [
      'an unknown token',
      { token: 'made-up-token', password: 'a long enough passphrase' },
      'token',
      'This password reset link is not valid. Ask for a new one.',
    ],
    [
      'a short new password',
      { token: 'made-up-token', password: 'short' },
      'password',
      'Use at least 12 characters for your password',
    ],
    [
      'an empty token',
      { token: '', password: 'a long enough passphrase' },
      'token',
      'The reset link has no token: open the link from the email again',
    ],
  ])('refuses %s, naming the field', async (_name, input, field, message) => {
    const reply = await postGraphql(testApp().app, RESET_PASSWORD, { input });
    expect(reply.error).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
  });
});
