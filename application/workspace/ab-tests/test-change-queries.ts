import type { Viewer } from '../../../domain/accounts/viewer';
import type { TestChange } from '../../../domain/ab-tests/test-change';
import type { TestId } from '../../../domain/shared/ids';
import type { UnitOfWork } from '../../ports/unit-of-work';

/** For batching (GraphQL DataLoader): the recorded changes of many of the owner's tests in one query. */
export type ListTestChangesForTests = (viewer: Viewer, ids: readonly TestId[]) => Promise<readonly TestChange[]>;

export function makeListTestChangesForTests(deps: { readonly uow: UnitOfWork }): ListTestChangesForTests {
  return (viewer, ids) => deps.uow.read(({ testChanges }) => testChanges.listForTests(viewer.userId, ids));
}
