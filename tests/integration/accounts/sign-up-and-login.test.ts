import { describe, expect, it } from 'vitest';
import { AUTHENTICATE_USER, CREATE_USER, ME, signUp, uniqueEmail } from '../../support/account-operations';
import { accountTableCounts } from '../../support/count-rows';
import { postGraphql } from '../../support/graphql-request';
import { useTestApplication } from '../../support/test-application';

describe('signing up and logging in', () => {
  const testApp = useTestApplication();

  it('creates an Owner account with the free sessions, recorded as a signup ledger entry', async () => {
    const { app, db } = testApp();
    const email = uniqueEmail();
    const created = await postGraphql<{ createUser: { id: string; token: string; cardNearingExpiry: boolean } }>(
      app,
      CREATE_USER,
      { input: { email: `  ${email.toUpperCase()} `, password: 'correct horse battery' } },
    );
    expect(created.errors).toEqual([]);
    expect(created.data?.createUser.cardNearingExpiry).toBe(false);

    const me = await postGraphql<{ me: Record<string, unknown> }>(
      app,
      ME,
      {},
      { bearer: created.data?.createUser.token },
    );
    expect(me.data?.me).toEqual({
      id: created.data?.createUser.id,
      email,
      role: 'Owner',
      testSessionsRemaining: 1000,
      directAffiliateSignup: false,
      stripeCustomerId: null,
      hasEnteredPaymentDetails: false,
      cardNearingExpiry: false,
    });
    const ledger = await db.database.db
      .selectFrom('credit_ledger')
      .selectAll()
      .where('user_id', '=', created.data?.createUser.id ?? '')
      .execute();
    // The sign-up grant stands for the sign-up month's top-up, so the monthly job adds nothing more this month.
    expect(ledger).toEqual([
      expect.objectContaining({ reason: 'signup', amount: 1000, balance_after: 1000 }),
      expect.objectContaining({ reason: 'monthly_topup', amount: 0, balance_after: 1000 }),
    ]);
  });

  it('stores the password as an argon2id hash, never as typed', async () => {
    const { app, db } = testApp();
    const user = await signUp(app);
    const row = await db.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain(user.password);
  });

  it('marks a sign-up from the affiliate register page', async () => {
    const { app } = testApp();
    const user = await signUp(app, { directAffiliateSignup: true });
    const me = await postGraphql<{ me: { directAffiliateSignup: boolean } }>(app, ME, {}, { bearer: user.token });
    expect(me.data?.me.directAffiliateSignup).toBe(true);
  });

  it('welcomes the new owner by email', async () => {
    const { app, db } = testApp();
    const user = await signUp(app);
    const emails = await db.database.db
      .selectFrom('outbox_emails')
      .selectAll()
      .where('to_address', '=', user.email)
      .execute();
    expect(emails.map((e) => e.subject)).toEqual(['Welcome to Splitpenny']);
    expect(emails[0]?.text_body).toContain('1,000 free test sessions');
  });

  it.each<[string, Record<string, unknown>, string, string, string]>([
    [
      'a malformed email',
      { email: 'not-an-email', password: 'a long enough passphrase' },
      'BAD_USER_INPUT',
      'email',
      'Enter a valid email address, like name@example.com',
    ],
    [
      'an empty email',
      { email: '  ', password: 'a long enough passphrase' },
      'BAD_USER_INPUT',
      'email',
      'Enter your email address',
    ],
    [
      'a short password',
      { email: 'short@example.com', password: 'short' },
      'BAD_USER_INPUT',
      'password',
      'Use at least 12 characters for your password',
    ],
    [
      'an overlong password',
      { email: 'long@example.com', password: 'x'.repeat(129) },
      'BAD_USER_INPUT',
      'password',
      'Use at most 128 characters for your password',
    ],
  ])('refuses %s, naming the field, and creates nothing', async (_name, input, code, field, message) => {
    const { app, db } = testApp();
    const before = await accountTableCounts(db.database.db);
    const reply = await postGraphql(app, CREATE_USER, { input });
    expect(reply.error?.message).toBe(message);
    expect(reply.error?.extensions).toMatchObject({ code, field });
    expect(await accountTableCounts(db.database.db)).toEqual(before);
  });

  it('refuses an email that is taken, whatever its case, with CONFLICT and no change', async () => {
    const { app, db } = testApp();
    const existing = await signUp(app);
    const before = await accountTableCounts(db.database.db);
    const reply = await postGraphql(app, CREATE_USER, {
      input: { email: existing.email.toUpperCase(), password: 'another password' },
    });
    expect(reply.error?.extensions).toMatchObject({ code: 'CONFLICT', field: 'email' });
    expect(reply.error?.message).toBe('An account with this email address already exists. Log in instead?');
    expect(await accountTableCounts(db.database.db)).toEqual(before);
  });

  it('logs in with the right password, ignoring the case of the email', async () => {
    const { app } = testApp();
    const user = await signUp(app);
    const reply = await postGraphql<{ authenticateUser: { id: string; token: string } }>(app, AUTHENTICATE_USER, {
      input: { email: user.email.toUpperCase(), password: user.password },
    });
    expect(reply.data?.authenticateUser.id).toBe(user.id);
    const me = await postGraphql<{ me: { id: string } }>(app, ME, {}, { bearer: reply.data?.authenticateUser.token });
    expect(me.data?.me.id).toBe(user.id);
  });

  it('gives one generic error for a wrong password and for an unknown email', async () => {
    const { app, db } = testApp();
    const user = await signUp(app);
    const before = await accountTableCounts(db.database.db);
    const wrongPassword = await postGraphql(app, AUTHENTICATE_USER, {
      input: { email: user.email, password: 'wrong password' },
    });
    const unknownEmail = await postGraphql(app, AUTHENTICATE_USER, {
      input: { email: uniqueEmail('nobody'), password: user.password },
    });
    for (const reply of [wrongPassword, unknownEmail]) {
      expect(reply.data).toBeNull();
      expect(reply.errors).toEqual([
        expect.objectContaining({
          message: 'The email address or password is incorrect.',
          extensions: { code: 'UNAUTHENTICATED' },
        }),
      ]);
    }
    expect(await accountTableCounts(db.database.db)).toEqual(before);
  });

  it('logs in even when the browser still sends an expired token', async () => {
    const { app } = testApp();
    const user = await signUp(app);
    const reply = await postGraphql(
      app,
      AUTHENTICATE_USER,
      { input: { email: user.email, password: user.password } },
      { bearer: 'stale.token.value' },
    );
    expect(reply.errors).toEqual([]);
  });
});
