import type { Viewer } from '../../domain/accounts/viewer';
import type { ExperimentId } from '../../domain/shared/ids';
import { fail, ok, type Result } from '../../domain/shared/result';
import type { Clock } from '../ports/clock';
import type { ExperimentRepository } from '../ports/experiment-repository';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { WorkspaceError } from '../websites/workspace-errors';
import type { ExperimentView } from './experiment-view';

export type ExperimentChange = (
  experiments: ExperimentRepository,
  viewer: Viewer,
  id: ExperimentId,
  at: Date,
) => Promise<boolean>;

/** Applies one change to the owner's test and answers with the test as it now is (NOT_FOUND for anyone else's). */
export function changeAndShow(deps: { readonly uow: UnitOfWork; readonly clock: Clock }, change: ExperimentChange) {
  return (viewer: Viewer, id: ExperimentId): Promise<Result<ExperimentView, WorkspaceError>> =>
    deps.uow.run(async ({ experiments }) => {
      if (!(await change(experiments, viewer, id, deps.clock.now()))) return fail({ kind: 'TestNotFound' });
      const view = await experiments.find(viewer.userId, id);
      return view === null ? fail({ kind: 'TestNotFound' }) : ok(view);
    });
}
