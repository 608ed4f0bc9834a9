import { describe, expect, it } from 'vitest';
import { ME, signUp, type SignedUpUser } from '../../support/account-operations';
import { postGraphql } from '../../support/graphql-request';
import {
  AUTHENTICATE_SECOND_FACTOR,
  FINISH_PASSKEY_REGISTRATION,
  passwordStep,
  REMOVE_PASSKEY,
  SECOND_FACTORS,
  START_PASSKEY_REGISTRATION,
  turnOnTotp,
} from '../../support/second-factor-operations';
import { SoftwareAuthenticator } from '../../support/software-authenticator';
import { useTestApplication } from '../../support/test-application';

const publicUrl = 'https://app.splitpenny.test';

interface AddedPasskey {
  readonly passkey: { readonly id: string; readonly name: string };
  readonly recoveryCodes: string[] | null;
}

describe('logging in with a passkey', () => {
  const testApp = useTestApplication({ publicUrl, authRateLimitPerMinute: 1000 });

  async function addPasskey(user: SignedUpUser, authenticator: SoftwareAuthenticator, name: string) {
    const { app } = testApp();
    const started = await postGraphql<{ startPasskeyRegistration: { options: string } }>(
      app,
      START_PASSKEY_REGISTRATION,
      {},
      { bearer: user.token },
    );
    const options = started.data?.startPasskeyRegistration.options ?? '';
    return postGraphql<{ finishPasskeyRegistration: AddedPasskey }>(
      app,
      FINISH_PASSKEY_REGISTRATION,
      { input: { name, response: authenticator.register(options) } },
      { bearer: user.token },
    );
  }

  async function answerWithPasskey(challenge: string, response: string) {
    return postGraphql<{ authenticateSecondFactor: { id: string; token: string } }>(
      testApp().app,
      AUTHENTICATE_SECOND_FACTOR,
      { input: { challenge, passkeyResponse: response } },
    );
  }

  it('registers a passkey for the app origin and asks for it at every login', async () => {
    const { app } = testApp();
    const user = await signUp(app);
    const authenticator = new SoftwareAuthenticator(publicUrl);

    const started = await postGraphql<{ startPasskeyRegistration: { options: string } }>(
      app,
      START_PASSKEY_REGISTRATION,
      {},
      { bearer: user.token },
    );
    const options = JSON.parse(started.data?.startPasskeyRegistration.options ?? '{}') as Record<string, unknown>;
    expect(options).toMatchObject({ rp: { id: 'app.splitpenny.test', name: 'Splitpenny' }, attestation: 'none' });
    const added = await postGraphql<{ finishPasskeyRegistration: AddedPasskey }>(
      app,
      FINISH_PASSKEY_REGISTRATION,
      { input: { name: '  Work laptop ', response: authenticator.register(JSON.stringify(options)) } },
      { bearer: user.token },
    );
    expect(added.errors).toEqual([]);
    expect(added.data?.finishPasskeyRegistration.passkey.name).toBe('Work laptop');
    // The first second factor comes with recovery codes.
    expect(added.data?.finishPasskeyRegistration.recoveryCodes).toHaveLength(10);

    const step = await passwordStep(app, user);
    expect(step.token).toBeNull();
    expect(step.secondFactor?.methods).toEqual(['PASSKEY', 'RECOVERY_CODE']);
    const requestOptions = step.secondFactor?.passkeyOptions ?? '';
    expect(JSON.parse(requestOptions)).toMatchObject({
      rpId: 'app.splitpenny.test',
      allowCredentials: [{ id: authenticator.credentialId, type: 'public-key' }],
    });

    const signedIn = await answerWithPasskey(step.secondFactor?.challenge ?? '', authenticator.assert(requestOptions));
    expect(signedIn.errors).toEqual([]);
    const me = await postGraphql<{ me: { id: string } }>(
      app,
      ME,
      {},
      {
        bearer: signedIn.data?.authenticateSecondFactor.token,
      },
    );
    expect(me.data?.me.id).toBe(user.id);

    const factors = await postGraphql<{ secondFactors: { passkeys: { name: string; lastUsedAt: string | null }[] } }>(
      app,
      SECOND_FACTORS,
      {},
      { bearer: user.token },
    );
    expect(factors.data?.secondFactors.passkeys).toEqual([
      expect.objectContaining({ name: 'Work laptop', lastUsedAt: expect.any(String) }),
    ]);
  });

  it('refuses an assertion for another login, another origin, or another key', async () => {
    const { app } = testApp();
    const user = await signUp(app);
    const authenticator = new SoftwareAuthenticator(publicUrl);
    expect((await addPasskey(user, authenticator, 'Phone')).errors).toEqual([]);

    const first = await passwordStep(app, user);
    const second = await passwordStep(app, user);
    const forFirst = authenticator.assert(first.secondFactor?.passkeyOptions ?? '');
    // Signed for the first login's challenge: no good for the second.
    expect((await answerWithPasskey(second.secondFactor?.challenge ?? '', forFirst)).error).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', field: 'code' },
    });
    const phishing = authenticator.assert(second.secondFactor?.passkeyOptions ?? '', {
      origin: 'https://app.splitpenny.evil',
    });
    expect((await answerWithPasskey(second.secondFactor?.challenge ?? '', phishing)).error?.extensions?.field).toBe(
      'code',
    );
    const stranger = new SoftwareAuthenticator(publicUrl);
    const unknownKey = stranger.assert(second.secondFactor?.passkeyOptions ?? '');
    expect((await answerWithPasskey(second.secondFactor?.challenge ?? '', unknownKey)).error?.extensions?.field).toBe(
      'code',
    );
    expect((await answerWithPasskey(first.secondFactor?.challenge ?? '', forFirst)).errors).toEqual([]);
  });

  it('keeps several named passkeys and removes one only with the current password', async () => {
    const { app } = testApp();
    const user = await signUp(app);
    const laptop = new SoftwareAuthenticator(publicUrl);
    const phone = new SoftwareAuthenticator(publicUrl);
    const added = await addPasskey(user, laptop, 'Laptop');
    const second = await addPasskey(user, phone, 'Phone');
    expect(second.data?.finishPasskeyRegistration.recoveryCodes).toBeNull();
    // The same credential cannot be added twice.
    expect((await addPasskey(user, laptop, 'Laptop again')).error?.extensions?.field).toBe('response');

    const laptopId = added.data?.finishPasskeyRegistration.passkey.id ?? '';
    const wrong = await postGraphql(
      app,
      REMOVE_PASSKEY,
      { input: { id: laptopId, currentPassword: 'not it' } },
      { bearer: user.token },
    );
    expect(wrong.error).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'currentPassword' } });
    const other = await signUp(app);
    const notTheirs = await postGraphql(
      app,
      REMOVE_PASSKEY,
      { input: { id: laptopId, currentPassword: other.password } },
      { bearer: other.token },
    );
    expect(notTheirs.error?.extensions?.code).toBe('NOT_FOUND');
    const removed = await postGraphql(
      app,
      REMOVE_PASSKEY,
      { input: { id: laptopId, currentPassword: user.password } },
      { bearer: user.token },
    );
    expect(removed.errors).toEqual([]);

    const step = await passwordStep(app, user);
    const withRemoved = laptop.assert(step.secondFactor?.passkeyOptions ?? '');
    expect((await answerWithPasskey(step.secondFactor?.challenge ?? '', withRemoved)).error?.extensions?.field).toBe(
      'code',
    );
    const withPhone = phone.assert(step.secondFactor?.passkeyOptions ?? '');
    expect((await answerWithPasskey(step.secondFactor?.challenge ?? '', withPhone)).errors).toEqual([]);
  });

  it('offers both a passkey and the app to an owner with both', async () => {
    const { app } = testApp();
    const user = await signUp(app);
    await turnOnTotp(app, user.token, new Date());
    await addPasskey(user, new SoftwareAuthenticator(publicUrl), 'Key');
    expect((await passwordStep(app, user)).secondFactor?.methods).toEqual(['TOTP', 'PASSKEY', 'RECOVERY_CODE']);
  });
});
