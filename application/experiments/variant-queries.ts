import type { Viewer } from '../../domain/accounts/viewer';
import type { Variant } from '../../domain/experiments/variant';
import type { ExperimentId, VariantId } from '../../domain/shared/ids';
import { fail, ok, type Result } from '../../domain/shared/result';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { WorkspaceError } from '../websites/workspace-errors';

export type GetVariant = (viewer: Viewer, id: VariantId) => Promise<Result<Variant, WorkspaceError>>;
export type ListVariants = (
  viewer: Viewer,
  experimentId: ExperimentId,
) => Promise<Result<readonly Variant[], WorkspaceError>>;
/** For batching (GraphQL DataLoader): the variants of many of the owner's tests in one query. */
export type ListVariantsForExperiments = (viewer: Viewer, ids: readonly ExperimentId[]) => Promise<readonly Variant[]>;

export function makeGetVariant(deps: { readonly uow: UnitOfWork }): GetVariant {
  return async (viewer, id) => {
    const variant = await deps.uow.run(({ variants }) => variants.find(viewer.userId, id));
    return variant === null ? fail({ kind: 'VariantNotFound' }) : ok(variant);
  };
}

export function makeListVariants(deps: { readonly uow: UnitOfWork }): ListVariants {
  return (viewer, experimentId) =>
    deps.uow.run(async ({ experiments, variants }) => {
      if ((await experiments.find(viewer.userId, experimentId)) === null) return fail({ kind: 'TestNotFound' });
      return ok(await variants.listForExperiments(viewer.userId, [experimentId]));
    });
}

export function makeListVariantsForExperiments(deps: { readonly uow: UnitOfWork }): ListVariantsForExperiments {
  return (viewer, ids) => deps.uow.run(({ variants }) => variants.listForExperiments(viewer.userId, ids));
}
