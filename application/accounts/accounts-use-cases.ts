import type { AttemptLimit, GuardedAction } from '../../domain/accounts/attempt-limits';
import type { AccessTokens } from '../ports/access-tokens';
import type { Clock } from '../ports/clock';
import type { IdGenerator } from '../ports/id-generator';
import type { Mailer } from '../ports/mailer';
import type { OpaqueTokens } from '../ports/opaque-tokens';
import type { PasswordHasher } from '../ports/password-hasher';
import type { PasswordStrength } from '../ports/password-strength';
import type { RateLimiter } from '../ports/rate-limiter';
import type { PasskeyCeremonies } from '../ports/passkey-ceremonies';
import type { RecoveryCodeGenerator } from '../ports/recovery-codes';
import type { Totp } from '../ports/totp';
import type { UnitOfWork } from '../ports/unit-of-work';
import { makeCreateApiKey, makeListApiKeys, makeRevokeApiKey } from './api-keys';
import { makeAuthenticateUser } from './authenticate-user';
import { makeChangePassword } from './change-password';
import { makeChangeUserEmail } from './change-user-email';
import { makeConfirmEmail } from './confirm-email';
import { makeConfirmEmailChange } from './confirm-email-change';
import { makeConfirmEmailUnchecked } from './confirm-email-unchecked';
import { makeLogOut, makeLogOutEverywhere } from './log-out';
import type { RevokedSessions } from './revoked-sessions';
import { makeCreateUser } from './create-user';
import { makeDeleteUser } from './delete-user';
import { makeGetCurrentUser } from './get-current-user';
import { makeIdentifyBearer } from './identify-bearer';
import { makeResendEmailConfirmation } from './resend-email-confirmation';
import { makeResetPassword } from './reset-password';
import { makeSendPasswordResetEmail } from './send-password-reset-email';
import { makeAuthenticateSecondFactor } from './second-factors/authenticate-second-factor';
import { makeListSecondFactors } from './second-factors/list-second-factors';
import {
  makeFinishPasskeyRegistration,
  makeRemovePasskey,
  makeStartPasskeyRegistration,
} from './second-factors/passkey-registration';
import { makeRegenerateRecoveryCodes } from './second-factors/recovery-codes';
import { makeConfirmTotpEnrolment, makeStartTotpEnrolment, makeTurnOffTotp } from './second-factors/totp-enrolment';
import { makeThrottleAttempt } from './throttle-attempt';

export interface AccountsPorts {
  readonly uow: UnitOfWork;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly hasher: PasswordHasher;
  /** Judges new passwords against the list of common ones (domain/accounts/password-rules.ts). */
  readonly passwordStrength: PasswordStrength;
  /** A hash to verify against when no account has the email, so a miss takes as long as a wrong password. */
  readonly decoyHash: string;
  readonly accessTokens: AccessTokens;
  readonly opaqueTokens: OpaqueTokens;
  readonly mailer: Mailer;
  readonly limiter: RateLimiter;
  readonly attemptLimits: Readonly<Record<GuardedAction, AttemptLimit>>;
  /** The sessions a new account starts with. */
  readonly signupSessions: number;
  readonly appUrl: string;
  /** The revocations in force, shared by every request of the process. */
  readonly revokedSessions: RevokedSessions;
  readonly totp: Totp;
  readonly recoveryCodes: RecoveryCodeGenerator;
  /** WebAuthn against the app's public origin. */
  readonly passkeys: PasskeyCeremonies;
}

/** Sign-up, log-in, passwords, the signed-in user, API keys and attempt limits. */
export function accountsUseCases(ports: AccountsPorts) {
  const { uow, clock, ids, hasher, passwordStrength, accessTokens, opaqueTokens, mailer, appUrl, revokedSessions } =
    ports;
  const secondFactorDeps = {
    uow,
    clock,
    ids,
    hasher,
    opaqueTokens,
    totp: ports.totp,
    recoveryCodes: ports.recoveryCodes,
    passkeys: ports.passkeys,
  };
  const throttleAttempt = makeThrottleAttempt({ limiter: ports.limiter, clock, limits: ports.attemptLimits });
  return {
    createUser: makeCreateUser({
      uow,
      hasher,
      passwordStrength,
      tokens: accessTokens,
      mailer,
      clock,
      ids,
      opaqueTokens,
      signupSessions: ports.signupSessions,
      appUrl,
    }),
    confirmEmail: makeConfirmEmail({ uow, opaqueTokens, clock }),
    confirmEmailUnchecked: makeConfirmEmailUnchecked({ uow, clock }),
    resendEmailConfirmation: makeResendEmailConfirmation({ uow, clock, ids, opaqueTokens, mailer, appUrl }),
    authenticateUser: makeAuthenticateUser({
      ...secondFactorDeps,
      tokens: accessTokens,
      decoyHash: ports.decoyHash,
    }),
    authenticateSecondFactor: makeAuthenticateSecondFactor({
      ...secondFactorDeps,
      tokens: accessTokens,
      throttleAttempt,
    }),
    listSecondFactors: makeListSecondFactors({ uow }),
    startTotpEnrolment: makeStartTotpEnrolment(secondFactorDeps),
    confirmTotpEnrolment: makeConfirmTotpEnrolment(secondFactorDeps),
    turnOffTotp: makeTurnOffTotp(secondFactorDeps),
    regenerateRecoveryCodes: makeRegenerateRecoveryCodes(secondFactorDeps),
    startPasskeyRegistration: makeStartPasskeyRegistration(secondFactorDeps),
    finishPasskeyRegistration: makeFinishPasskeyRegistration(secondFactorDeps),
    removePasskey: makeRemovePasskey(secondFactorDeps),
    sendPasswordResetEmail: makeSendPasswordResetEmail({ uow, opaqueTokens, mailer, clock, ids, appUrl }),
    resetPassword: makeResetPassword({ uow, opaqueTokens, hasher, passwordStrength, clock, revokedSessions }),
    changeUserEmail: makeChangeUserEmail({ uow, hasher, clock, ids, opaqueTokens, mailer, appUrl }),
    changePassword: makeChangePassword({
      uow,
      hasher,
      passwordStrength,
      tokens: accessTokens,
      clock,
      revokedSessions,
      mailer,
      appUrl,
    }),
    confirmEmailChange: makeConfirmEmailChange({
      uow,
      opaqueTokens,
      tokens: accessTokens,
      clock,
      revokedSessions,
    }),
    logOut: makeLogOut({ uow, clock, revokedSessions }),
    logOutEverywhere: makeLogOutEverywhere({ uow, clock, revokedSessions }),
    deleteUser: makeDeleteUser({ uow, clock, revokedSessions }),
    getCurrentUser: makeGetCurrentUser({ uow, clock }),
    identifyBearer: makeIdentifyBearer({ uow, tokens: accessTokens, opaqueTokens, clock, revokedSessions }),
    throttleAttempt,
    createApiKey: makeCreateApiKey({ uow, opaqueTokens, clock, ids }),
    listApiKeys: makeListApiKeys({ uow }),
    revokeApiKey: makeRevokeApiKey({ uow, clock }),
  };
}

export type AccountsUseCases = ReturnType<typeof accountsUseCases>;
