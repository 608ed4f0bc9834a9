import type { Viewer } from '../../../domain/accounts/viewer';
import type { TestId } from '../../../domain/shared/ids';
import type { Result } from '../../../domain/shared/result';
import type { Clock } from '../../ports/clock';
import type { UnitOfWork } from '../../ports/unit-of-work';
import type { WorkspaceError } from '../workspace-errors';
import { changeAndShow } from './change-and-show';
import type { TestView } from './test-view';

export type DeleteTestData = (viewer: Viewer, id: TestId) => Promise<Result<TestView, WorkspaceError>>;

/** Forgets what the test collected; the test and its variants stay as they are. */
export function makeDeleteTestData(deps: { readonly uow: UnitOfWork; readonly clock: Clock }): DeleteTestData {
  return changeAndShow(deps, (tests, viewer, id, at) => tests.resetCollectedData(viewer.userId, id, at));
}
