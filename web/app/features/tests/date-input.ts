/**
 * A date input's value (yyyy-mm-dd) stands for a calendar day in the viewer's time zone; the API takes and gives
 * instants. A day is sent as its local midnight, so it reads back as the same day, shown dd/mm/yyyy.
 */
const twoDigits = (value: number): string => String(value).padStart(2, '0');

const dateInputPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The yyyy-mm-dd value of `date`'s local day, for a date input. */
export function toDateInputValue(date: Date): string {
  return `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
}

/** The local midnight of a yyyy-mm-dd day, or null when the text is not a real day (2025-02-30). */
export function parseDateInput(value: string): Date | null {
  const match = dateInputPattern.exec(value);
  if (match === null) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  const real = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return real ? date : null;
}

/** The same local time `days` calendar days later (a day is not always 24 hours, so not by milliseconds). */
export function addDays(date: Date, days: number): Date {
  const later = new Date(date);
  later.setDate(later.getDate() + days);
  return later;
}
