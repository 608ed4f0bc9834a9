import type { Viewer } from '../../../domain/accounts/viewer';
import type { TestId } from '../../../domain/shared/ids';
import type { Result } from '../../../domain/shared/result';
import type { Clock } from '../../ports/clock';
import type { UnitOfWork } from '../../ports/unit-of-work';
import type { WorkspaceError } from '../workspace-errors';
import { changeAndShow } from './change-and-show';
import type { TestView } from './test-view';

export type StopTest = (viewer: Viewer, id: TestId) => Promise<Result<TestView, WorkspaceError>>;

/** The owner decided: the test takes no more visitors, keeps its results and says "Stopped" from now on. */
export function makeStopTest(deps: { readonly uow: UnitOfWork; readonly clock: Clock }): StopTest {
  return changeAndShow(deps, (tests, viewer, id, at) => tests.stop(viewer.userId, id, at));
}
