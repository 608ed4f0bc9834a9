import type { Viewer } from '../../../domain/accounts/viewer';
import type { TestId } from '../../../domain/shared/ids';
import { fail, ok, type Result } from '../../../domain/shared/result';
import type { UnitOfWork } from '../../ports/unit-of-work';
import type { WorkspaceError } from '../workspace-errors';

export type DeleteTest = (viewer: Viewer, id: TestId) => Promise<Result<void, WorkspaceError>>;

/** Removes the test with its variants and everything it collected. */
export function makeDeleteTest(deps: { readonly uow: UnitOfWork }): DeleteTest {
  return async (viewer, id) => {
    const deleted = await deps.uow.run(({ tests }) => tests.delete(viewer.userId, id));
    return deleted ? ok(undefined) : fail({ kind: 'TestNotFound' });
  };
}
