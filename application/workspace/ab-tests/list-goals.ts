import { sortGoalsByName, type Goal } from '../../../domain/ab-tests/goal';
import type { GoalRepository } from '../../ports/goal-repository';

export type ListGoals = () => Promise<readonly Goal[]>;

export function makeListGoals(deps: { readonly goals: GoalRepository }): ListGoals {
  return async () => sortGoalsByName(await deps.goals.listAll());
}
