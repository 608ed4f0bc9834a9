import type { Viewer } from '../../../domain/accounts/viewer';
import { checkedAllocations } from '../../../domain/ab-tests/traffic-allocation';
import type { Variant } from '../../../domain/ab-tests/variant';
import type { TestId, VariantId } from '../../../domain/shared/ids';
import { fail, ok, type Result } from '../../../domain/shared/result';
import type { Clock } from '../../ports/clock';
import type { UnitOfWork } from '../../ports/unit-of-work';
import type { WorkspaceError } from '../workspace-errors';
import { startPhaseIfRunning } from './start-phase';

export interface SetTrafficAllocationsInput {
  readonly testId: TestId;
  readonly allocations: readonly { readonly variantId: VariantId; readonly trafficAllocation: number }[];
}

export type SetTrafficAllocations = (
  viewer: Viewer,
  input: SetTrafficAllocationsInput,
) => Promise<Result<readonly Variant[], WorkspaceError>>;

/** Sets every share at once; variants left out keep theirs. The result must add up to 100. */
export function makeSetTrafficAllocations(deps: {
  readonly uow: UnitOfWork;
  readonly clock: Clock;
}): SetTrafficAllocations {
  return (viewer, input) =>
    deps.uow.run(async (repositories) => {
      const { tests, variants } = repositories;
      if (!(await tests.lockForChange(viewer.userId, input.testId))) return fail({ kind: 'TestNotFound' });
      const current = await variants.listForTests(viewer.userId, [input.testId]);
      if (input.allocations.some((a) => !current.some((v) => v.id === a.variantId)))
        return fail({ kind: 'VariantNotFound' });
      const now = deps.clock.now();
      const next = current.map((v) => {
        const chosen = input.allocations.find((a) => a.variantId === v.id);
        return chosen === undefined ? v : { ...v, trafficAllocation: chosen.trafficAllocation, lastModified: now };
      });
      const checked = checkedAllocations(next.map((v) => v.trafficAllocation));
      if (!checked.ok) return checked;
      const changed = next.filter((v, i) => v.trafficAllocation !== current[i]?.trafficAllocation);
      if (changed.length > 0) await startPhaseIfRunning(repositories, viewer, input.testId, 'split', now);
      for (const [i, variant] of next.entries()) {
        if (variant !== current[i]) await variants.save(variant);
      }
      return ok(next);
    });
}
