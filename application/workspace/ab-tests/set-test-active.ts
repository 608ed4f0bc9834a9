import type { Viewer } from '../../../domain/accounts/viewer';
import type { TestId } from '../../../domain/shared/ids';
import type { Result } from '../../../domain/shared/result';
import type { Clock } from '../../ports/clock';
import type { UnitOfWork } from '../../ports/unit-of-work';
import type { WorkspaceError } from '../workspace-errors';
import { changeAndShow } from './change-and-show';
import type { TestView } from './test-view';

export type SetTestActive = (viewer: Viewer, id: TestId, active: boolean) => Promise<Result<TestView, WorkspaceError>>;

/** activateTest and makeTestInactive: only an active test takes visitors. */
export function makeSetTestActive(deps: { readonly uow: UnitOfWork; readonly clock: Clock }): SetTestActive {
  return (viewer, id, active) =>
    changeAndShow(deps, (tests, v, testId, at) => tests.setActive(v.userId, testId, active, at))(viewer, id);
}
