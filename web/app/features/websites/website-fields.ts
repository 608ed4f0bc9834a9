import { z } from 'zod';
import { maxOrderValueMessages, maxOrderValueProblem } from '../../../../domain/websites/max-order-value-rules';
import {
  dailySessionBudgetMessages,
  dailySessionBudgetProblem,
} from '../../../../domain/websites/daily-session-budget-rules';
import { extraOriginsMessage, normaliseExtraOrigins } from '../../../../domain/websites/website-origin-rules';
import { currencies, currencyMessage } from '../../../../domain/websites/currency-rules';
import { nameAndAddressSchema } from '../workspace/workspace-fields';

/**
 * A whole number as typed, or empty for none, checked by the rule the server applies (`problemOf`, whose problems
 * include `notWhole`), so the form says the same words before it is sent.
 */
function optionalWholeNumberField<Problem extends string>(
  problemOf: (value: number) => Problem | null,
  messages: Record<Problem | 'notWhole', string>,
) {
  return z
    .string()
    .trim()
    .transform((text, context): number | null => {
      if (text === '') return null;
      const value = Number(text);
      const problem = Number.isFinite(value) ? problemOf(value) : 'notWhole';
      if (problem === null) return value;
      context.addIssue({ code: 'custom', message: messages[problem] });
      return z.NEVER;
    });
}

/** The maximum order value as typed: empty for none, else a whole amount in the currency's minor unit. */
export const maxOrderValueField = optionalWholeNumberField(maxOrderValueProblem, maxOrderValueMessages);

/** The daily session budget as typed: empty for none, else a whole number of sessions. */
export const dailySessionBudgetField = optionalWholeNumberField(dailySessionBudgetProblem, dailySessionBudgetMessages);

/**
 * The other origins as typed, one a line (commas and spaces also part them): sent as entered, once the rule the
 * server applies finds each an origin, so the form names the entry at fault in the server's words before sending.
 */
export const extraOriginsField = z.string().transform((text, context): string[] => {
  const entries = text.split(/[\s,]+/).filter((entry) => entry !== '');
  const checked = normaliseExtraOrigins(entries);
  if (checked.ok) return entries;
  context.addIssue({ code: 'custom', message: extraOriginsMessage(checked.problem, checked.entry) });
  return z.NEVER;
});

/**
 * A website's edit form: its name and address, as every workspace item has, its currency, its maximum order value, its daily
 * session budget and the other origins whose pages may enrol its visitors.
 */
export const websiteEditSchema = nameAndAddressSchema.extend({
  currency: z.enum(currencies, currencyMessage),
  maxOrderValue: maxOrderValueField,
  dailySessionBudget: dailySessionBudgetField,
  extraOrigins: extraOriginsField,
});

export type WebsiteEditInput = z.input<typeof websiteEditSchema>;
export type WebsiteEdit = z.output<typeof websiteEditSchema>;

/** A stored maximum or budget as its field shows it: its digits, or empty for none. */
export function wholeNumberText(maxOrderValue: number | null | undefined): string {
  return maxOrderValue === null || maxOrderValue === undefined ? '' : String(maxOrderValue);
}

/** The stored other origins as the field shows them: one a line. */
export function extraOriginsText(extraOrigins: readonly string[] | undefined): string {
  return (extraOrigins ?? []).join('\n');
}
