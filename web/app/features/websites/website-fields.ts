import { z } from 'zod';
import { maxOrderValueMessages, maxOrderValueProblem } from '../../../../domain/websites/max-order-value-rules';
import { nameAndAddressSchema } from '../workspace/workspace-fields';

/**
 * The maximum order value as typed: empty for none, else a whole amount in the currency's minor unit, checked by the
 * rule the server applies so the form says the same words before it is sent.
 */
export const maxOrderValueField = z
  .string()
  .trim()
  .transform((text, context): number | null => {
    if (text === '') return null;
    const value = Number(text);
    const problem = Number.isFinite(value) ? maxOrderValueProblem(value) : 'notWhole';
    if (problem === null) return value;
    context.addIssue({ code: 'custom', message: maxOrderValueMessages[problem] });
    return z.NEVER;
  });

/** A website's edit form: its name and address, as every workspace item has, and its maximum order value. */
export const websiteEditSchema = nameAndAddressSchema.extend({ maxOrderValue: maxOrderValueField });

export type WebsiteEditInput = z.input<typeof websiteEditSchema>;
export type WebsiteEdit = z.output<typeof websiteEditSchema>;

/** The stored maximum as the field shows it: its digits, or empty for none. */
export function maxOrderValueText(maxOrderValue: number | null | undefined): string {
  return maxOrderValue === null || maxOrderValue === undefined ? '' : String(maxOrderValue);
}
