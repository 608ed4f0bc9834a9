import {
  isPendingLoginUsable,
  normaliseRecoveryCode,
  pendingLoginExpiry,
  recoveryCodeCount,
  recoveryCodeFrom,
  type TotpFactor,
} from '../../domain/accounts/second-factor';
import type { User } from '../../domain/accounts/user';
import type { Viewer } from '../../domain/accounts/viewer';
import type { UserId } from '../../domain/shared/ids';
import { fail, ok, type Result } from '../../domain/shared/result';
import type { AccessTokens } from '../ports/access-tokens';
import type { Clock } from '../ports/clock';
import type { OpaqueTokens } from '../ports/opaque-tokens';
import type { PasswordHasher } from '../ports/password-hasher';
import type { Repositories, UnitOfWork } from '../ports/unit-of-work';
import type { SecretBox } from '../ports/secret-box';
import type { Totp } from '../ports/totp';
import { startSession, type AccountSession } from './account-session';

export interface TwoStepSignInDeps {
  readonly uow: UnitOfWork;
  readonly hasher: PasswordHasher;
  readonly tokens: AccessTokens;
  readonly opaqueTokens: OpaqueTokens;
  readonly clock: Clock;
  readonly totp: Totp;
  readonly secretBox: SecretBox;
  readonly randomBytes: (size: number) => Uint8Array;
}

/** What the owner's account page shows of two-step sign-in. */
export interface TwoStepSignInState {
  readonly authenticatorApp: boolean;
  readonly recoveryCodesLeft: number;
}

/** What the owner copies into their authenticator app, before proving it with a first code. */
export interface TotpEnrolment {
  readonly secret: string;
  readonly otpauthUri: string;
}

export type TwoStepSignInError =
  | { readonly kind: 'UserNotFound' }
  | { readonly kind: 'WrongPassword' }
  | { readonly kind: 'AuthenticatorAppAlreadyOn' }
  | { readonly kind: 'NoAuthenticatorAppEnrolment' }
  | { readonly kind: 'WrongAuthenticatorCode' }
  | { readonly kind: 'PendingLoginEnded' }
  | { readonly kind: 'WrongSecondFactorCode' };

type Outcome<T> = Promise<Result<T, TwoStepSignInError>>;

export interface CompleteSecondFactorLoginInput {
  readonly pendingLoginToken: string;
  /** A code from the authenticator app, or one of the recovery codes. */
  readonly code: string;
}

/** Starts a login's second step: the token the client sends back with the code. */
export async function startPendingLogin(
  deps: Pick<TwoStepSignInDeps, 'opaqueTokens' | 'clock'>,
  repos: Repositories,
  user: User,
): Promise<string> {
  const token = deps.opaqueTokens.generate();
  const login = { userId: user.id, failedAttempts: 0, expiresAt: pendingLoginExpiry(deps.clock.now()) };
  await repos.secondFactors.addPendingLogin(deps.opaqueTokens.hash(token), login);
  return token;
}

function isOn(factor: TotpFactor | null): boolean {
  return factor !== null && factor.confirmedAt !== null;
}

/** Whether logging in as this owner needs a second step. */
export async function needsSecondFactor(repos: Repositories, userId: UserId): Promise<boolean> {
  const factor = await repos.secondFactors.findTotp(userId);
  return isOn(factor);
}

export function twoStepSignInUseCases(deps: TwoStepSignInDeps) {
  const { uow, clock, opaqueTokens } = deps;

  const newRecoveryCodes = (): string[] =>
    Array.from({ length: recoveryCodeCount }, () => recoveryCodeFrom(deps.randomBytes(10)));
  const hashRecoveryCode = (code: string): string => opaqueTokens.hash(normaliseRecoveryCode(code));

  const getTwoStepSignIn = (viewer: Viewer): Outcome<TwoStepSignInState> =>
    uow.read(async ({ secondFactors }) => {
      const factor = await secondFactors.findTotp(viewer.userId);
      const on = isOn(factor);
      return ok({
        authenticatorApp: on,
        recoveryCodesLeft: on ? await secondFactors.unusedRecoveryCodes(viewer.userId) : 0,
      });
    });

  const startTotpEnrolment = (viewer: Viewer): Outcome<TotpEnrolment> =>
    uow.run(async ({ users, secondFactors }) => {
      const user = await users.findById(viewer.userId);
      if (user === null) return fail({ kind: 'UserNotFound' } as const);
      if (isOn(await secondFactors.findTotp(user.id))) {
        return fail({ kind: 'AuthenticatorAppAlreadyOn' } as const);
      }
      const secret = deps.totp.newSecret();
      const factor = { userId: user.id, sealedSecret: deps.secretBox.seal(secret), confirmedAt: null };
      await secondFactors.saveTotp(factor, clock.now());
      return ok({ secret, otpauthUri: deps.totp.uri(secret, user.email) });
    });

  /** Turns the authenticator app on once a first code proves it was set up; answers the recovery codes, shown once. */
  const confirmTotpEnrolment = (viewer: Viewer, input: { readonly code: string }): Outcome<readonly string[]> =>
    uow.run(async ({ secondFactors }) => {
      const now = clock.now();
      const factor = await secondFactors.findTotp(viewer.userId);
      if (factor === null) return fail({ kind: 'NoAuthenticatorAppEnrolment' } as const);
      if (factor.confirmedAt !== null) return fail({ kind: 'AuthenticatorAppAlreadyOn' } as const);
      const secret = deps.secretBox.open(factor.sealedSecret);
      if (secret === null || !deps.totp.verify(secret, input.code, now)) {
        return fail({ kind: 'WrongAuthenticatorCode' } as const);
      }
      const codes = newRecoveryCodes();
      await secondFactors.confirmTotp(viewer.userId, now);
      await secondFactors.replaceRecoveryCodes(viewer.userId, codes.map(hashRecoveryCode));
      return ok(codes);
    });

  /** Turns two-step sign-in off; the current password proves it is the owner, not someone at an open browser. */
  const turnOffTwoStepSignIn = (viewer: Viewer, input: { readonly currentPassword: string }): Outcome<void> =>
    uow.run(async ({ users, secondFactors }) => {
      const user = await users.findById(viewer.userId);
      if (user === null) return fail({ kind: 'UserNotFound' } as const);
      if (!(await deps.hasher.verify(user.passwordHash, input.currentPassword))) {
        return fail({ kind: 'WrongPassword' } as const);
      }
      await secondFactors.removeTotp(user.id);
      return ok(undefined);
    });

  /**
   * Ends a login's second step with a code from the app or an unused recovery code. Wrong codes are counted on the
   * pending login, which ends after a few, so the six digits cannot be tried through.
   */
  const completeSecondFactorLogin = (input: CompleteSecondFactorLoginInput): Outcome<AccountSession> =>
    uow.run(async (repos) => {
      const now = clock.now();
      const tokenHash = opaqueTokens.hash(input.pendingLoginToken);
      const login = await repos.secondFactors.findPendingLogin(tokenHash);
      if (login === null || !isPendingLoginUsable(login, now)) return fail({ kind: 'PendingLoginEnded' } as const);
      const user = await repos.users.findById(login.userId);
      if (user === null) return fail({ kind: 'PendingLoginEnded' } as const);
      if (!(await codeMatches(repos, user.id, input.code, now))) {
        await repos.secondFactors.countFailedAttempt(tokenHash);
        return fail({ kind: 'WrongSecondFactorCode' } as const);
      }
      await repos.secondFactors.endPendingLogin(tokenHash);
      return ok(await startSession(deps.tokens, user, now));
    });

  async function codeMatches(repos: Repositories, userId: UserId, code: string, now: Date): Promise<boolean> {
    const factor = await repos.secondFactors.findTotp(userId);
    const secret = factor === null ? null : deps.secretBox.open(factor.sealedSecret);
    if (secret !== null && /^\s*\d{6}\s*$/.test(code)) return deps.totp.verify(secret, code, now);
    return repos.secondFactors.useRecoveryCode(userId, hashRecoveryCode(code), now);
  }

  return {
    getTwoStepSignIn,
    startTotpEnrolment,
    confirmTotpEnrolment,
    turnOffTwoStepSignIn,
    completeSecondFactorLogin,
  };
}
