import { z } from 'zod';
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
      .int('Visitors per day is a whole number')
      .min(1, 'Enter at least 1 visitor per day, or leave it empty')
      // GraphQL's Int stops here; a larger number would be refused without naming the field.
      .max(2_147_483_647, 'That number is too large')
      .nullable(),
  ),
  minimumLift: z.preprocess(
    emptyToNull,
    z
      .number({ error: 'Enter the smallest lift worth finding' })
      .min(0.01, 'The smallest lift worth finding must be at least 0.01%')
      .max(1000, 'The smallest lift worth finding can be at most 1,000%'),
  ),
});

export interface EstimateFieldsText {
  readonly visitorsPerDay: string;
  readonly minimumLift: string;
}

export type ParsedEstimateFields =
  | { readonly ok: true; readonly assumptions: EstimateAssumptions }
  | { readonly ok: false; readonly errors: Partial<Record<keyof EstimateFieldsText, string>> };

export function parseEstimateFields(text: EstimateFieldsText): ParsedEstimateFields {
  const parsed = estimateFieldsSchema.safeParse(text);
  if (parsed.success) {
    return {
      ok: true,
      assumptions: { dailySessions: parsed.data.visitorsPerDay, minimumLiftPercent: parsed.data.minimumLift },
    };
  }
  const errors: Partial<Record<keyof EstimateFieldsText, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'visitorsPerDay' || field === 'minimumLift') && errors[field] === undefined) {
      errors[field] = issue.message;
    }
  }
  return { ok: false, errors };
}
