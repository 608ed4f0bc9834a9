import type { Viewer } from '../../../domain/accounts/viewer';
import { checkedAllocations, rebalanceAround } from '../../../domain/ab-tests/traffic-allocation';
import { changeVariant, type Variant } from '../../../domain/ab-tests/variant';
import type { VariantId } from '../../../domain/shared/ids';
import { fail, ok, type Result } from '../../../domain/shared/result';
import type { Clock } from '../../ports/clock';
import type { UnitOfWork } from '../../ports/unit-of-work';
import type { WorkspaceError } from '../workspace-errors';
import { lockedVariant } from './locked-variant';
import { startPhaseIfRunning } from './start-phase';
import { recordVariantCodeChange } from './record-variant-code-change';

export interface UpdateVariantInput {
  readonly id: VariantId;
  /** null: unchanged. */
  readonly name: string | null;
  readonly description: string | null;
  readonly cssCode: string | null;
  readonly jsCode: string | null;
  /** undefined: unchanged; null: no redirect. */
  readonly pageRedirectUrl: string | null | undefined;
  readonly trafficAllocation: number | null;
  /** Give the difference to (or take it from) the test's other variants, in proportion to their shares. */
  readonly rebalance: boolean;
}

export type UpdateVariant = (viewer: Viewer, input: UpdateVariantInput) => Promise<Result<Variant, WorkspaceError>>;

export function makeUpdateVariant(deps: { readonly uow: UnitOfWork; readonly clock: Clock }): UpdateVariant {
  return (viewer, input) =>
    deps.uow.run(async (repositories) => {
      const { tests, variants, testChanges } = repositories;
      const variant = await lockedVariant(tests, variants, viewer, input.id);
      if (variant === null) return fail({ kind: 'VariantNotFound' });
      const now = deps.clock.now();
      const changed = changeVariant(variant, input, now);
      if (!changed.ok) return changed;

      const siblings = await variants.listForTests(viewer.userId, [variant.testId]);
      const index = siblings.findIndex((v) => v.id === variant.id);
      const allocation = changed.value.trafficAllocation;
      const current = siblings.map((v) => v.trafficAllocation);
      const checked = checkedAllocations(
        input.rebalance
          ? rebalanceAround(current, index, allocation)
          : current.map((a, i) => (i === index ? allocation : a)),
      );
      if (!checked.ok) return checked;
      const allocations = checked.value;
      if (allocations.some((share, i) => share !== current[i])) {
        await startPhaseIfRunning(repositories, viewer, variant.testId, 'split', now);
      }

      for (const [i, sibling] of siblings.entries()) {
        if (i === index) await variants.save(changed.value);
        else if (allocations[i] !== sibling.trafficAllocation) {
          await variants.save({ ...sibling, trafficAllocation: allocations[i] ?? 0, lastModified: now });
        }
      }
      await recordVariantCodeChange({ tests, testChanges }, viewer, variant, changed.value, now);
      return ok(changed.value);
    });
}
