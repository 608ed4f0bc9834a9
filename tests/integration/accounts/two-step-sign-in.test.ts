import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { AUTHENTICATE_USER, ME, signUp, type SignedUpUser } from '../../support/account-operations';
import { postGraphql } from '../../support/graphql-request';
import { useTestApplication } from '../../support/test-application';
import type { FastifyInstance } from 'fastify';

const START = `mutation StartTotpEnrolment { startTotpEnrolment { secret otpauthUri } }`;
const CONFIRM = `mutation ConfirmTotpEnrolment($input: ConfirmTotpEnrolmentInput!) {
  confirmTotpEnrolment(input: $input) { codes }
}`;
const COMPLETE = `mutation CompleteSecondFactorLogin($input: CompleteSecondFactorLoginInput!) {
  completeSecondFactorLogin(input: $input) { id token }
}`;
const TURN_OFF = `mutation TurnOffTwoStepSignIn($input: TurnOffTwoStepSignInInput!) {
  turnOffTwoStepSignIn(input: $input) { success }
}`;
const STATE = `query TwoStepSignIn { twoStepSignIn { authenticatorApp recoveryCodesLeft } }`;

function codeOf(secret: string, at = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });
}

/** Turns the authenticator app on for the user: its secret and the recovery codes shown once. */
async function enrol(app: FastifyInstance, user: SignedUpUser): Promise<{ secret: string; codes: string[] }> {
  const started = await postGraphql<{ startTotpEnrolment: { secret: string; otpauthUri: string } }>(
    app,
    START,
    {},
    { bearer: user.token },
  );
  const secret = started.data?.startTotpEnrolment.secret ?? '';
  const confirmed = await postGraphql<{ confirmTotpEnrolment: { codes: string[] } }>(
    app,
    CONFIRM,
    { input: { code: codeOf(secret) } },
    { bearer: user.token },
  );
  expect(confirmed.errors).toEqual([]);
  return { secret, codes: confirmed.data?.confirmTotpEnrolment.codes ?? [] };
}

async function logInStepOne(app: FastifyInstance, user: SignedUpUser, ip = '127.0.0.1') {
  return postGraphql<{ authenticateUser: { token: string } }>(
    app,
    AUTHENTICATE_USER,
    { input: { email: user.email, password: user.password } },
    { ip },
  );
}

async function pendingLoginToken(app: FastifyInstance, user: SignedUpUser, ip = '127.0.0.1'): Promise<string> {
  const reply = await logInStepOne(app, user, ip);
  expect(reply.data).toBeNull();
  expect(reply.error?.extensions?.code).toBe('SECOND_FACTOR_REQUIRED');
  return String(reply.error?.extensions?.pendingLoginToken);
}

describe('two-step sign-in with an authenticator app', () => {
  const testApp = useTestApplication();

  it('gives an otpauth URI naming the account, and keeps the secret sealed in the database', async () => {
    const { app, db } = testApp();
    const user = await signUp(app);
    const started = await postGraphql<{ startTotpEnrolment: { secret: string; otpauthUri: string } }>(
      app,
      START,
      {},
      { bearer: user.token },
    );
    const { secret, otpauthUri } = started.data?.startTotpEnrolment ?? { secret: '', otpauthUri: '' };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(decodeURIComponent(otpauthUri)).toContain(user.email);
    const row = await db.database.db.selectFrom('totp_factors').selectAll().executeTakeFirstOrThrow();
    expect(row.sealed_secret).not.toContain(secret);
    // Not yet confirmed: logging in still takes the password alone.
    expect((await logInStepOne(app, user)).errors).toEqual([]);
  });

  it('refuses a wrong first code, and then asks every login for a code from the app', async () => {
    const { app } = testApp();
    const user = await signUp(app);
    const started = await postGraphql<{ startTotpEnrolment: { secret: string } }>(
      app,
      START,
      {},
      { bearer: user.token },
    );
    const secret = started.data?.startTotpEnrolment.secret ?? '';
    const wrong = await postGraphql(app, CONFIRM, { input: { code: '000000' } }, { bearer: user.token });
    expect(wrong.error?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'code' });
    const confirmed = await postGraphql<{ confirmTotpEnrolment: { codes: string[] } }>(
      app,
      CONFIRM,
      { input: { code: codeOf(secret) } },
      { bearer: user.token },
    );
    expect(confirmed.data?.confirmTotpEnrolment.codes).toHaveLength(10);

    const token = await pendingLoginToken(app, user);
    const badCode = await postGraphql(app, COMPLETE, { input: { pendingLoginToken: token, code: '123456' } });
    expect(badCode.error?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'code' });
    const done = await postGraphql<{ completeSecondFactorLogin: { id: string; token: string } }>(app, COMPLETE, {
      input: { pendingLoginToken: token, code: codeOf(secret) },
    });
    expect(done.errors).toEqual([]);
    expect(done.data?.completeSecondFactorLogin.id).toBe(user.id);
    const me = await postGraphql<{ me: { email: string } }>(
      app,
      ME,
      {},
      { bearer: done.data?.completeSecondFactorLogin.token },
    );
    expect(me.data?.me.email).toBe(user.email);
    // The pending login is spent once it gave a session.
    const again = await postGraphql(app, COMPLETE, { input: { pendingLoginToken: token, code: codeOf(secret) } });
    expect(again.error?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('takes each recovery code once, written any way', async () => {
    const { app } = testApp();
    const user = await signUp(app);
    const { codes } = await enrol(app, user);
    const [first] = codes;
    const done = await postGraphql(app, COMPLETE, {
      input: { pendingLoginToken: await pendingLoginToken(app, user), code: ` ${first?.toUpperCase() ?? ''} ` },
    });
    expect(done.errors).toEqual([]);
    const reused = await postGraphql(app, COMPLETE, {
      input: { pendingLoginToken: await pendingLoginToken(app, user), code: first },
    });
    expect(reused.error?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'code' });
    const state = await postGraphql<{ twoStepSignIn: unknown }>(app, STATE, {}, { bearer: user.token });
    expect(state.data?.twoStepSignIn).toEqual({ authenticatorApp: true, recoveryCodesLeft: 9 });
  });

  it('ends a pending login after five wrong codes, so the six digits cannot be tried through', async () => {
    const { app } = testApp();
    const user = await signUp(app);
    const { secret } = await enrol(app, user);
    // Its own network, so the per-network limit on logins is not what stops it.
    const ip = '10.0.0.5';
    const token = await pendingLoginToken(app, user, ip);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await postGraphql(app, COMPLETE, { input: { pendingLoginToken: token, code: '999999' } }, { ip });
    }
    const right = await postGraphql(
      app,
      COMPLETE,
      { input: { pendingLoginToken: token, code: codeOf(secret) } },
      { ip },
    );
    expect(right.error?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('turns off only with the current password, after which the password alone logs in', async () => {
    const { app } = testApp();
    const user = await signUp(app);
    await enrol(app, user);
    const wrong = await postGraphql(app, TURN_OFF, { input: { currentPassword: 'not it' } }, { bearer: user.token });
    expect(wrong.error?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'currentPassword' });
    const ip = '10.0.0.6';
    expect((await logInStepOne(app, user, ip)).error?.extensions?.code).toBe('SECOND_FACTOR_REQUIRED');
    const off = await postGraphql(app, TURN_OFF, { input: { currentPassword: user.password } }, { bearer: user.token });
    expect(off.errors).toEqual([]);
    expect((await logInStepOne(app, user, ip)).errors).toEqual([]);
  });
});
