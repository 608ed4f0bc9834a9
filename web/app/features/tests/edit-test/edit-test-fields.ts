import type { z } from 'zod';
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
  readonly targetDeviceNames: readonly string[];
  readonly active: boolean;
  readonly testSessionsCount: number;
}

/** The API names devices mobiles, tablets, desktops; the form's checkboxes hold MOBILES, TABLETS, DESKTOPS. */
function deviceOf(name: string): TargetDevice | null {
  return targetDeviceOptions.find((option) => option.value.toLowerCase() === name)?.value ?? null;
}

/** The form starts from the test as it is, its dates as the days they fall on here. */
export function editTestValues(test: EditableTest): TestDetailsInput {
  return {
    name: test.name,
    description: test.description,
    goalId: test.goalId,
    targetDevices: test.targetDeviceNames.flatMap((name) => deviceOf(name) ?? []),
    startDate: toDateInputValue(readDateTime(test.startDate)),
    endDate: toDateInputValue(readDateTime(test.endDate)),
    maxCases: test.maxCases,
  };
}

/**
 * The new-test rules, and the server's rules for a change (docs/decisions.md, "Changing a running test"): each
 * applies only to a field that changes, as on the server, so a test already past one can still be renamed.
 */
export function editTestSchema(test: EditableTest, now: Date): z.ZodType<TestDetails, TestDetailsInput> {
  const initial = editTestValues(test);
  return testDetailsSchema.superRefine((details, context) => {
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
export function changedTestInput(id: string, initial: TestDetailsInput, values: TestDetails): UpdateTestInput {
  return {
    id,
    ...(values.name !== initial.name && { name: values.name }),
    ...(values.description !== initial.description && { description: values.description }),
    ...(values.goalId !== initial.goalId && { goalId: values.goalId }),
    ...(!sameDevices(values.targetDevices, initial.targetDevices) && { targetDevices: values.targetDevices }),
    ...(values.startDate !== initial.startDate && { startDate: dayToDateTime(values.startDate) }),
    ...(values.endDate !== initial.endDate && { endDate: dayToDateTime(values.endDate) }),
    ...(values.maxCases !== initial.maxCases && { maxCases: values.maxCases }),
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
