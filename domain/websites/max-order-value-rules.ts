import { maxRevenueValue } from '../ab-tests/conversion-goal-rules';

/**
 * A website's maximum order value: the most one revenue event may add to a revenue goal, in the currency's minor unit
 * (pence, cents), as the owner sets it. A larger order still counts as the conversion, worth the maximum. Revenue is
 * summed per visitor, and the results' percentile cap (revenue-cap.ts) only takes hold once many orders came in, so
 * without it one forged or mistaken huge order could swing a young test's revenue on its own. Null: no maximum but
 * the protocol's own limit (maxRevenueValue). The web app imports this module too, so it stays plain data and small
 * pure functions.
 */
export const maxOrderValueBounds = { min: 1, max: maxRevenueValue } as const;

export const maxOrderValueMessages = {
  notWhole: 'The maximum order value is a whole number in the smallest unit of the currency (pence or cents)',
  notPositive: 'The maximum order value must be more than 0; leave it empty for no maximum',
  tooLarge: `The maximum order value can be at most ${maxRevenueValue.toLocaleString('en-GB')} (ten million in pounds or dollars)`,
} as const;

export type MaxOrderValueProblem = keyof typeof maxOrderValueMessages;

/** What is wrong with a maximum order value the owner entered, or null when it can be kept. */
export function maxOrderValueProblem(value: number): MaxOrderValueProblem | null {
  if (!Number.isInteger(value)) return 'notWhole';
  if (value < maxOrderValueBounds.min) return 'notPositive';
  if (value > maxOrderValueBounds.max) return 'tooLarge';
  return null;
}

/** An order's value as it counts on a website: at most its maximum order value, when it has one. */
export function cappedOrderValue(amount: number, maxOrderValue: number | null): number {
  return maxOrderValue === null ? amount : Math.min(amount, maxOrderValue);
}
