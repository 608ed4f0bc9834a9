import type { Viewer } from '../../../domain/accounts/viewer';
import type { Variant } from '../../../domain/ab-tests/variant';
import type { TestId, VariantId } from '../../../domain/shared/ids';
import { fail, ok, type Result } from '../../../domain/shared/result';
import type { UnitOfWork } from '../../ports/unit-of-work';
import type { WorkspaceError } from '../workspace-errors';

export type GetVariant = (viewer: Viewer, id: VariantId) => Promise<Result<Variant, WorkspaceError>>;
export type ListVariants = (viewer: Viewer, testId: TestId) => Promise<Result<readonly Variant[], WorkspaceError>>;

export function makeGetVariant(deps: { readonly uow: UnitOfWork }): GetVariant {
  return async (viewer, id) => {
    const variant = await deps.uow.run(({ variants }) => variants.find(viewer.userId, id));
    return variant === null ? fail({ kind: 'VariantNotFound' }) : ok(variant);
  };
}

/** The test's variants as the test is read with them: one statement. */
export function makeListVariants(deps: { readonly uow: UnitOfWork }): ListVariants {
  return async (viewer, testId) => {
    const test = await deps.uow.read(({ tests }) => tests.find(viewer.userId, testId));
    return test === null ? fail({ kind: 'TestNotFound' }) : ok(test.variants);
  };
}
