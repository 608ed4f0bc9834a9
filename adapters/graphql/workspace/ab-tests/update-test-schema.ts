import { z } from 'zod';
import type { GoalId } from '../../../../domain/ab-tests/goal';
import { testDateMessages } from '../../../../domain/ab-tests/test-rules';
import type { TestId } from '../../../../domain/shared/ids';
import { builder } from '../../builder';
import { parseInput } from '../../input-validation';
import { requireViewer } from '../../require-viewer';
import {
  descriptionField,
  goalIdField,
  maxCasesField,
  minimumLiftPercentField,
  nameField,
} from '../../workspace-inputs';
import { workspaceValue } from '../workspace-errors';
import { TargetDeviceEnum, TestType, WhenDecidedEnum, whenDecidedField } from './test-schema';
import { SecondaryGoalInput, secondaryGoalsField, secondaryGoalsOf, testGoalsOf } from './test-goals-schema';

const UpdateTestInput = builder.inputType('UpdateTestInput', {
  description: 'The test to change and what to change; a field left out (or null) stays as it is.',
  fields: (t) => ({
    id: t.id({ required: true }),
    name: t.string(),
    description: t.string({ description: 'An empty string clears it.' }),
    goalId: t.id(),
    secondaryGoals: t.field({
      type: [SecondaryGoalInput],
      description: 'Replaces the secondary goals; [] removes them.',
    }),
    startDate: t.field({ type: 'DateTime' }),
    endDate: t.field({ type: 'DateTime', description: 'After the start; for an active test, in the future.' }),
    maxCases: t.int({ description: 'At least the sessions already counted.' }),
    minimumLiftPercent: t.float({ description: 'The smallest lift worth finding, in percent.' }),
    whenDecided: t.field({ type: WhenDecidedEnum, description: 'What happens once the verdict decides the test.' }),
    targetDevices: t.field({ type: [TargetDeviceEnum], description: 'An empty list: every device.' }),
  }),
});

/** createTest's rules, each field optional: null, as GraphQL sends a field set to nothing, leaves it as it is. */
const unchangedIfNull = <Schema extends z.ZodType>(schema: Schema) =>
  schema.nullish().transform((value) => value ?? undefined);

const updateTestArgs = z.object({
  id: z.string(),
  name: unchangedIfNull(nameField),
  description: unchangedIfNull(descriptionField),
  goalId: unchangedIfNull(goalIdField),
  secondaryGoals: unchangedIfNull(secondaryGoalsField),
  startDate: unchangedIfNull(z.date({ error: testDateMessages.missingStart })),
  endDate: unchangedIfNull(z.date({ error: testDateMessages.missingEnd })),
  maxCases: unchangedIfNull(maxCasesField),
  minimumLiftPercent: unchangedIfNull(minimumLiftPercentField),
  whenDecided: unchangedIfNull(whenDecidedField),
  targetDevices: unchangedIfNull(z.array(z.enum(['MOBILES', 'TABLETS', 'DESKTOPS']))),
});

builder.mutationField('updateTest', (t) =>
  t.field({
    type: TestType,
    description:
      'Changes a test after it is created, running or not (docs/decisions.md, "Changing a running test"); answers with the test as it now is. A change of goal or target devices while it is active with sessions is recorded in its `changes`.',
    args: { input: t.arg({ type: UpdateTestInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = await requireViewer(ctx);
      const input = parseInput(updateTestArgs, {
        ...args.input,
        id: String(args.input.id),
        goalId: args.input.goalId === null || args.input.goalId === undefined ? null : String(args.input.goalId),
        secondaryGoals: secondaryGoalsOf(args.input.secondaryGoals),
      });
      return workspaceValue(
        await ctx.useCases.updateTest(viewer, {
          ...input,
          id: input.id as TestId,
          goalId: input.goalId === undefined ? undefined : (Number(input.goalId) as GoalId),
          secondaryGoals: input.secondaryGoals === undefined ? undefined : testGoalsOf(input.secondaryGoals),
        }),
      );
    },
  }),
);
