import { z } from 'zod';
import { minimumLiftMessages, minimumLiftPercentBounds } from '../../../../../domain/ab-tests/duration-estimate-rules';
import {
  isRunningWithResults,
  maxCasesBelowSessionsMessage,
  testEditMessages,
} from '../../../../../domain/ab-tests/test-edit-rules';
import { readDateTime } from '../../../api/date-time-scalar';
import type { TargetDevice, UpdateTestInput } from '../../../gql/graphql';
import { parseDateInput, toDateInputValue } from '../date-input';
import {
  targetDeviceOptions,
  testDetailsFields,
  testDetailsSchema,
  type TestDetails,
  type TestDetailsInput,
} from '../test-details-fields';

/** What the edit form needs of the test as it is stored. */
export interface EditableTest {
  readonly id: string;
  /** Its website, whose conversion goals it may measure besides the engagement goals. */
  readonly websiteId: string;
  readonly name: string;
  readonly description: string;
  readonly goalId: string;
  readonly startDate: unknown;
  readonly endDate: unknown;
  readonly maxCases: number;
  /** The smallest lift worth finding, in percent: the verdict says stop once a lift this large is ruled out. */
  readonly minimumLiftPercent: number;
  readonly targetDeviceNames: readonly string[];
  readonly active: boolean;
  readonly testSessionsCount: number;
}

/** The API names devices mobiles, tablets, desktops; the form's checkboxes hold MOBILES, TABLETS, DESKTOPS. */
function deviceOf(name: string): TargetDevice | null {
  return targetDeviceOptions.find((option) => option.value.toLowerCase() === name)?.value ?? null;
}

/** Besides the details both flows share, a test's edit form changes the lift it was planned for. */
const plannedLiftSchema = z.object({
  minimumLiftPercent: z
    .number({ error: 'Enter the smallest lift worth finding' })
    .min(minimumLiftPercentBounds.min, minimumLiftMessages.tooSmall)
    .max(minimumLiftPercentBounds.max, minimumLiftMessages.tooLarge),
});

export type EditTestInput = TestDetailsInput & z.input<typeof plannedLiftSchema>;
export type EditedTest = TestDetails & z.output<typeof plannedLiftSchema>;

export const editTestFields = [
  ...testDetailsFields,
  'minimumLiftPercent',
] as const satisfies readonly (keyof EditTestInput)[];

/** The form starts from the test as it is, its dates as the days they fall on here. */
export function editTestValues(test: EditableTest): EditTestInput {
  return {
    name: test.name,
    description: test.description,
    goalId: test.goalId,
    targetDevices: test.targetDeviceNames.flatMap((name) => deviceOf(name) ?? []),
    startDate: toDateInputValue(readDateTime(test.startDate)),
    endDate: toDateInputValue(readDateTime(test.endDate)),
    maxCases: test.maxCases,
    minimumLiftPercent: test.minimumLiftPercent,
  };
}

/**
 * The new-test rules, and the server's rules for a change (docs/decisions.md, "Changing a running test"): each
 * applies only to a field that changes, as on the server, so a test already past one can still be renamed.
 */
export function editTestSchema(test: EditableTest, now: Date): z.ZodType<EditedTest, EditTestInput> {
  const initial = editTestValues(test);
  return z.intersection(testDetailsSchema, plannedLiftSchema).superRefine((details, context) => {
    if (details.maxCases !== initial.maxCases && details.maxCases < test.testSessionsCount) {
      const message = maxCasesBelowSessionsMessage(test.testSessionsCount);
      context.addIssue({ code: 'custom', path: ['maxCases'], message });
    }
    const end = parseDateInput(details.endDate);
    // An end before the start has its own message already; both are yyyy-mm-dd, so text order is date order.
    const endMoved = details.endDate !== initial.endDate && details.endDate > details.startDate;
    if (test.active && endMoved && end !== null && end.getTime() <= now.getTime()) {
      context.addIssue({ code: 'custom', path: ['endDate'], message: testEditMessages.endNotInFuture });
    }
  });
}

const sameDevices = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((device) => b.includes(device));

/** The day a date input holds, as the instant the API takes: its local midnight, as the new-test flow sends it. */
function dayToDateTime(value: string): string {
  const day = parseDateInput(value);
  if (day === null) throw new Error(`Not a day: ${value}`);
  return day.toISOString();
}

/**
 * Only what the owner changed: a date left alone keeps its stored time of day (an API-made test may end at 15:42),
 * where sending the day back would move it to midnight.
 */
export function changedTestInput(id: string, initial: EditTestInput, values: EditedTest): UpdateTestInput {
  return {
    id,
    ...(values.name !== initial.name && { name: values.name }),
    ...(values.description !== initial.description && { description: values.description }),
    ...(values.goalId !== initial.goalId && { goalId: values.goalId }),
    ...(!sameDevices(values.targetDevices, initial.targetDevices) && { targetDevices: values.targetDevices }),
    ...(values.startDate !== initial.startDate && { startDate: dayToDateTime(values.startDate) }),
    ...(values.endDate !== initial.endDate && { endDate: dayToDateTime(values.endDate) }),
    ...(values.maxCases !== initial.maxCases && { maxCases: values.maxCases }),
    ...(values.minimumLiftPercent !== initial.minimumLiftPercent && {
      minimumLiftPercent: values.minimumLiftPercent,
    }),
  };
}

/** The warnings a change calls for before it is saved: what it would split of a running test's results. */
export function measureChangesOf(
  test: EditableTest,
  values: Pick<TestDetailsInput, 'goalId' | 'targetDevices'>,
): ('goal' | 'devices')[] {
  if (!isRunningWithResults(test)) return [];
  const initial = editTestValues(test);
  return [
    ...(values.goalId !== initial.goalId ? (['goal'] as const) : []),
    ...(!sameDevices(values.targetDevices, initial.targetDevices) ? (['devices'] as const) : []),
  ];
}
