import type { Viewer } from '../../../domain/accounts/viewer';
import { checkedAllocations, evenSplit } from '../../../domain/ab-tests/traffic-allocation';
import { checkedPageChange, nextVariantNo, type Variant } from '../../../domain/ab-tests/variant';
import type { TestId, VariantId } from '../../../domain/shared/ids';
import { fail, ok, type Result } from '../../../domain/shared/result';
import type { Clock } from '../../ports/clock';
import type { IdGenerator } from '../../ports/id-generator';
import type { UnitOfWork } from '../../ports/unit-of-work';
import type { WorkspaceError } from '../workspace-errors';
import { startPhaseIfRunning } from './start-phase';

export interface CreateVariantInput {
  readonly testId: TestId;
  readonly name: string;
  readonly description: string;
  readonly cssCode: string;
  readonly jsCode: string;
  readonly pageRedirectUrl: string | null;
  readonly trafficAllocation: number;
  /** Split the traffic evenly between all the test's variants, this one included. */
  readonly rebalance: boolean;
}

export type CreateVariant = (viewer: Viewer, input: CreateVariantInput) => Promise<Result<Variant, WorkspaceError>>;

/**
 * Adds a variant numbered after the last. It must change the page, and the test's allocations must still add up to
 * 100, unless rebalanced.
 */
export function makeCreateVariant(deps: {
  readonly uow: UnitOfWork;
  readonly clock: Clock;
  readonly ids: IdGenerator;
}): CreateVariant {
  return (viewer, input) =>
    deps.uow.run(async (repositories) => {
      const { tests, variants } = repositories;
      if (!(await tests.lockForChange(viewer.userId, input.testId))) return fail({ kind: 'TestNotFound' });
      const existing = await variants.listForTests(viewer.userId, [input.testId]);
      const now = deps.clock.now();
      const split = input.rebalance ? evenSplit(existing.length + 1) : null;
      const allocation = split?.at(-1) ?? input.trafficAllocation;
      const allocations = [...(split?.slice(0, -1) ?? existing.map((v) => v.trafficAllocation)), allocation];
      const checked = checkedAllocations(allocations);
      if (!checked.ok) return checked;

      const variant = checkedPageChange<Variant>({
        id: deps.ids.next() as VariantId,
        userId: viewer.userId,
        testId: input.testId,
        name: input.name,
        description: input.description,
        variantNo: nextVariantNo(existing),
        isControl: false,
        trafficAllocation: allocation,
        cssCode: input.cssCode,
        jsCode: input.jsCode,
        pageRedirectUrl: input.pageRedirectUrl,
        createdAt: now,
        lastModified: now,
      });
      if (!variant.ok) return variant;
      await startPhaseIfRunning(repositories, viewer, input.testId, 'variant_added', now);
      for (const [index, other] of existing.entries()) {
        const share = allocations[index] ?? other.trafficAllocation;
        if (share !== other.trafficAllocation)
          await variants.save({ ...other, trafficAllocation: share, lastModified: now });
      }
      await variants.insert(variant.value);
      return ok(variant.value);
    });
}
