import { normaliseRecoveryCode, recoveryCodeCount } from '../../../domain/accounts/second-factor';
import type { Viewer } from '../../../domain/accounts/viewer';
import type { UserId } from '../../../domain/shared/ids';
import { fail, ok, type Result } from '../../../domain/shared/result';
import type { Repositories } from '../../ports/unit-of-work';
import { userWithPassword, type PasswordCheckError, type SecondFactorDeps } from './second-factor-deps';

/**
 * A new set of recovery codes in place of any before: the codes are returned this once and only their hashes kept.
 * They are random (50 bits each), so a fast hash is enough, as for API keys.
 */
export async function issueRecoveryCodes(
  deps: Pick<SecondFactorDeps, 'recoveryCodes' | 'opaqueTokens'>,
  repos: Pick<Repositories, 'secondFactors'>,
  userId: UserId,
  at: Date,
): Promise<string[]> {
  const codes = Array.from({ length: recoveryCodeCount }, () => deps.recoveryCodes.generate());
  const hashes = codes.map((code) => deps.opaqueTokens.hash(normaliseRecoveryCode(code)));
  await repos.secondFactors.replaceRecoveryCodes(userId, hashes, at);
  return codes;
}

export type RegenerateRecoveryCodesError = PasswordCheckError | { readonly kind: 'NoSecondFactor' };
export type RegenerateRecoveryCodes = (
  viewer: Viewer,
  input: { readonly currentPassword: string },
) => Promise<Result<string[], RegenerateRecoveryCodesError>>;

/** New codes for an owner who used or lost theirs; the old ones stop working. */
export function makeRegenerateRecoveryCodes(deps: SecondFactorDeps): RegenerateRecoveryCodes {
  return (viewer, input) =>
    deps.uow.run(async (repos) => {
      const user = await userWithPassword(repos, deps.hasher, viewer.userId, input.currentPassword);
      if (!user.ok) return user;
      if (!(await repos.secondFactors.hasAny(viewer.userId))) return fail({ kind: 'NoSecondFactor' } as const);
      return ok(await issueRecoveryCodes(deps, repos, viewer.userId, deps.clock.now()));
    });
}

/** Recovery codes stand in for a second factor: with the last factor gone they go too. */
export async function dropRecoveryCodesWithoutFactor(
  repos: Pick<Repositories, 'secondFactors'>,
  userId: UserId,
): Promise<void> {
  if (!(await repos.secondFactors.hasAny(userId))) await repos.secondFactors.deleteRecoveryCodes(userId);
}
