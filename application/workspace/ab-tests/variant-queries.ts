import type { Viewer } from '../../../domain/accounts/viewer';
import type { Variant } from '../../../domain/ab-tests/variant';
import type { TestId, VariantId } from '../../../domain/shared/ids';
import { fail, ok, type Result } from '../../../domain/shared/result';
import type { UnitOfWork } from '../../ports/unit-of-work';
import type { WorkspaceError } from '../workspace-errors';

export type GetVariant = (viewer: Viewer, id: VariantId) => Promise<Result<Variant, WorkspaceError>>;
export type ListVariants = (viewer: Viewer, testId: TestId) => Promise<Result<readonly Variant[], WorkspaceError>>;
/** For batching (GraphQL DataLoader): the variants of many of the owner's tests in one query. */
export type ListVariantsForTests = (viewer: Viewer, ids: readonly TestId[]) => Promise<readonly Variant[]>;

export function makeGetVariant(deps: { readonly uow: UnitOfWork }): GetVariant {
  return async (viewer, id) => {
    const variant = await deps.uow.run(({ variants }) => variants.find(viewer.userId, id));
    return variant === null ? fail({ kind: 'VariantNotFound' }) : ok(variant);
  };
}

export function makeListVariants(deps: { readonly uow: UnitOfWork }): ListVariants {
  return (viewer, testId) =>
    deps.uow.run(async ({ tests, variants }) => {
      if ((await tests.find(viewer.userId, testId)) === null) return fail({ kind: 'TestNotFound' });
      return ok(await variants.listForTests(viewer.userId, [testId]));
    });
}

export function makeListVariantsForTests(deps: { readonly uow: UnitOfWork }): ListVariantsForTests {
  return (viewer, ids) => deps.uow.run(({ variants }) => variants.listForTests(viewer.userId, ids));
}
