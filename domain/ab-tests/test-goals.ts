import { secondaryGoalsPerTest } from './conversion-goal-rules';
import type { ConversionGoal } from './conversion-goal';
import type { GoalId } from './goal';
import { fail, ok, type Result } from '../shared/result';
import type { WebsiteId } from '../shared/ids';

/** A goal a test measures besides its primary one; a guardrail is one that must not get worse. */
export interface TestGoal {
  readonly goalId: GoalId;
  readonly guardrail: boolean;
}

export type TestGoalsProblem =
  | { readonly kind: 'TooManySecondaryGoals' }
  | { readonly kind: 'RepeatedGoal' }
  | { readonly kind: 'GoalNotFound' }
  | { readonly kind: 'GoalOfOtherWebsite' };

/**
 * A test's goals: the primary one and at most five others, each once, every conversion goal of the test's own
 * website. `known` holds the conversion goals among them that the owner has (another owner's are missing), and
 * `isEngagement` tells the catalogue's goals apart.
 */
export function checkTestGoals(input: {
  readonly primary: GoalId;
  readonly secondary: readonly TestGoal[];
  readonly websiteId: WebsiteId;
  readonly known: readonly ConversionGoal[];
  readonly isEngagement: (id: GoalId) => boolean;
}): Result<readonly TestGoal[], TestGoalsProblem> {
  if (input.secondary.length > secondaryGoalsPerTest) return fail({ kind: 'TooManySecondaryGoals' });
  const ids = [input.primary, ...input.secondary.map((goal) => goal.goalId)];
  if (new Set(ids).size !== ids.length) return fail({ kind: 'RepeatedGoal' });
  for (const id of ids) {
    if (input.isEngagement(id)) continue;
    const goal = input.known.find((candidate) => candidate.id === id);
    if (goal === undefined) return fail({ kind: 'GoalNotFound' });
    if (goal.websiteId !== input.websiteId) return fail({ kind: 'GoalOfOtherWebsite' });
  }
  return ok(input.secondary);
}
