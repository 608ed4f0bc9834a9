import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { makeRevokedSessions } from '../../../application/accounts/revoked-sessions';
import { JoseAccessTokens } from '../../../adapters/auth/jose-access-tokens';
import { KyselyUnitOfWork } from '../../../adapters/persistence/kysely-unit-of-work';
import { SystemClock } from '../../../adapters/system/system-clock';
import type { UserId } from '../../../domain/shared/ids';
import {
  AUTHENTICATE_USER,
  CHANGE_USER_EMAIL,
  CONFIRM_EMAIL_CHANGE,
  LOG_OUT,
  LOG_OUT_EVERYWHERE,
  ME,
  logIn,
  signUp,
  uniqueEmail,
} from '../../support/account-operations';
import { postGraphql } from '../../support/graphql-request';
import { useTestApplication, type TestApplication } from '../../support/test-application';

const secret = 'integration-test-signing-secret-0123456789';

async function meWith(app: TestApplication['app'], token: string) {
  return postGraphql<{ me: { email: string } }>(app, ME, {}, { bearer: token });
}

const signedOut = { extensions: { code: 'UNAUTHENTICATED', reason: 'signed-out' } };

/** The newest email to `to` with this subject, as the person would read it. */
async function emailTo({ db }: TestApplication, to: string, subject: string) {
  return db.database.db
    .selectFrom('outbox_emails')
    .selectAll()
    .where('to_address', '=', to)
    .where('subject', '=', subject)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

describe('sessions that end', () => {
  const testApp = useTestApplication({ jwtSecret: secret, publicUrl: 'https://app.splitpenny.test' });

  it('logging out refuses that token at once, and leaves the other sessions signed in', async () => {
    const { app } = testApp();
    const laptop = await signUp(app);
    const phone = await logIn(app, laptop);
    expect(await postGraphql(app, LOG_OUT, {}, { bearer: laptop.token })).toMatchObject({
      data: { logOut: { success: true } },
    });
    expect((await meWith(app, laptop.token)).error).toMatchObject(signedOut);
    expect((await meWith(app, phone.token)).data?.me.email).toBe(laptop.email);
  });

  it('logging out everywhere refuses every session, this one too; logging in again works', async () => {
    const { app } = testApp();
    const laptop = await signUp(app);
    const phone = await logIn(app, laptop);
    await postGraphql(app, LOG_OUT_EVERYWHERE, {}, { bearer: phone.token });
    expect((await meWith(app, laptop.token)).error).toMatchObject(signedOut);
    expect((await meWith(app, phone.token)).error).toMatchObject(signedOut);
    // In the same second as the sign-out: a new session counts.
    const again = await logIn(app, laptop);
    expect((await meWith(app, again.token)).data?.me.email).toBe(laptop.email);
  });

  it('another process learns of a logout at its next refresh, and checks tokens without the database after', async () => {
    const { app, db } = testApp();
    const user = await signUp(app);
    const tokens = new JoseAccessTokens(secret);
    const verified = await tokens.verify(user.token, new Date());
    if (!verified.ok) throw new Error('the token was refused');
    const otherProcess = makeRevokedSessions({ uow: new KyselyUnitOfWork(db.database.db), clock: new SystemClock() });
    expect(await otherProcess.refusalOf(verified.claims)).toBeNull();
    await postGraphql(app, LOG_OUT, {}, { bearer: user.token });
    // Until it reads the store again, the other process does not know.
    expect(await otherProcess.refusalOf(verified.claims)).toBeNull();
    await otherProcess.refresh();
    expect(await otherProcess.refusalOf(verified.claims)).toBe('signed-out');
  });

  it('forgets revocations once every token they refuse has expired, and keeps the others', async () => {
    const { app, db } = testApp();
    const user = await signUp(app);
    await postGraphql(app, LOG_OUT, {}, { bearer: user.token });
    const expired = { user_id: user.id, token_id: 'long-gone', reason: 'signed-out' as const };
    const past = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    await db.database.db
      .insertInto('session_revocations')
      .values({ ...expired, revoked_at: past, expires_at: new Date(past.getTime() + 60_000) })
      .execute();
    const revocations = makeRevokedSessions({ uow: new KyselyUnitOfWork(db.database.db), clock: new SystemClock() });
    expect(await revocations.forgetExpired()).toBe(1);
    const left = await db.database.db
      .selectFrom('session_revocations')
      .select('token_id')
      .where('user_id', '=', user.id)
      .execute();
    expect(left).toHaveLength(1);
    expect(left[0]?.token_id).not.toBe('long-gone');
  });

  it('an API key has no session to log out', async () => {
    const { app } = testApp();
    const user = await signUp(app);
    const created = await postGraphql<{ createApiKey: { secret: string } }>(
      app,
      'mutation { createApiKey(input: { name: "CI", scope: WRITE }) { secret } }',
      {},
      { bearer: user.token },
    );
    const secretKey = created.data?.createApiKey.secret ?? '';
    const reply = await postGraphql(app, LOG_OUT, {}, { bearer: secretKey });
    expect(reply.error).toMatchObject({
      message: 'API keys cannot use logOut: the account owner must be signed in to do that.',
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it('refuses a token signed without an id (from before tokens had one) as malformed', async () => {
    const { app } = testApp();
    const user = await signUp(app);
    const key = new TextEncoder().encode(secret);
    const old = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('splitpenny')
      .setSubject(user.id as UserId)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key);
    expect((await meWith(app, old)).error).toMatchObject({
      extensions: { code: 'UNAUTHENTICATED', reason: 'malformed' },
    });
  });

  it('changing the email waits for the link sent to the new address, tells the old one, then ends the other sessions', async () => {
    const context = testApp();
    const { app } = context;
    const user = await signUp(app);
    const phone = await logIn(app, user);
    const newEmail = uniqueEmail('moved');
    const asked = await postGraphql<{ changeUserEmail: { email: string } }>(
      app,
      CHANGE_USER_EMAIL,
      { input: { newEmail, currentPassword: user.password } },
      { bearer: user.token },
    );
    // Nothing changes until the link is opened: a typo cannot lock the owner out.
    expect(asked.data?.changeUserEmail.email).toBe(user.email);
    expect((await meWith(app, user.token)).data?.me.email).toBe(user.email);
    const told = await emailTo(context, user.email, 'Your Splitpenny email address is changing');
    expect(told?.text_body).toContain(newEmail);
    const confirmation = await emailTo(context, newEmail, 'Confirm your new Splitpenny email address');
    const token = decodeURIComponent(/\/confirm-email\?token=(\S+)/.exec(confirmation?.text_body ?? '')?.[1] ?? '');
    expect(token).not.toBe('');

    const confirmed = await postGraphql<{
      confirmEmailChange: { email: string; session: { id: string; token: string } | null };
    }>(app, CONFIRM_EMAIL_CHANGE, { input: { token } }, { bearer: user.token });
    expect(confirmed.data?.confirmEmailChange.email).toBe(newEmail);
    const fresh = confirmed.data?.confirmEmailChange.session?.token ?? '';
    expect((await meWith(app, fresh)).data?.me.email).toBe(newEmail);
    expect((await meWith(app, phone.token)).error).toMatchObject(signedOut);
    expect((await meWith(app, user.token)).error).toMatchObject(signedOut);

    const withNew = await postGraphql(app, AUTHENTICATE_USER, { input: { email: newEmail, password: user.password } });
    expect(withNew.errors).toEqual([]);
    const withOld = await postGraphql(app, AUTHENTICATE_USER, {
      input: { email: user.email, password: user.password },
    });
    expect(withOld.error?.extensions?.code).toBe('UNAUTHENTICATED');

    const again = await postGraphql(app, CONFIRM_EMAIL_CHANGE, { input: { token } });
    expect(again.error).toMatchObject({
      message: 'This confirmation link has already been used, or a newer change was asked for since.',
      extensions: { code: 'BAD_USER_INPUT', field: 'token' },
    });
  });

  it('the link alone signs no one in', async () => {
    const context = testApp();
    const user = await signUp(context.app);
    const newEmail = uniqueEmail('moved');
    await postGraphql(
      context.app,
      CHANGE_USER_EMAIL,
      { input: { newEmail, currentPassword: user.password } },
      { bearer: user.token },
    );
    const confirmation = await emailTo(context, newEmail, 'Confirm your new Splitpenny email address');
    const token = decodeURIComponent(/\/confirm-email\?token=(\S+)/.exec(confirmation?.text_body ?? '')?.[1] ?? '');
    const confirmed = await postGraphql(context.app, CONFIRM_EMAIL_CHANGE, { input: { token } });
    expect(confirmed.data).toEqual({ confirmEmailChange: { email: newEmail, session: null } });
  });
});
