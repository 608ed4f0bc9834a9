import { z } from 'zod';
import type { SecondaryGoalView } from '../../../../application/workspace/goals/goal-queries';
import type { GoalId } from '../../../../domain/ab-tests/goal';
import type { TestGoal } from '../../../../domain/ab-tests/test-goals';
import { builder } from '../../builder';
import { goalIdField } from '../../workspace-inputs';
import { GoalType } from './goals-schema';

export const TestGoalType = builder.objectRef<SecondaryGoalView>('TestGoal').implement({
  description: 'A goal a test measures besides its primary one.',
  fields: (t) => ({
    goal: t.field({ type: GoalType, resolve: (chosen) => chosen.goal }),
    guardrail: t.exposeBoolean('guardrail', {
      description: 'A metric that must not get worse: the results flag it when a variant is significantly worse.',
    }),
  }),
});

export const SecondaryGoalInput = builder.inputType('SecondaryGoalInput', {
  fields: (t) => ({
    goalId: t.id({ required: true }),
    guardrail: t.boolean({ description: 'False when left out.' }),
  }),
});

export const secondaryGoalsField = z.array(
  z.object({
    goalId: goalIdField,
    guardrail: z
      .boolean()
      .nullish()
      .transform((g) => g ?? false),
  }),
);

/** GraphQL's IDs as the strings zod checks; null and undefined pass through as they mean different things. */
export function secondaryGoalsOf(
  input: readonly { goalId: string | number; guardrail?: boolean | null }[] | null | undefined,
) {
  return input?.map((goal) => ({ ...goal, goalId: String(goal.goalId) })) ?? input;
}

export function testGoalsOf(input: readonly { goalId: string; guardrail: boolean }[]): TestGoal[] {
  return input.map((goal) => ({ goalId: Number(goal.goalId) as GoalId, guardrail: goal.guardrail }));
}
