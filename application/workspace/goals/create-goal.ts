import type { Viewer } from '../../../domain/accounts/viewer';
import {
  conversionTrigger,
  type ConversionGoal,
  type ConversionTriggerInput,
} from '../../../domain/ab-tests/conversion-goal';
import { goalsPerWebsite } from '../../../domain/ab-tests/conversion-goal-rules';
import type { WebsiteId } from '../../../domain/shared/ids';
import { fail, ok, type Result } from '../../../domain/shared/result';
import type { UnitOfWork } from '../../ports/unit-of-work';
import type { WorkspaceError } from '../workspace-errors';

export interface CreateGoalInput extends ConversionTriggerInput {
  readonly websiteId: WebsiteId;
  readonly name: string;
}

export type CreateGoal = (viewer: Viewer, input: CreateGoalInput) => Promise<Result<ConversionGoal, WorkspaceError>>;

/** A conversion goal on one of the owner's websites, which its tests can then measure. */
export function makeCreateGoal(deps: { readonly uow: UnitOfWork }): CreateGoal {
  return (viewer, input) =>
    deps.uow.run(async ({ websites, conversionGoals }) => {
      const website = await websites.find(viewer.userId, input.websiteId);
      if (website === null) return fail({ kind: 'WebsiteNotFound' });
      const trigger = conversionTrigger(input, website.url);
      if (!trigger.ok) return trigger;
      if ((await conversionGoals.countForWebsite(website.id)) >= goalsPerWebsite) return fail({ kind: 'TooManyGoals' });
      const goal = await conversionGoals.insert({ websiteId: website.id, name: input.name, trigger: trigger.value });
      return goal === null ? fail({ kind: 'GoalNameTaken' }) : ok(goal);
    });
}
