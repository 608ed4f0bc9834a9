import type { Viewer } from '../../domain/accounts/viewer';
import type { ExperimentId } from '../../domain/shared/ids';
import type { Result } from '../../domain/shared/result';
import type { Clock } from '../ports/clock';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { WorkspaceError } from '../websites/workspace-errors';
import { changeAndShow } from './change-and-show';
import type { ExperimentView } from './experiment-view';

export type SetExperimentActive = (
  viewer: Viewer,
  id: ExperimentId,
  active: boolean,
) => Promise<Result<ExperimentView, WorkspaceError>>;

/** activateTest and makeTestInactive: only an active test takes visitors. */
export function makeSetExperimentActive(deps: {
  readonly uow: UnitOfWork;
  readonly clock: Clock;
}): SetExperimentActive {
  return (viewer, id, active) =>
    changeAndShow(deps, (experiments, v, testId, at) => experiments.setActive(v.userId, testId, active, at))(
      viewer,
      id,
    );
}
