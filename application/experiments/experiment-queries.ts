import type { Viewer } from '../../domain/accounts/viewer';
import type { ExperimentId, WebsiteId } from '../../domain/shared/ids';
import { fail, ok, type Result } from '../../domain/shared/result';
import type { PagedList, Paging } from '../paging';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { WorkspaceError } from '../websites/workspace-errors';
import type { ExperimentView } from './experiment-view';

export type ListExperiments = (
  viewer: Viewer,
  input: Paging & { readonly websiteId: WebsiteId | null },
) => Promise<Result<PagedList<ExperimentView>, WorkspaceError>>;
export type GetExperiment = (viewer: Viewer, id: ExperimentId) => Promise<Result<ExperimentView, WorkspaceError>>;

export function makeListExperiments(deps: { readonly uow: UnitOfWork }): ListExperiments {
  return (viewer, { websiteId, ...paging }) =>
    deps.uow.run(async ({ websites, experiments }) => {
      if (websiteId !== null && (await websites.find(viewer.userId, websiteId)) === null) {
        return fail({ kind: 'WebsiteNotFound' });
      }
      return ok(await experiments.list(viewer.userId, websiteId, paging));
    });
}

export function makeGetExperiment(deps: { readonly uow: UnitOfWork }): GetExperiment {
  return async (viewer, id) => {
    const view = await deps.uow.run(({ experiments }) => experiments.find(viewer.userId, id));
    return view === null ? fail({ kind: 'TestNotFound' }) : ok(view);
  };
}
