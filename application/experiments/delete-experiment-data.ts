import type { Viewer } from '../../domain/accounts/viewer';
import type { ExperimentId } from '../../domain/shared/ids';
import type { Result } from '../../domain/shared/result';
import type { Clock } from '../ports/clock';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { WorkspaceError } from '../websites/workspace-errors';
import { changeAndShow } from './change-and-show';
import type { ExperimentView } from './experiment-view';

export type DeleteExperimentData = (
  viewer: Viewer,
  id: ExperimentId,
) => Promise<Result<ExperimentView, WorkspaceError>>;

/** Forgets what the test collected; the test and its variants stay as they are. */
export function makeDeleteExperimentData(deps: {
  readonly uow: UnitOfWork;
  readonly clock: Clock;
}): DeleteExperimentData {
  return changeAndShow(deps, (experiments, viewer, id, at) => experiments.resetCollectedData(viewer.userId, id, at));
}
