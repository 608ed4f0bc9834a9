/**
 * The day a website's daily session budget counts in: the UTC calendar day, the same for every owner and process, so
 * that a budget resets at one moment everywhere (00:00 UTC) whatever the servers' time zones.
 */
export function budgetDayOf(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** When the budget day of `now` began. */
export function budgetDayStart(now: Date): Date {
  return new Date(`${budgetDayOf(now)}T00:00:00.000Z`);
}
