import type { Viewer } from '../../../domain/accounts/viewer';
import {
  conversionTrigger,
  type ConversionGoal,
  type ConversionTriggerInput,
} from '../../../domain/ab-tests/conversion-goal';
import type { GoalId } from '../../../domain/ab-tests/goal';
import { fail, ok, type Result } from '../../../domain/shared/result';
import type { UnitOfWork } from '../../ports/unit-of-work';
import type { WorkspaceError } from '../workspace-errors';

export interface UpdateGoalInput extends ConversionTriggerInput {
  readonly id: GoalId;
  readonly name: string;
}

export type UpdateGoal = (viewer: Viewer, input: UpdateGoalInput) => Promise<Result<ConversionGoal, WorkspaceError>>;

/**
 * Renames a conversion goal or changes what triggers it. Conversions counted so far stay: like a change of a running
 * test's goal, it changes what later conversions mean, which the goals screen says before saving.
 */
export function makeUpdateGoal(deps: { readonly uow: UnitOfWork }): UpdateGoal {
  return (viewer, input) =>
    deps.uow.run(async ({ websites, conversionGoals }) => {
      const [goal] = await conversionGoals.findMany(viewer.userId, [input.id]);
      if (goal === undefined) return fail({ kind: 'ConversionGoalNotFound' });
      const website = await websites.find(viewer.userId, goal.websiteId);
      if (website === null) return fail({ kind: 'ConversionGoalNotFound' });
      const trigger = conversionTrigger(input, website.url);
      if (!trigger.ok) return trigger;
      const updated: ConversionGoal = { ...goal, name: input.name, trigger: trigger.value };
      return (await conversionGoals.update(updated)) === 'taken' ? fail({ kind: 'GoalNameTaken' }) : ok(updated);
    });
}
