import type { Viewer } from '../../../domain/accounts/viewer';
import type { TestId } from '../../../domain/shared/ids';
import { fail, ok, type Result } from '../../../domain/shared/result';
import type { Clock } from '../../ports/clock';
import type { TestRepository } from '../../ports/test-repository';
import type { UnitOfWork } from '../../ports/unit-of-work';
import type { WorkspaceError } from '../workspace-errors';
import type { TestView } from './test-view';

export type TestChange = (tests: TestRepository, viewer: Viewer, id: TestId, at: Date) => Promise<boolean>;

/** Applies one change to the owner's test and answers with the test as it now is (NOT_FOUND for anyone else's). */
export function changeAndShow(deps: { readonly uow: UnitOfWork; readonly clock: Clock }, change: TestChange) {
  return (viewer: Viewer, id: TestId): Promise<Result<TestView, WorkspaceError>> =>
    deps.uow.run(async ({ tests }) => {
      if (!(await change(tests, viewer, id, deps.clock.now()))) return fail({ kind: 'TestNotFound' });
      const view = await tests.find(viewer.userId, id);
      return view === null ? fail({ kind: 'TestNotFound' }) : ok(view);
    });
}
