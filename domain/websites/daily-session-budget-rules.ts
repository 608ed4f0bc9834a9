/**
 * A website's daily session budget: the most sessions its tests may be charged in one day (UTC), as its owner sets
 * it. Once reached, the website's tests pause until the day ends, so a storm of visits (or of forged ones) costs at
 * most a day's budget. Null: no budget. The web app imports this module too, so it stays plain data and small pure
 * functions.
 */
export const dailySessionBudgetBounds = { min: 1, max: 10_000_000 } as const;

export const dailySessionBudgetMessages = {
  notWhole: 'The daily session budget is a whole number of sessions',
  notPositive: 'The daily session budget must be at least 1; leave it empty for no budget',
  tooLarge: 'The daily session budget can be at most 10,000,000 sessions',
} as const;

export type DailySessionBudgetProblem = keyof typeof dailySessionBudgetMessages;

/** What is wrong with a daily session budget the owner entered, or null when it can be kept. */
export function dailySessionBudgetProblem(value: number): DailySessionBudgetProblem | null {
  if (!Number.isInteger(value)) return 'notWhole';
  if (value < dailySessionBudgetBounds.min) return 'notPositive';
  if (value > dailySessionBudgetBounds.max) return 'tooLarge';
  return null;
}
