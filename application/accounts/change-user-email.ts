import { normaliseEmail } from '../../domain/accounts/email-address';
import { currentUser, type CurrentUser } from '../../domain/accounts/user';
import type { Viewer } from '../../domain/accounts/viewer';
import { fail, ok, type Result } from '../../domain/shared/result';
import type { Clock } from '../ports/clock';
import type { PasswordHasher } from '../ports/password-hasher';
import type { UnitOfWork } from '../ports/unit-of-work';

export interface ChangeUserEmailInput {
  readonly newEmail: string;
  readonly currentPassword: string;
}

export type ChangeUserEmailError =
  { readonly kind: 'UserNotFound' } | { readonly kind: 'WrongPassword' } | { readonly kind: 'EmailTaken' };

export type ChangeUserEmail = (
  viewer: Viewer,
  input: ChangeUserEmailInput,
) => Promise<Result<CurrentUser, ChangeUserEmailError>>;

export function makeChangeUserEmail(deps: {
  readonly uow: UnitOfWork;
  readonly hasher: PasswordHasher;
  readonly clock: Clock;
}): ChangeUserEmail {
  return (viewer, input) =>
    deps.uow.run(async ({ users }) => {
      const user = await users.findById(viewer.userId);
      if (user === null) return fail({ kind: 'UserNotFound' });
      if (!(await deps.hasher.verify(user.passwordHash, input.currentPassword))) return fail({ kind: 'WrongPassword' });
      const email = normaliseEmail(input.newEmail);
      if (email !== user.email && !(await users.changeEmail(user.id, email))) return fail({ kind: 'EmailTaken' });
      return ok(currentUser({ ...user, email }, deps.clock.now()));
    });
}
