import { describe, expect, it } from 'vitest';
import {
  AUTHENTICATE_USER,
  CHANGE_USER_EMAIL,
  DELETE_USER,
  signUp,
  uniqueEmail,
} from '../../support/account-operations';
import { accountTableCounts } from '../../support/count-rows';
import { postGraphql } from '../../support/graphql-request';
import { useTestApplication } from '../../support/test-application';

describe('changing the email and deleting the account', () => {
  const testApp = useTestApplication();

  it('asks for a new email with the current password; until it is confirmed, the old one still logs in', async () => {
    const { app, db } = testApp();
    const user = await signUp(app);
    const newEmail = uniqueEmail('renamed');
    const reply = await postGraphql<{ changeUserEmail: { email: string } }>(
      app,
      CHANGE_USER_EMAIL,
      { input: { newEmail: newEmail.toUpperCase(), currentPassword: user.password } },
      { bearer: user.token },
    );
    expect(reply.data?.changeUserEmail.email).toBe(user.email);
    const waiting = await db.database.db
      .selectFrom('email_changes')
      .select('new_email')
      .where('user_id', '=', user.id)
      .execute();
    expect(waiting).toEqual([{ new_email: newEmail }]);

    const withOld = await postGraphql(app, AUTHENTICATE_USER, {
      input: { email: user.email, password: user.password },
    });
    expect(withOld.errors).toEqual([]);
    const withNew = await postGraphql(app, AUTHENTICATE_USER, { input: { email: newEmail, password: user.password } });
    expect(withNew.error?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it.each<[string, (other: string, self: string) => Record<string, string>, string, string, string]>([
    [
      'a wrong current password',
      () => ({ newEmail: 'fresh@example.com', currentPassword: 'not my password' }),
      'BAD_USER_INPUT',
      'currentPassword',
      'Your current password is incorrect.',
    ],
    [
      "another account's email",
      (other, self) => ({ newEmail: other, currentPassword: self }),
      'CONFLICT',
      'email',
      'An account with this email address already exists. Log in instead?',
    ],
    [
      'a malformed email',
      (_o, self) => ({ newEmail: 'fresh@', currentPassword: self }),
      'BAD_USER_INPUT',
      'newEmail',
      'Enter a valid email address, like name@example.com',
    ],
  ])('refuses %s, naming the field, and keeps the email', async (_name, input, code, field, message) => {
    const { app, db } = testApp();
    const other = await signUp(app);
    const user = await signUp(app);
    const reply = await postGraphql(
      app,
      CHANGE_USER_EMAIL,
      { input: input(other.email, user.password) },
      { bearer: user.token },
    );
    expect(reply.error).toMatchObject({ message, extensions: { code, field } });
    const row = await db.database.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.email).toBe(user.email);
  });

  it('needs a signed-in user to change an email', async () => {
    const reply = await postGraphql(testApp().app, CHANGE_USER_EMAIL, {
      input: { newEmail: 'x@example.com', currentPassword: 'whatever1' },
    });
    expect(reply.error?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('deletes the account and everything it owns, and nobody else’s', async () => {
    const { app, db } = testApp();
    const keeper = await signUp(app);
    const before = await accountTableCounts(db.database.db);
    const leaver = await signUp(app);
    await postGraphql(
      app,
      `mutation { createApiKey(input: { name: "k", scope: WRITE }) { secret } }`,
      {},
      { bearer: leaver.token },
    );
    await postGraphql(app, `mutation { sendPasswordResetEmail(input: { email: "${leaver.email}" }) { success } }`);

    const reply = await postGraphql<{ deleteUser: { success: boolean } }>(
      app,
      DELETE_USER,
      {},
      { bearer: leaver.token },
    );
    expect(reply.data?.deleteUser.success).toBe(true);

    const owned = await db.database.db.selectFrom('users').select('id').where('id', '=', leaver.id).execute();
    expect(owned).toEqual([]);
    for (const table of ['credit_ledger', 'password_resets', 'api_keys'] as const) {
      const rows = await db.database.db.selectFrom(table).select('id').where('user_id', '=', leaver.id).execute();
      expect(rows, table).toEqual([]);
    }
    const after = await accountTableCounts(db.database.db);
    expect({ ...after, outbox_emails: 0 }).toEqual({ ...before, outbox_emails: 0 });
    const login = await postGraphql(app, AUTHENTICATE_USER, {
      input: { email: leaver.email, password: leaver.password },
    });
    expect(login.error?.extensions?.code).toBe('UNAUTHENTICATED');
    const keeperLogin = await postGraphql(app, AUTHENTICATE_USER, {
      input: { email: keeper.email, password: keeper.password },
    });
    expect(keeperLogin.errors).toEqual([]);
  });

  it('needs a signed-in user to delete an account', async () => {
    const { app, db } = testApp();
    await signUp(app);
    const before = await accountTableCounts(db.database.db);
    const reply = await postGraphql(app, DELETE_USER);
    expect(reply.error?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await accountTableCounts(db.database.db)).toEqual(before);
  });
});
