import { z } from 'zod';
import {
  conversionRateMessages,
  minimumLiftMessages,
  minimumLiftPercentBounds,
  visitorsPerDayMessages,
} from '../../../../../domain/ab-tests/duration-estimate-rules';
import type { EstimateAssumptions } from './duration-estimate-queries';

/** The lift asked about until the owner says otherwise: +10%, a common smallest lift worth acting on. */
export const defaultMinimumLiftPercent = '10';

const emptyToNull = (value: unknown): unknown =>
  typeof value === 'string' ? (value.trim() === '' ? null : Number(value)) : value;

/** The two inputs of the estimate, as typed (number inputs give text), with the server's own messages. */
const estimateFieldsSchema = z.object({
  visitorsPerDay: z.preprocess(
    emptyToNull,
    z
      .number({ error: 'Enter a number of visitors, or leave it empty' })
      .int(visitorsPerDayMessages.notWhole)
      .min(1, visitorsPerDayMessages.belowOne)
      // GraphQL's Int stops here; a larger number would be refused without naming the field.
      .max(2_147_483_647, 'That number is too large')
      .nullable(),
  ),
  minimumLift: z.preprocess(
    emptyToNull,
    z
      .number({ error: 'Enter the smallest lift worth finding' })
      .min(minimumLiftPercentBounds.min, minimumLiftMessages.tooSmall)
      .max(minimumLiftPercentBounds.max, minimumLiftMessages.tooLarge),
  ),
  conversionRate: z.preprocess(
    emptyToNull,
    z
      .number({ error: conversionRateMessages.notANumber })
      .gt(0, conversionRateMessages.outOfRange)
      .lt(100, conversionRateMessages.outOfRange)
      .nullable(),
  ),
});

export interface EstimateFieldsText {
  readonly visitorsPerDay: string;
  readonly minimumLift: string;
  /** A conversion goal's expected rate in percent; empty for a typical one (and for an engagement goal). */
  readonly conversionRate: string;
}

export type ParsedEstimateFields =
  | { readonly ok: true; readonly assumptions: EstimateAssumptions }
  | { readonly ok: false; readonly errors: Partial<Record<keyof EstimateFieldsText, string>> };

export function parseEstimateFields(text: EstimateFieldsText): ParsedEstimateFields {
  const parsed = estimateFieldsSchema.safeParse(text);
  if (parsed.success) {
    return {
      ok: true,
      assumptions: {
        dailySessions: parsed.data.visitorsPerDay,
        minimumLiftPercent: parsed.data.minimumLift,
        expectedConversionRatePercent: parsed.data.conversionRate,
      },
    };
  }
  const errors: Partial<Record<keyof EstimateFieldsText, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (
      (field === 'visitorsPerDay' || field === 'minimumLift' || field === 'conversionRate') &&
      errors[field] === undefined
    ) {
      errors[field] = issue.message;
    }
  }
  return { ok: false, errors };
}
