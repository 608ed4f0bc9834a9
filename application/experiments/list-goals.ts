import { sortGoalsByName, type Goal } from '../../domain/experiments/goal';
import type { GoalRepository } from '../ports/goal-repository';

export type ListGoals = () => Promise<readonly Goal[]>;

export function makeListGoals(deps: { readonly goals: GoalRepository }): ListGoals {
  return async () => sortGoalsByName(await deps.goals.listAll());
}
