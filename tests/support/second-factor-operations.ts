import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { postGraphql } from './graphql-request';

export const AUTHENTICATE_USER_STEP = `mutation AuthenticateUser($input: AuthenticateUserInput!) {
  authenticateUser(input: $input) { id token secondFactor { challenge expiresAt methods passkeyOptions } }
}`;
export const AUTHENTICATE_SECOND_FACTOR = `mutation AuthenticateSecondFactor($input: AuthenticateSecondFactorInput!) {
  authenticateSecondFactor(input: $input) { id token cardNearingExpiry }
}`;
export const START_TOTP_ENROLMENT = `mutation StartTotpEnrolment { startTotpEnrolment { secret otpauthUri qrCodeSvg } }`;
export const CONFIRM_TOTP_ENROLMENT = `mutation ConfirmTotpEnrolment($input: ConfirmTotpEnrolmentInput!) {
  confirmTotpEnrolment(input: $input) { recoveryCodes }
}`;
export const TURN_OFF_TOTP = `mutation TurnOffTotp($input: CurrentPasswordInput!) { turnOffTotp(input: $input) { success } }`;
export const SECOND_FACTORS = `query SecondFactors { secondFactors { totpEnabled recoveryCodesLeft passkeys { id name lastUsedAt } } }`;
export const START_PASSKEY_REGISTRATION = `mutation StartPasskeyRegistration { startPasskeyRegistration { options } }`;
export const FINISH_PASSKEY_REGISTRATION = `mutation FinishPasskeyRegistration($input: FinishPasskeyRegistrationInput!) {
  finishPasskeyRegistration(input: $input) { passkey { id name } recoveryCodes }
}`;
export const REMOVE_PASSKEY = `mutation RemovePasskey($input: RemovePasskeyInput!) { removePasskey(input: $input) { success } }`;

export interface LoginStep {
  readonly id: string | null;
  readonly token: string | null;
  readonly secondFactor: {
    readonly challenge: string;
    readonly expiresAt: string;
    readonly methods: string[];
    readonly passkeyOptions: string | null;
  } | null;
}

/** The code an authenticator app holding `secret` shows at `at`. */
export function totpCode(secret: string, at: Date): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: at.getTime(),
  });
}

/** The password step of a login. */
export async function passwordStep(
  app: FastifyInstance,
  credentials: { readonly email: string; readonly password: string },
  ip?: string,
): Promise<LoginStep> {
  const reply = await postGraphql<{ authenticateUser: LoginStep }>(
    app,
    AUTHENTICATE_USER_STEP,
    { input: { email: credentials.email, password: credentials.password } },
    ip === undefined ? {} : { ip },
  );
  if (reply.data === null) throw new Error(`login failed: ${JSON.stringify(reply.errors)}`);
  return reply.data.authenticateUser;
}

/** Turns TOTP on for the signed-in user with a code made at `at`: the secret and the recovery codes. */
export async function turnOnTotp(
  app: FastifyInstance,
  token: string,
  at: Date,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const started = await postGraphql<{ startTotpEnrolment: { secret: string } }>(
    app,
    START_TOTP_ENROLMENT,
    {},
    {
      bearer: token,
    },
  );
  const secret = started.data?.startTotpEnrolment.secret ?? '';
  const confirmed = await postGraphql<{ confirmTotpEnrolment: { recoveryCodes: string[] } }>(
    app,
    CONFIRM_TOTP_ENROLMENT,
    { input: { code: totpCode(secret, at) } },
    { bearer: token },
  );
  if (confirmed.data === null) throw new Error(`TOTP enrolment failed: ${JSON.stringify(confirmed.errors)}`);
  return { secret, recoveryCodes: confirmed.data.confirmTotpEnrolment.recoveryCodes };
}
