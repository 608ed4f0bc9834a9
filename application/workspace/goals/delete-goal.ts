import type { Viewer } from '../../../domain/accounts/viewer';
import type { GoalId } from '../../../domain/ab-tests/goal';
import { fail, ok, type Result } from '../../../domain/shared/result';
import type { UnitOfWork } from '../../ports/unit-of-work';
import type { WorkspaceError } from '../workspace-errors';

export type DeleteGoal = (viewer: Viewer, id: GoalId) => Promise<Result<true, WorkspaceError>>;

/** Deletes a conversion goal no test measures; one that tests measure is refused, so no results lose a goal. */
export function makeDeleteGoal(deps: { readonly uow: UnitOfWork }): DeleteGoal {
  return (viewer, id) =>
    deps.uow.run(async ({ conversionGoals }) => {
      const [goal] = await conversionGoals.findMany(viewer.userId, [id]);
      if (goal === undefined) return fail({ kind: 'ConversionGoalNotFound' });
      const tests = await conversionGoals.testsMeasuring(goal.id);
      if (tests > 0) return fail({ kind: 'GoalInUse', tests });
      await conversionGoals.delete(goal.id);
      return ok(true);
    });
}
