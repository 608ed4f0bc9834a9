import { z } from 'zod';
import { maxCasesMessages, testDateMessages } from '../../../../domain/ab-tests/test-rules';
import type { TargetDevice } from '../../gql/graphql';
import { addDays, parseDateInput, toDateInputValue } from './date-input';
import { descriptionField, nameField } from '../workspace/name-field';

/** SPEC §3's devices in their order (MOBILES=1, TABLETS=2, DESKTOPS=3) with the names users see. */
export const targetDeviceOptions: readonly { readonly value: TargetDevice; readonly label: string }[] = [
  { value: 'MOBILES', label: 'Mobiles' },
  { value: 'TABLETS', label: 'Tablets' },
  { value: 'DESKTOPS', label: 'Desktops' },
];

export const defaultMaxCases = 1000;
/** A new test runs for 30 days unless told otherwise. */
export const defaultTestDays = 30;

const dateField = (missing: string) =>
  z
    .string()
    .min(1, { error: missing, abort: true })
    .refine((value) => parseDateInput(value) !== null, 'Enter a real date');

/** The test's details, with the server's messages; the end must come after the start, as the server also checks. */
export const testDetailsSchema = z
  .object({
    name: nameField,
    description: descriptionField,
    goalId: z.string().min(1, 'Choose a goal'),
    targetDevices: z.array(z.enum(['MOBILES', 'TABLETS', 'DESKTOPS'])),
    startDate: dateField(testDateMessages.missingStart),
    endDate: dateField(testDateMessages.missingEnd),
    maxCases: z
      .number({ error: maxCasesMessages.missing })
      .int(maxCasesMessages.notWhole)
      .min(1, maxCasesMessages.belowOne)
      // GraphQL's Int stops here; a larger number would be refused without naming the field.
      .max(2_147_483_647, 'That number is too large'),
  })
  .superRefine((details, context) => {
    // Both are yyyy-mm-dd once valid, so text order is date order.
    const bothValid = parseDateInput(details.startDate) !== null && parseDateInput(details.endDate) !== null;
    if (bothValid && details.endDate <= details.startDate) {
      context.addIssue({ code: 'custom', path: ['endDate'], message: testDateMessages.endNotAfterStart });
    }
  });

export type TestDetailsInput = z.input<typeof testDetailsSchema>;
export type TestDetails = z.output<typeof testDetailsSchema>;

export const testDetailsFields = [
  'name',
  'description',
  'goalId',
  'targetDevices',
  'startDate',
  'endDate',
  'maxCases',
] as const satisfies readonly (keyof TestDetailsInput)[];

/** A new test starts today and ends in 30 days, capped at 1,000 sessions, on every device. */
export function defaultTestDetails(today: Date): TestDetailsInput {
  return {
    name: '',
    description: '',
    goalId: '',
    targetDevices: [],
    startDate: toDateInputValue(today),
    endDate: toDateInputValue(addDays(today, defaultTestDays)),
    maxCases: defaultMaxCases,
  };
}
