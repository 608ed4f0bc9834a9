import { currentUser, type CurrentUser } from '../../domain/accounts/user';
import type { Viewer } from '../../domain/accounts/viewer';
import { fail, ok, type Result } from '../../domain/shared/result';
import type { Clock } from '../ports/clock';
import type { UnitOfWork } from '../ports/unit-of-work';

export type GetCurrentUser = (viewer: Viewer) => Promise<Result<CurrentUser, { readonly kind: 'UserNotFound' }>>;

export function makeGetCurrentUser(deps: { readonly uow: UnitOfWork; readonly clock: Clock }): GetCurrentUser {
  return async (viewer) => {
    const user = await deps.uow.read(({ users }) => users.findById(viewer.userId));
    return user === null ? fail({ kind: 'UserNotFound' }) : ok(currentUser(user, deps.clock.now()));
  };
}
