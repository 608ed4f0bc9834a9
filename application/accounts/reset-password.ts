import { passwordResetProblem } from '../../domain/accounts/password-reset';
import { newPasswordProblem, personalWordsOf, type NewPasswordProblem } from '../../domain/accounts/password-rules';
import { userRevocation } from '../../domain/accounts/session-revocation';
import { fail, ok, type Result } from '../../domain/shared/result';
import type { Clock } from '../ports/clock';
import type { OpaqueTokens } from '../ports/opaque-tokens';
import type { PasswordHasher } from '../ports/password-hasher';
import type { PasswordStrength } from '../ports/password-strength';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { RevokedSessions } from './revoked-sessions';

export interface ResetPasswordInput {
  readonly token: string;
  readonly password: string;
}

export type ResetPasswordError =
  | { readonly kind: 'ResetLinkUnknown' }
  | { readonly kind: 'ResetLinkUsed' }
  | { readonly kind: 'ResetLinkExpired' }
  | { readonly kind: 'WeakPassword'; readonly problem: NewPasswordProblem };

export type ResetPassword = (input: ResetPasswordInput) => Promise<Result<void, ResetPasswordError>>;

export interface ResetPasswordDeps {
  readonly uow: UnitOfWork;
  readonly opaqueTokens: OpaqueTokens;
  readonly hasher: PasswordHasher;
  readonly passwordStrength: PasswordStrength;
  readonly clock: Clock;
  readonly revokedSessions: RevokedSessions;
}

/**
 * Sets the new password, spends every open reset link of the user, and signs out their other sessions. A link that
 * does not work is said so before the password is judged (by the rule of domain/accounts/password-rules.ts).
 */
export function makeResetPassword(deps: ResetPasswordDeps): ResetPassword {
  return async (input) => {
    const now = deps.clock.now();
    const tokenHash = deps.opaqueTokens.hash(input.token);
    const owner = await deps.uow.read(async ({ users, passwordResets }) => {
      const reset = await passwordResets.findByTokenHash(tokenHash);
      return reset === null || passwordResetProblem(reset, now) !== null ? null : users.findById(reset.userId);
    });
    if (owner !== null) {
      const problem = newPasswordProblem(
        input.password,
        deps.passwordStrength.weaknessOf,
        personalWordsOf(owner.email),
      );
      if (problem !== null) return fail({ kind: 'WeakPassword', problem });
    }
    const passwordHash = await deps.hasher.hash(input.password);
    const reset = await deps.uow.run(async ({ users, passwordResets, sessionRevocations }) => {
      const reset = await passwordResets.findByTokenHash(tokenHash);
      if (reset === null) return fail({ kind: 'ResetLinkUnknown' } as const);
      const problem = passwordResetProblem(reset, now);
      if (problem === 'used') return fail({ kind: 'ResetLinkUsed' } as const);
      if (problem === 'expired') return fail({ kind: 'ResetLinkExpired' } as const);
      await passwordResets.useAllForUser(reset, now);
      await users.changePassword(reset.userId, passwordHash);
      await sessionRevocations.add(userRevocation(reset.userId, 'signed-out', now));
      return ok(undefined);
    });
    if (reset.ok) await deps.revokedSessions.refresh();
    return reset;
  };
}
