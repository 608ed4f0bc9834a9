import { normaliseEmail } from '../../domain/accounts/email-address';
import { fail, ok, type Result } from '../../domain/shared/result';
import type { AccessTokens } from '../ports/access-tokens';
import type { Clock } from '../ports/clock';
import type { OpaqueTokens } from '../ports/opaque-tokens';
import type { PasswordHasher } from '../ports/password-hasher';
import type { UnitOfWork } from '../ports/unit-of-work';
import { startSession, type AccountSession } from './account-session';
import { needsSecondFactor, startPendingLogin } from './two-step-sign-in';

export interface AuthenticateUserInput {
  readonly email: string;
  readonly password: string;
}

/**
 * One failure for an unknown email and a wrong password alike, so the answer reveals neither. An owner with two-step
 * sign-in on gets, for a right password, the token of a pending login to finish with a second factor instead.
 */
export type AuthenticateUserError =
  | { readonly kind: 'InvalidCredentials' }
  | { readonly kind: 'SecondFactorRequired'; readonly pendingLoginToken: string };
export type AuthenticateUser = (input: AuthenticateUserInput) => Promise<Result<AccountSession, AuthenticateUserError>>;

export interface AuthenticateUserDeps {
  readonly uow: UnitOfWork;
  readonly hasher: PasswordHasher;
  readonly tokens: AccessTokens;
  readonly clock: Clock;
  readonly opaqueTokens: OpaqueTokens;
  /** A hash of no real password, checked for unknown emails so both failures take as long. */
  readonly decoyHash: string;
}

export function makeAuthenticateUser(deps: AuthenticateUserDeps): AuthenticateUser {
  return async (input) => {
    const user = await deps.uow.run(({ users }) => users.findByEmail(normaliseEmail(input.email)));
    const matches = await deps.hasher.verify(user?.passwordHash ?? deps.decoyHash, input.password);
    if (user === null || !matches) return fail({ kind: 'InvalidCredentials' });
    const pendingLoginToken = await deps.uow.run(async (repos) =>
      (await needsSecondFactor(repos, user.id)) ? startPendingLogin(deps, repos, user) : null,
    );
    if (pendingLoginToken !== null) return fail({ kind: 'SecondFactorRequired', pendingLoginToken });
    return ok(await startSession(deps.tokens, user, deps.clock.now()));
  };
}
