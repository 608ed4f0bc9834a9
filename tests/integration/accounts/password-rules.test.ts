import { describe, expect, it } from 'vitest';
import { Argon2PasswordHasher } from '../../../adapters/auth/argon2-password-hasher';
import {
  AUTHENTICATE_USER,
  CREATE_USER,
  RESET_PASSWORD,
  SEND_PASSWORD_RESET_EMAIL,
  signUp,
  uniqueEmail,
} from '../../support/account-operations';
import { accountTableCounts } from '../../support/count-rows';
import { postGraphql } from '../../support/graphql-request';
import { emailsTo } from '../../support/outbox';
import { useTestApplication } from '../../support/test-application';

const tooShort = 'Use at least 12 characters for your password';
const common =
  'This password is on a list of common or breached passwords that attackers try first: choose another. ' +
  'A few unrelated words make a strong one.';

/** The passwords of the report, and a 12-character one from the list of common passwords shipped with the app. */
const refused: readonly [string, string][] = [
  ['password', tooShort],
  ['12345678', tooShort],
  ['aaaaaaaa', tooShort],
  ['qwerty123456', common],
  ['password1234', common],
  ['aaaaaaaaaaaa', 'This password repeats the same characters: choose one that is harder to guess.'],
];

describe('the rule for new passwords', () => {
  // Each case here sends a few reset attempts from one address: the attempt limit is another file's subject.
  const testApp = useTestApplication({ authRateLimitPerMinute: 1000 });

  it.each(refused)('refuses %j at sign-up, naming the problem, and creates nothing', async (password, message) => {
    const { app, db } = testApp();
    const before = await accountTableCounts(db.database.db);
    const reply = await postGraphql(app, CREATE_USER, { input: { email: uniqueEmail('weak'), password } });
    expect(reply.error).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field: 'password' } });
    expect(reply.data).toBeNull();
    expect(await accountTableCounts(db.database.db)).toEqual(before);
  });

  it('refuses a common password for a taken address as for a free one: the answer tells nothing of the address', async () => {
    const { app } = testApp();
    const taken = await signUp(app);
    const reply = await postGraphql(app, CREATE_USER, { input: { email: taken.email, password: 'password1234' } });
    expect(reply.error).toMatchObject({ message: common, extensions: { code: 'BAD_USER_INPUT', field: 'password' } });
  });

  it.each(refused)('refuses %j as the new password of a reset, keeping the old one', async (password, message) => {
    const { app, db } = testApp();
    const user = await signUp(app);
    await postGraphql(app, SEND_PASSWORD_RESET_EMAIL, { input: { email: user.email } });
    const [sent] = (await emailsTo(db.database.db, user.email, 'Reset your Splitpenny password')).slice(-1);
    const token = decodeURIComponent(/new-password\?token=(\S+)/.exec(sent?.text_body ?? '')?.[1] ?? '');
    const reply = await postGraphql(app, RESET_PASSWORD, { input: { token, password } });
    expect(reply.error).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field: 'password' } });
    const login = await postGraphql(app, AUTHENTICATE_USER, { input: { email: user.email, password: user.password } });
    expect(login.errors).toEqual([]);
    // The link still works for a password that passes.
    const reset = await postGraphql(app, RESET_PASSWORD, { input: { token, password: 'plum ferry quietly wins' } });
    expect(reset.data).toEqual({ resetPassword: { success: true } });
  });

  it('refuses a password made of the address itself', async () => {
    const email = `margaret.thatcher-${Date.now()}@example.com`;
    const reply = await postGraphql(testApp().app, CREATE_USER, { input: { email, password: 'margaret.thatcher' } });
    expect(reply.error?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'password' });
    expect(reply.error?.message).toMatch(/^This password /);
  });

  it('lets an account whose password predates the rule log in with it, short and common as it is', async () => {
    const { app, db } = testApp();
    const user = await signUp(app);
    // As the account was stored before the rule: an 8-character password on every list.
    const oldHash = await new Argon2PasswordHasher().hash('password');
    await db.database.db.updateTable('users').set({ password_hash: oldHash }).where('id', '=', user.id).execute();
    const login = await postGraphql<{ authenticateUser: { id: string } }>(app, AUTHENTICATE_USER, {
      input: { email: user.email, password: 'password' },
    });
    expect(login.errors).toEqual([]);
    expect(login.data?.authenticateUser.id).toBe(user.id);
  });
});
