import { passwordResetProblem } from '../../domain/accounts/password-reset';
import { fail, ok, type Result } from '../../domain/shared/result';
import type { Clock } from '../ports/clock';
import type { OpaqueTokens } from '../ports/opaque-tokens';
import type { PasswordHasher } from '../ports/password-hasher';
import type { UnitOfWork } from '../ports/unit-of-work';

export interface ResetPasswordInput {
  readonly token: string;
  readonly password: string;
}

export type ResetPasswordError =
  { readonly kind: 'ResetLinkUnknown' } | { readonly kind: 'ResetLinkUsed' } | { readonly kind: 'ResetLinkExpired' };

export type ResetPassword = (input: ResetPasswordInput) => Promise<Result<void, ResetPasswordError>>;

export interface ResetPasswordDeps {
  readonly uow: UnitOfWork;
  readonly opaqueTokens: OpaqueTokens;
  readonly hasher: PasswordHasher;
  readonly clock: Clock;
}

/** Sets the new password, spends every open reset link of the user, and signs out their other sessions. */
export function makeResetPassword(deps: ResetPasswordDeps): ResetPassword {
  return async (input) => {
    const now = deps.clock.now();
    const passwordHash = await deps.hasher.hash(input.password);
    return deps.uow.run(async ({ users, passwordResets }) => {
      const reset = await passwordResets.findByTokenHash(deps.opaqueTokens.hash(input.token));
      if (reset === null) return fail({ kind: 'ResetLinkUnknown' });
      const problem = passwordResetProblem(reset, now);
      if (problem === 'used') return fail({ kind: 'ResetLinkUsed' });
      if (problem === 'expired') return fail({ kind: 'ResetLinkExpired' });
      await passwordResets.useAllForUser(reset, now);
      await users.changePassword(reset.userId, passwordHash, now);
      return ok(undefined);
    });
  };
}
