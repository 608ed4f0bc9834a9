/** A calendar day, as 'YYYY-MM-DD': a date of birth belongs to no time zone, so it is never an instant. */
export type CalendarDate = string;

/** The youngest and oldest ages a profile accepts, in whole years. */
export const minimumAge = 13;
export const maximumAge = 120;

export type DateOfBirthProblem = 'not-a-date' | 'not-in-the-past' | 'too-young' | 'too-old';

interface Day {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

const calendarDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day of a 'YYYY-MM-DD' text, or null when it is not a real day (2025-02-30, 2025-13-01). */
export function parseCalendarDate(text: string): Day | null {
  const match = calendarDatePattern.exec(text);
  if (match === null) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1 ? { year, month, day } : null;
}

/** Negative when `a` is the earlier day, 0 on the same day. */
function compareDays(a: Day, b: Day): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/**
 * Whole years from `born` to `on`. A birthday counts from its own date, so someone born on 29 February turns a year
 * older on 1 March in a year without one.
 */
export function ageOn(born: Day, on: Day): number {
  const hadBirthday = compareDays({ ...on, year: born.year }, born) >= 0;
  return on.year - born.year - (hadBirthday ? 0 : 1);
}

/**
 * What is wrong with a date of birth on the day `now` falls on (UTC, the server's calendar), or null when it is
 * a real day in the past of someone between 13 and 120 years old.
 */
export function dateOfBirthProblem(dob: CalendarDate, now: Date): DateOfBirthProblem | null {
  const born = parseCalendarDate(dob);
  if (born === null) return 'not-a-date';
  const today: Day = { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, day: now.getUTCDate() };
  if (compareDays(born, today) >= 0) return 'not-in-the-past';
  const age = ageOn(born, today);
  if (age < minimumAge) return 'too-young';
  if (age > maximumAge) return 'too-old';
  return null;
}
