import type { Brand } from '../shared/brand';

export type GoalId = Brand<number, 'GoalId'>;

/** What a test measures its variants against (clicks, form submissions, ...). */
export interface Goal {
  readonly id: GoalId;
  readonly name: string;
}

/** Goals are listed in a stable order, so the picker reads the same on every visit. */
export function sortGoalsByName(goals: readonly Goal[]): readonly Goal[] {
  return [...goals].sort((a, b) => a.name.localeCompare(b.name, 'en'));
}
