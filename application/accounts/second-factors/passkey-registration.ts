import { passkeyRegistrationValidityMs, type Passkey } from '../../../domain/accounts/second-factor';
import type { Viewer } from '../../../domain/accounts/viewer';
import type { PasskeyId } from '../../../domain/shared/ids';
import { fail, ok, type Result } from '../../../domain/shared/result';
import { dropRecoveryCodesWithoutFactor, issueRecoveryCodes } from './recovery-codes';
import { userWithPassword, type PasswordCheckError, type SecondFactorDeps } from './second-factor-deps';

export type StartPasskeyRegistration = (
  viewer: Viewer,
) => Promise<Result<{ readonly optionsJson: string }, { readonly kind: 'UserNotFound' }>>;

/** The options for `navigator.credentials.create()`; the challenge in them is kept for the answer. */
export function makeStartPasskeyRegistration(deps: SecondFactorDeps): StartPasskeyRegistration {
  return (viewer) =>
    deps.uow.run(async ({ users, secondFactors }) => {
      const user = await users.findById(viewer.userId);
      if (user === null) return fail({ kind: 'UserNotFound' } as const);
      const existing = await secondFactors.listPasskeys(user.id);
      const ceremony = await deps.passkeys.registrationOptions({
        id: user.id,
        email: user.email,
        existingCredentialIds: existing.map((p) => p.credential.credentialId),
      });
      const expiresAt = new Date(deps.clock.now().getTime() + passkeyRegistrationValidityMs);
      await secondFactors.savePasskeyRegistration(user.id, ceremony.challenge, expiresAt);
      return ok({ optionsJson: ceremony.optionsJson });
    });
}

export type FinishPasskeyRegistrationError =
  | { readonly kind: 'PasskeyRegistrationExpired' }
  | { readonly kind: 'PasskeyNotVerified' }
  | { readonly kind: 'PasskeyAlreadyRegistered' };

export type FinishPasskeyRegistration = (
  viewer: Viewer,
  input: { readonly name: string; readonly response: string },
) => Promise<
  Result<{ readonly passkey: Passkey; readonly recoveryCodes: string[] | null }, FinishPasskeyRegistrationError>
>;

/** Keeps the new passkey; recovery codes come with the first factor, as for TOTP. */
export function makeFinishPasskeyRegistration(deps: SecondFactorDeps): FinishPasskeyRegistration {
  return async (viewer, input) => {
    const now = deps.clock.now();
    const challenge = await deps.uow.run(({ secondFactors }) =>
      secondFactors.takePasskeyRegistration(viewer.userId, now),
    );
    if (challenge === null) return fail({ kind: 'PasskeyRegistrationExpired' });
    const credential = await deps.passkeys.verifyRegistration(input.response, challenge);
    if (credential === null) return fail({ kind: 'PasskeyNotVerified' });
    return deps.uow.run(async (repos) => {
      const passkey: Passkey = {
        id: deps.ids.next() as PasskeyId,
        userId: viewer.userId,
        name: input.name.trim(),
        createdAt: now,
        lastUsedAt: null,
      };
      const hadCodes = (await repos.secondFactors.countUnusedRecoveryCodes(viewer.userId)) > 0;
      if (!(await repos.secondFactors.insertPasskey(passkey, credential))) {
        return fail({ kind: 'PasskeyAlreadyRegistered' } as const);
      }
      const recoveryCodes = hadCodes ? null : await issueRecoveryCodes(deps, repos, viewer.userId, now);
      return ok({ passkey, recoveryCodes });
    });
  };
}

export type RemovePasskey = (
  viewer: Viewer,
  input: { readonly id: PasskeyId; readonly currentPassword: string },
) => Promise<Result<void, PasswordCheckError | { readonly kind: 'PasskeyNotFound' }>>;

/** Needs the current password, like every way of turning a factor off. */
export function makeRemovePasskey(deps: SecondFactorDeps): RemovePasskey {
  return (viewer, input) =>
    deps.uow.run(async (repos) => {
      const user = await userWithPassword(repos, deps.hasher, viewer.userId, input.currentPassword);
      if (!user.ok) return user;
      if (!(await repos.secondFactors.deletePasskey(viewer.userId, input.id))) {
        return fail({ kind: 'PasskeyNotFound' } as const);
      }
      await dropRecoveryCodesWithoutFactor(repos, viewer.userId);
      return ok(undefined);
    });
}
