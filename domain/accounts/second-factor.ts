import type { PasskeyId, UserId } from '../shared/ids';

/** How many recovery codes an owner gets at a time: each works once, in place of a code from the app or a passkey. */
export const recoveryCodeCount = 10;

/** How long the challenge given by the password step stays open for the second step. */
export const loginChallengeValidityMs = 5 * 60 * 1000;

/** How long a passkey registration waits for the browser's answer. */
export const passkeyRegistrationValidityMs = 5 * 60 * 1000;

/**
 * Wrong answers one login challenge takes before it is used up, so that a challenge cannot be kept open for
 * guessing: each guess past these needs the password again, under the login throttle.
 */
export const secondFactorAttemptsPerChallenge = 5;

/** The longest name a passkey may be given. */
export const passkeyNameMaxLength = 60;

export type SecondFactorMethod = 'totp' | 'recovery-code' | 'passkey';

/** A passkey as the owner sees it: the key material stays in the repository. */
export interface Passkey {
  readonly id: PasskeyId;
  readonly userId: UserId;
  readonly name: string;
  readonly createdAt: Date;
  readonly lastUsedAt: Date | null;
}

/** What a server keeps of a passkey to check its signatures (WebAuthn's credential record). */
export interface PasskeyCredential {
  /** The authenticator's credential id, base64url. */
  readonly credentialId: string;
  /** The COSE public key, base64url. */
  readonly publicKey: string;
  /** The signature counter last seen (0 for authenticators that keep none). */
  readonly counter: number;
  readonly transports: readonly string[];
}

export interface StoredPasskey extends Passkey {
  readonly credential: PasskeyCredential;
}

/** The second factors an owner has turned on. */
export interface SecondFactors {
  readonly totpEnabled: boolean;
  readonly passkeys: readonly Passkey[];
  readonly recoveryCodesLeft: number;
}

export function hasSecondFactor(factors: Pick<SecondFactors, 'totpEnabled' | 'passkeys'>): boolean {
  return factors.totpEnabled || factors.passkeys.length > 0;
}

/** The methods a login's second step accepts for these factors. */
export function secondFactorMethods(factors: SecondFactors): SecondFactorMethod[] {
  const methods: SecondFactorMethod[] = [];
  if (factors.totpEnabled) methods.push('totp');
  if (factors.passkeys.length > 0) methods.push('passkey');
  if (factors.recoveryCodesLeft > 0) methods.push('recovery-code');
  return methods;
}

/** A code from an authenticator app: six digits (spaces, as apps show them, are ignored). */
export function asTotpCode(typed: string): string | null {
  const digits = typed.replace(/\s+/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}

/** A recovery code as stored: lower case, without the spaces and dashes a person may type. */
export function normaliseRecoveryCode(typed: string): string {
  return typed.replace(/[\s-]+/g, '').toLowerCase();
}

/** The password step's challenge, waiting for the second step. */
export interface LoginChallenge {
  readonly id: string;
  readonly userId: UserId;
  /** The WebAuthn challenge the passkey assertion must sign, when the account has passkeys. */
  readonly passkeyChallenge: string | null;
  readonly expiresAt: Date;
  readonly failures: number;
  readonly usedAt: Date | null;
}

/** Whether a challenge can still be answered at `now`. */
export function isLoginChallengeOpen(challenge: LoginChallenge, now: Date): boolean {
  return (
    challenge.usedAt === null &&
    challenge.expiresAt.getTime() > now.getTime() &&
    challenge.failures < secondFactorAttemptsPerChallenge
  );
}
