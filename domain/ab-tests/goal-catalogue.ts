import type { TotalMetric } from '../tracking/variant-rollup';
import type { Goal, GoalId } from './goal';

/**
 * The shape every catalogue goal has. A goal compares a per-session mean of a rollup metric, or the rate of sessions
 * that did something; for the bounce-rate goal that rate is of engaged sessions, so that, like every other goal,
 * higher is better.
 */
interface CatalogueEntry {
  readonly id: number;
  readonly name: string;
  readonly compares:
    | { readonly kind: 'mean'; readonly metric: TotalMetric }
    | { readonly kind: 'rate'; readonly metric: 'submitted' | 'engaged' };
}

/**
 * Every goal a test can be measured against: the one list the code reads. The database's `goals` table is seeded by
 * migrations/0001-goals.ts with these ids and names, which tests and clients rely on;
 * tests/integration/persistence/goal-catalogue.test.ts fails when the two differ.
 */
export const goalCatalogue = [
  { id: 1, name: 'clicks', compares: { kind: 'mean', metric: 'clicks' } },
  { id: 2, name: 'form submissions', compares: { kind: 'rate', metric: 'submitted' } },
  { id: 3, name: 'scroll depth', compares: { kind: 'mean', metric: 'max_scroll_pct' } },
  { id: 4, name: 'time on page', compares: { kind: 'mean', metric: 'time_on_page_ms' } },
  { id: 5, name: 'bounce rate', compares: { kind: 'rate', metric: 'engaged' } },
  { id: 6, name: 'button clicks', compares: { kind: 'mean', metric: 'button_clicks' } },
] as const satisfies readonly CatalogueEntry[];

export type CatalogueGoal = (typeof goalCatalogue)[number];
export type CatalogueGoalId = CatalogueGoal['id'];
export type GoalName = CatalogueGoal['name'];
/** The metrics goals compare: a subset of the rollup metrics. */
export type GoalMetric = CatalogueGoal['compares']['metric'];

export const goalMetrics: readonly GoalMetric[] = goalCatalogue.map((goal) => goal.compares.metric);

/** The catalogue goal with this id; null for an id no goal has (the caller decides whose mistake that is). */
export function catalogueGoal(id: number): CatalogueGoal | null {
  return goalCatalogue.find((goal) => goal.id === id) ?? null;
}

/** The catalogue as the goals table lists them, for code that needs the list without a database. */
export function catalogueGoals(): readonly Goal[] {
  return goalCatalogue.map((goal) => ({ id: goal.id as GoalId, name: goal.name }));
}

/** A goal's id by its name, for code that means one goal in particular (the demo shop's test is about clicks). */
export function goalIdNamed(name: GoalName): GoalId {
  const goal = goalCatalogue.find((candidate) => candidate.name === name);
  // GoalName is the union of the catalogue's names, so the search cannot miss.
  if (goal === undefined) throw new Error(`No goal is named ${name}`);
  return goal.id as GoalId;
}
