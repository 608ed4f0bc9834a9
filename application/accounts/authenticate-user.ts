import { normaliseEmail } from '../../domain/accounts/email-address';
import { fail, ok, type Result } from '../../domain/shared/result';
import type { AccessTokens } from '../ports/access-tokens';
import type { Clock } from '../ports/clock';
import type { PasswordHasher } from '../ports/password-hasher';
import type { UnitOfWork } from '../ports/unit-of-work';
import { startSession, type AccountSession } from './account-session';
import { openLoginChallenge, type SecondFactorChallenge } from './second-factors/login-challenge';
import type { SecondFactorDeps } from './second-factors/second-factor-deps';

export interface AuthenticateUserInput {
  readonly email: string;
  readonly password: string;
}

/**
 * One failure for an unknown email and a wrong password alike, so the answer reveals neither. A right password for
 * an account with a second factor gives no session either: it gives the challenge the second step answers.
 */
export type AuthenticateUserError =
  | { readonly kind: 'InvalidCredentials' }
  | { readonly kind: 'SecondFactorRequired'; readonly challenge: SecondFactorChallenge };
export type AuthenticateUser = (input: AuthenticateUserInput) => Promise<Result<AccountSession, AuthenticateUserError>>;

export interface AuthenticateUserDeps extends Pick<SecondFactorDeps, 'ids' | 'opaqueTokens' | 'passkeys'> {
  readonly uow: UnitOfWork;
  readonly hasher: PasswordHasher;
  readonly tokens: AccessTokens;
  readonly clock: Clock;
  /** A hash of no real password, checked for unknown emails so both failures take as long. */
  readonly decoyHash: string;
}

export function makeAuthenticateUser(deps: AuthenticateUserDeps): AuthenticateUser {
  return async (input) => {
    const user = await deps.uow.run(({ users }) => users.findByEmail(normaliseEmail(input.email)));
    const matches = await deps.hasher.verify(user?.passwordHash ?? deps.decoyHash, input.password);
    if (user === null || !matches) return fail({ kind: 'InvalidCredentials' });
    const now = deps.clock.now();
    // One read for the accounts without a second factor (most): the transaction only for those with one.
    if (await deps.uow.read(({ secondFactors }) => secondFactors.hasAny(user.id))) {
      const challenge = await deps.uow.run((repos) => openLoginChallenge(deps, repos, user.id, now));
      if (challenge !== null) return fail({ kind: 'SecondFactorRequired', challenge });
    }
    return ok(await startSession(deps.tokens, user, now));
  };
}
