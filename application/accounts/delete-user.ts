import type { Viewer } from '../../domain/accounts/viewer';
import { fail, ok, type Result } from '../../domain/shared/result';
import type { UnitOfWork } from '../ports/unit-of-work';

export type DeleteUser = (viewer: Viewer) => Promise<Result<void, { readonly kind: 'UserNotFound' }>>;

/** Removes the account and everything it owns, in one transaction. */
export function makeDeleteUser(deps: { readonly uow: UnitOfWork }): DeleteUser {
  return (viewer) =>
    deps.uow.run(async ({ users }) => {
      if ((await users.findById(viewer.userId)) === null) return fail({ kind: 'UserNotFound' });
      await users.delete(viewer.userId);
      return ok(undefined);
    });
}
