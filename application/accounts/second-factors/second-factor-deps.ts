import type { User } from '../../../domain/accounts/user';
import type { UserId } from '../../../domain/shared/ids';
import { fail, ok, type Result } from '../../../domain/shared/result';
import type { Clock } from '../../ports/clock';
import type { IdGenerator } from '../../ports/id-generator';
import type { OpaqueTokens } from '../../ports/opaque-tokens';
import type { PasskeyCeremonies } from '../../ports/passkey-ceremonies';
import type { PasswordHasher } from '../../ports/password-hasher';
import type { RecoveryCodeGenerator } from '../../ports/recovery-codes';
import type { Totp } from '../../ports/totp';
import type { Repositories, UnitOfWork } from '../../ports/unit-of-work';

/** What the second-factor use cases share. */
export interface SecondFactorDeps {
  readonly uow: UnitOfWork;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly hasher: PasswordHasher;
  readonly opaqueTokens: OpaqueTokens;
  readonly totp: Totp;
  readonly recoveryCodes: RecoveryCodeGenerator;
  readonly passkeys: PasskeyCeremonies;
}

export type PasswordCheckError = { readonly kind: 'UserNotFound' } | { readonly kind: 'WrongPassword' };

/** The signed-in user, once their current password is confirmed: turning a factor off needs it. */
export async function userWithPassword(
  repos: Pick<Repositories, 'users'>,
  hasher: PasswordHasher,
  userId: UserId,
  password: string,
): Promise<Result<User, PasswordCheckError>> {
  const user = await repos.users.findById(userId);
  if (user === null) return fail({ kind: 'UserNotFound' });
  if (!(await hasher.verify(user.passwordHash, password))) return fail({ kind: 'WrongPassword' });
  return ok(user);
}
