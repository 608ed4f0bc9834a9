import { asTotpCode } from '../../../domain/accounts/second-factor';
import type { Viewer } from '../../../domain/accounts/viewer';
import { fail, ok, type Result } from '../../../domain/shared/result';
import { dropRecoveryCodesWithoutFactor, issueRecoveryCodes } from './recovery-codes';
import { userWithPassword, type PasswordCheckError, type SecondFactorDeps } from './second-factor-deps';

/** The secret to put in an authenticator app, as a manual key and as the URI a QR code holds. */
export interface TotpEnrolment {
  readonly secret: string;
  readonly uri: string;
}

export type StartTotpEnrolment = (
  viewer: Viewer,
) => Promise<Result<TotpEnrolment, { readonly kind: 'UserNotFound' } | { readonly kind: 'TotpAlreadyOn' }>>;

/** A new pending secret; TOTP is on only once a code made from it is confirmed, so a failed scan locks nobody out. */
export function makeStartTotpEnrolment(deps: SecondFactorDeps): StartTotpEnrolment {
  return (viewer) =>
    deps.uow.run(async ({ users, secondFactors }) => {
      const user = await users.findById(viewer.userId);
      if (user === null) return fail({ kind: 'UserNotFound' } as const);
      const secret = deps.totp.generateSecret();
      if (!(await secondFactors.savePendingTotpSecret(user.id, secret, deps.clock.now()))) {
        return fail({ kind: 'TotpAlreadyOn' } as const);
      }
      return ok({ secret, uri: deps.totp.uri(secret, user.email) });
    });
}

export type ConfirmTotpEnrolmentError = { readonly kind: 'TotpNotStarted' } | { readonly kind: 'InvalidTotpCode' };

/** Recovery codes made when the first factor was turned on (null when the owner already holds some). */
export type ConfirmTotpEnrolment = (
  viewer: Viewer,
  input: { readonly code: string },
) => Promise<Result<{ readonly recoveryCodes: string[] | null }, ConfirmTotpEnrolmentError>>;

export function makeConfirmTotpEnrolment(deps: SecondFactorDeps): ConfirmTotpEnrolment {
  return (viewer, input) =>
    deps.uow.run(async (repos) => {
      const now = deps.clock.now();
      const secret = await repos.secondFactors.findPendingTotpSecret(viewer.userId);
      if (secret === null) return fail({ kind: 'TotpNotStarted' } as const);
      const code = asTotpCode(input.code);
      const step = code === null ? null : deps.totp.matchingStep(secret, code, now);
      if (step === null) return fail({ kind: 'InvalidTotpCode' } as const);
      const hadCodes = (await repos.secondFactors.countUnusedRecoveryCodes(viewer.userId)) > 0;
      await repos.secondFactors.confirmTotp(viewer.userId, step, now);
      return ok({ recoveryCodes: hadCodes ? null : await issueRecoveryCodes(deps, repos, viewer.userId, now) });
    });
}

export type TurnOffTotp = (
  viewer: Viewer,
  input: { readonly currentPassword: string },
) => Promise<Result<void, PasswordCheckError | { readonly kind: 'TotpNotOn' }>>;

/** Needs the current password, so that a session left open cannot strip the account's second factor. */
export function makeTurnOffTotp(deps: SecondFactorDeps): TurnOffTotp {
  return (viewer, input) =>
    deps.uow.run(async (repos) => {
      const user = await userWithPassword(repos, deps.hasher, viewer.userId, input.currentPassword);
      if (!user.ok) return user;
      if (!(await repos.secondFactors.deleteTotp(viewer.userId))) return fail({ kind: 'TotpNotOn' } as const);
      await dropRecoveryCodesWithoutFactor(repos, viewer.userId);
      return ok(undefined);
    });
}
