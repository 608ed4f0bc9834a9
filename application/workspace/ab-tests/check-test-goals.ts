import type { Goal, GoalId } from '../../../domain/ab-tests/goal';
import { checkTestGoals, type TestGoal } from '../../../domain/ab-tests/test-goals';
import type { UserId, WebsiteId } from '../../../domain/shared/ids';
import { fail, type Result } from '../../../domain/shared/result';
import type { ConversionGoalRepository } from '../../ports/conversion-goal-repository';
import type { WorkspaceError } from '../workspace-errors';

/**
 * A test's goals checked against what exists: engagement goals of the catalogue, conversion goals the owner defined
 * on the test's website. A goal the owner does not have reads as a goal that does not exist. The engagement goals
 * are read by the caller before its transaction: the catalogue is not part of it.
 */
export async function checkGoalsOfTest(
  deps: { readonly engagementGoals: readonly Goal[]; readonly conversionGoals: ConversionGoalRepository },
  owner: { readonly userId: UserId; readonly websiteId: WebsiteId },
  primary: GoalId,
  secondary: readonly TestGoal[],
): Promise<Result<readonly TestGoal[], WorkspaceError>> {
  const engagement = new Set(deps.engagementGoals.map((goal) => goal.id));
  const others = [primary, ...secondary.map((goal) => goal.goalId)].filter((id) => !engagement.has(id));
  const known = await deps.conversionGoals.findMany(owner.userId, others);
  const checked = checkTestGoals({
    primary,
    secondary,
    websiteId: owner.websiteId,
    known,
    isEngagement: (id) => engagement.has(id),
  });
  return checked.ok || checked.error.kind !== 'GoalNotFound' ? checked : fail({ kind: 'GoalNotFound' });
}
