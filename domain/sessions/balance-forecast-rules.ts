/**
 * When a balance counts as running low, and the words the server's email and the web app's banner both use for
 * when it runs out. The web app imports this module too, so it stays plain.
 */

/** A balance that lasts this many days or fewer at the current rate of use is running low. */
export const lowBalanceDays = 3;

/** "in about 2 days": when the sessions run out, rounded to what a person would say. */
export function runOutWhen(daysLeft: number): string {
  if (daysLeft < 1) return 'within a day';
  const days = Math.round(daysLeft);
  return days === 1 ? 'in about a day' : `in about ${days} days`;
}

/** The warning itself, as the banner shows it and the email opens with it. */
export function runningLowMessage(daysLeft: number): string {
  return `Your test sessions will run out ${runOutWhen(daysLeft)} at the current rate. Your tests pause when they do.`;
}
