import type { Viewer } from '../../domain/accounts/viewer';
import { distinctDevices, targetDeviceId, type TargetDevice } from '../../domain/experiments/target-device';
import type { ExperimentId } from '../../domain/shared/ids';
import { fail, ok, type Result } from '../../domain/shared/result';
import type { Clock } from '../ports/clock';
import type { ExperimentRepository } from '../ports/experiment-repository';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { WorkspaceError } from '../websites/workspace-errors';
import type { ExperimentView } from './experiment-view';

type Deps = { readonly uow: UnitOfWork; readonly clock: Clock };
type Change = (experiments: ExperimentRepository, viewer: Viewer, id: ExperimentId, at: Date) => Promise<boolean>;

/** Applies one change to the owner's test and answers with the test as it now is. */
function changeAndShow(deps: Deps, change: Change) {
  return (viewer: Viewer, id: ExperimentId): Promise<Result<ExperimentView, WorkspaceError>> =>
    deps.uow.run(async ({ experiments }) => {
      if (!(await change(experiments, viewer, id, deps.clock.now()))) return fail({ kind: 'TestNotFound' });
      const view = await experiments.find(viewer.userId, id);
      return view === null ? fail({ kind: 'TestNotFound' }) : ok(view);
    });
}

export type SetExperimentActive = (
  viewer: Viewer,
  id: ExperimentId,
  active: boolean,
) => Promise<Result<ExperimentView, WorkspaceError>>;
export type DeleteExperimentData = (
  viewer: Viewer,
  id: ExperimentId,
) => Promise<Result<ExperimentView, WorkspaceError>>;
export type SetTargetDevices = (
  viewer: Viewer,
  input: { readonly experimentId: ExperimentId; readonly devices: readonly TargetDevice[] },
) => Promise<Result<number[], WorkspaceError>>;
export type DeleteExperiment = (viewer: Viewer, id: ExperimentId) => Promise<Result<void, WorkspaceError>>;

export function makeSetExperimentActive(deps: Deps): SetExperimentActive {
  return (viewer, id, active) =>
    changeAndShow(deps, (experiments, v, testId, at) => experiments.setActive(v.userId, testId, active, at))(
      viewer,
      id,
    );
}

/** Forgets what the test collected; the test and its variants stay as they are. */
export function makeDeleteExperimentData(deps: Deps): DeleteExperimentData {
  return changeAndShow(deps, (experiments, viewer, id, at) => experiments.resetCollectedData(viewer.userId, id, at));
}

export function makeSetTargetDevices(deps: Deps): SetTargetDevices {
  return async (viewer, { experimentId, devices }) => {
    const chosen = distinctDevices(devices);
    const changed = await deps.uow.run(({ experiments }) =>
      experiments.setTargetDevices(viewer.userId, experimentId, chosen, deps.clock.now()),
    );
    return changed ? ok(chosen.map(targetDeviceId)) : fail({ kind: 'TestNotFound' });
  };
}

export function makeDeleteExperiment(deps: Pick<Deps, 'uow'>): DeleteExperiment {
  return async (viewer, id) => {
    const deleted = await deps.uow.run(({ experiments }) => experiments.delete(viewer.userId, id));
    return deleted ? ok(undefined) : fail({ kind: 'TestNotFound' });
  };
}

export type AdjustMaxCasesToBeginner = (viewer: Viewer) => Promise<number>;

/** Lowers maxCases of the owner's unfinished tests to the beginner cap where higher (ARCHITECTURE.md §4). */
export function makeAdjustMaxCasesToBeginner(deps: Deps & { readonly beginnerCap: number }): AdjustMaxCasesToBeginner {
  return (viewer) =>
    deps.uow.run(({ experiments }) => experiments.capMaxCases(viewer.userId, deps.beginnerCap, deps.clock.now()));
}
