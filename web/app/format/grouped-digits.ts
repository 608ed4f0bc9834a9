/**
 * A whole number of zero or more with British thousands separators: 1234567 → "1,234,567". Written out rather than
 * with Intl.NumberFormat: a page's first Intl formatter loads the browser's locale data, which on a phone blocks the
 * page for about a tenth of a second as it starts, and public pages show only whole counts and pounds.
 */
export function groupedDigits(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Rounds half away from zero, as Intl.NumberFormat does. */
export function roundHalfAwayFromZero(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}
