import { formatDate } from './format-date-time';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

const count = (value: number, unit: string): string => `${value} ${unit}${value === 1 ? '' : 's'} ago`;

/**
 * How long before `now` a moment was, in words, rounded down: "just now", "5 minutes ago", "2 hours ago",
 * "3 days ago"; from a week on, its date as the product writes dates (dd/mm/yyyy). A moment ahead of `now` (the
 * viewer's clock running slow) is "just now".
 */
export function formatTimeAgo(then: Date, now: Date): string {
  const elapsed = now.getTime() - then.getTime();
  if (elapsed < minute) return 'just now';
  if (elapsed < hour) return count(Math.floor(elapsed / minute), 'minute');
  if (elapsed < day) return count(Math.floor(elapsed / hour), 'hour');
  if (elapsed < 7 * day) return count(Math.floor(elapsed / day), 'day');
  return formatDate(then);
}
