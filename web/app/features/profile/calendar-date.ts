/**
 * A date of birth is a calendar day ('YYYY-MM-DD', as a date input gives it and the server keeps it), never an
 * instant, so it is handled as text and read in the viewer's own calendar.
 */
const pattern = /^(\d{4})-(\d{2})-(\d{2})$/;

interface Day {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** The day of a 'YYYY-MM-DD' text, or null when it is not a real day (1990-02-30). */
export function parseCalendarDate(text: string): Day | null {
  const match = pattern.exec(text);
  if (match === null) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  const real = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return real ? { year, month, day } : null;
}

/** 'YYYY-MM-DD' as the product shows dates (SPEC §9): dd/mm/yyyy. */
export function formatCalendarDate(text: string): string {
  const day = parseCalendarDate(text);
  if (day === null) return text;
  const two = (value: number): string => String(value).padStart(2, '0');
  return `${two(day.day)}/${two(day.month)}/${day.year}`;
}

/** Whole years from `born` to the viewer's `today`; a birthday counts from its own date. */
export function ageOn(born: Day, today: Date): number {
  const [year, month, day] = [today.getFullYear(), today.getMonth() + 1, today.getDate()];
  const hadBirthday = month > born.month || (month === born.month && day >= born.day);
  return year - born.year - (hadBirthday ? 0 : 1);
}
