import { describe, expect, it } from 'vitest';
import { ME, signUp } from '../../support/account-operations';
import { FixedClock } from '../../support/fakes/fixed-clock';
import { postGraphql } from '../../support/graphql-request';
import {
  AUTHENTICATE_SECOND_FACTOR,
  CONFIRM_TOTP_ENROLMENT,
  passwordStep,
  SECOND_FACTORS,
  START_TOTP_ENROLMENT,
  totpCode,
  TURN_OFF_TOTP,
  turnOnTotp,
} from '../../support/second-factor-operations';
import { useTestApplication } from '../../support/test-application';

/** Ten seconds into a 30-second step, so a code made "now" stays the current one for the whole test. */
const start = new Date('2026-03-02T09:30:10.000Z');
const clock = new FixedClock(start);

interface Session {
  readonly id: string;
  readonly token: string;
}

describe('logging in with an authenticator app (TOTP) and recovery codes', () => {
  const testApp = useTestApplication({ authRateLimitPerMinute: 1000 }, { clock });

  async function answer(challenge: string, code: string, ip = '127.0.0.1') {
    return postGraphql<{ authenticateSecondFactor: Session }>(
      testApp().app,
      AUTHENTICATE_SECOND_FACTOR,
      { input: { challenge, code } },
      { ip },
    );
  }

  async function challengeFor(user: { email: string; password: string }): Promise<string> {
    const step = await passwordStep(testApp().app, user);
    expect(step.token).toBeNull();
    return step.secondFactor?.challenge ?? '';
  }

  it('asks for a code after the password, takes each code once, and starts a session with a right one', async () => {
    clock.set(start);
    const { app, db } = testApp();
    const user = await signUp(app);
    const { secret, recoveryCodes } = await turnOnTotp(app, user.token, clock.now());
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);

    const stored = await db.database.db
      .selectFrom('recovery_codes')
      .select('code_hash')
      .where('user_id', '=', user.id)
      .execute();
    expect(stored).toHaveLength(10);
    for (const code of recoveryCodes) expect(stored.map((row) => row.code_hash)).not.toContain(code);

    const step = await passwordStep(app, user);
    expect(step).toMatchObject({ id: null, token: null });
    expect(step.secondFactor?.methods).toEqual(['TOTP', 'RECOVERY_CODE']);
    expect(step.secondFactor?.passkeyOptions).toBeNull();
    expect(new Date(step.secondFactor?.expiresAt ?? 0).getTime() - start.getTime()).toBe(5 * 60 * 1000);
    const challenge = step.secondFactor?.challenge ?? '';

    // The code that confirmed the set-up was used: replaying it within its 30 seconds is refused.
    const replayed = await answer(challenge, totpCode(secret, clock.now()));
    expect(replayed.error).toMatchObject({
      message: 'That code or passkey was not accepted. Try again.',
      extensions: { code: 'BAD_USER_INPUT', field: 'code' },
    });
    expect(replayed.data).toBeNull();

    clock.advance(30_000);
    const code = totpCode(secret, clock.now());
    const signedIn = await answer(challenge, code);
    expect(signedIn.errors).toEqual([]);
    expect(signedIn.data?.authenticateSecondFactor.id).toBe(user.id);
    const me = await postGraphql<{ me: { id: string } }>(
      app,
      ME,
      {},
      {
        bearer: signedIn.data?.authenticateSecondFactor.token,
      },
    );
    expect(me.data?.me.id).toBe(user.id);

    // The challenge worked once; and the same code on a new login is a replay.
    expect((await answer(challenge, totpCode(secret, clock.now()))).error).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', field: 'challenge' },
    });
    expect((await answer(await challengeFor(user), code)).error?.extensions?.field).toBe('code');
  });

  it('takes a recovery code once, in any case and spacing, and counts what is left', async () => {
    clock.set(start);
    const { app } = testApp();
    const user = await signUp(app);
    const { recoveryCodes } = await turnOnTotp(app, user.token, clock.now());
    const [first = '', second = ''] = recoveryCodes;

    const signedIn = await answer(await challengeFor(user), first);
    expect(signedIn.errors).toEqual([]);
    expect(signedIn.data?.authenticateSecondFactor.id).toBe(user.id);

    const again = await answer(await challengeFor(user), first);
    expect(again.error).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'code' } });
    expect(again.data).toBeNull();

    const typed = ` ${second.toUpperCase().replace('-', ' ')} `;
    expect((await answer(await challengeFor(user), typed)).data?.authenticateSecondFactor.id).toBe(user.id);

    const factors = await postGraphql<{ secondFactors: { totpEnabled: boolean; recoveryCodesLeft: number } }>(
      app,
      SECOND_FACTORS,
      {},
      { bearer: user.token },
    );
    expect(factors.data?.secondFactors).toMatchObject({ totpEnabled: true, recoveryCodesLeft: 8 });
  });

  it('uses up a challenge after five wrong codes, and one that has expired', async () => {
    clock.set(start);
    const { app } = testApp();
    const user = await signUp(app);
    const { secret } = await turnOnTotp(app, user.token, clock.now());
    clock.advance(30_000);

    const challenge = await challengeFor(user);
    for (let guess = 0; guess < 5; guess += 1) {
      expect((await answer(challenge, String(100000 + guess))).error?.extensions?.field).toBe('code');
    }
    const used = await answer(challenge, totpCode(secret, clock.now()));
    expect(used.error).toMatchObject({
      message: 'This login has expired or was already completed. Log in with your password again.',
      extensions: { field: 'challenge' },
    });

    const late = await challengeFor(user);
    clock.advance(5 * 60 * 1000);
    expect((await answer(late, totpCode(secret, clock.now()))).error?.extensions?.field).toBe('challenge');
  });

  it('needs the current password to turn TOTP off; then the password alone logs in again', async () => {
    clock.set(start);
    const { app } = testApp();
    const user = await signUp(app);
    await turnOnTotp(app, user.token, clock.now());

    const wrong = await postGraphql(
      app,
      TURN_OFF_TOTP,
      { input: { currentPassword: 'not it' } },
      {
        bearer: user.token,
      },
    );
    expect(wrong.error).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'currentPassword' } });
    expect((await passwordStep(app, user)).token).toBeNull();

    const off = await postGraphql(
      app,
      TURN_OFF_TOTP,
      { input: { currentPassword: user.password } },
      {
        bearer: user.token,
      },
    );
    expect(off.errors).toEqual([]);
    const step = await passwordStep(app, user);
    expect(step.token).toEqual(expect.any(String));
    expect(step.secondFactor).toBeNull();
    const factors = await postGraphql<{ secondFactors: { totpEnabled: boolean; recoveryCodesLeft: number } }>(
      app,
      SECOND_FACTORS,
      {},
      { bearer: user.token },
    );
    expect(factors.data?.secondFactors).toEqual({ totpEnabled: false, recoveryCodesLeft: 0, passkeys: [] });
  });

  it('refuses a wrong first code, so a failed scan never turns TOTP on', async () => {
    clock.set(start);
    const { app } = testApp();
    const user = await signUp(app);
    const started = await postGraphql<{
      startTotpEnrolment: { secret: string; otpauthUri: string; qrCodeSvg: string };
    }>(app, START_TOTP_ENROLMENT, {}, { bearer: user.token });
    expect(started.data?.startTotpEnrolment.otpauthUri).toMatch(/^otpauth:\/\/totp\/Splitpenny:.+secret=[A-Z2-7]+/);
    expect(started.data?.startTotpEnrolment.qrCodeSvg).toMatch(/^<svg/);
    const wrong = await postGraphql(
      app,
      CONFIRM_TOTP_ENROLMENT,
      { input: { code: '000000' } },
      {
        bearer: user.token,
      },
    );
    expect(wrong.error).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'code' } });
    expect((await passwordStep(app, user)).token).toEqual(expect.any(String));
  });

  it('leaves API keys working without a second factor', async () => {
    clock.set(start);
    const { app } = testApp();
    const user = await signUp(app);
    await turnOnTotp(app, user.token, clock.now());
    const created = await postGraphql<{ createApiKey: { secret: string } }>(
      app,
      `mutation { createApiKey(input: { name: "CI", scope: READ }) { secret } }`,
      {},
      { bearer: user.token },
    );
    const me = await postGraphql<{ me: { id: string } }>(app, ME, {}, { bearer: created.data?.createApiKey.secret });
    expect(me.data?.me.id).toBe(user.id);
    const keyTurnsOff = await postGraphql(
      app,
      TURN_OFF_TOTP,
      { input: { currentPassword: user.password } },
      {
        bearer: created.data?.createApiKey.secret,
      },
    );
    expect(keyTurnsOff.error?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('the login throttle and second-factor codes', () => {
  const limit = 6;
  const testApp = useTestApplication({ authRateLimitPerMinute: limit }, { clock });

  it('counts each code against the account, so guessing from many networks is stopped too', async () => {
    clock.set(start);
    const { app } = testApp();
    const user = await signUp(app);
    const { secret } = await turnOnTotp(app, user.token, clock.now());
    clock.advance(30_000);
    // One password step from one network, then guesses each from another: the account's budget still runs out.
    const step = await passwordStep(app, user, '198.51.100.1');
    const challenge = step.secondFactor?.challenge ?? '';
    const statuses: number[] = [];
    for (let guess = 0; guess < limit; guess += 1) {
      const reply = await postGraphql(
        app,
        AUTHENTICATE_SECOND_FACTOR,
        { input: { challenge, code: String(200000 + guess) } },
        { ip: `198.51.100.${10 + guess}` },
      );
      statuses.push(reply.status);
    }
    // The password step counted one: five guesses pass, the sixth is refused before it is checked.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const right = await postGraphql(
      app,
      AUTHENTICATE_SECOND_FACTOR,
      { input: { challenge, code: totpCode(secret, clock.now()) } },
      { ip: '198.51.100.99' },
    );
    expect(right.status).toBe(429);
  });
});
