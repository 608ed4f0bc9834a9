import type { Viewer } from '../../domain/accounts/viewer';
import type { ExperimentId } from '../../domain/shared/ids';
import { fail, ok, type Result } from '../../domain/shared/result';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { WorkspaceError } from '../websites/workspace-errors';

export type DeleteExperiment = (viewer: Viewer, id: ExperimentId) => Promise<Result<void, WorkspaceError>>;

/** Removes the test with its variants and everything it collected. */
export function makeDeleteExperiment(deps: { readonly uow: UnitOfWork }): DeleteExperiment {
  return async (viewer, id) => {
    const deleted = await deps.uow.run(({ experiments }) => experiments.delete(viewer.userId, id));
    return deleted ? ok(undefined) : fail({ kind: 'TestNotFound' });
  };
}
