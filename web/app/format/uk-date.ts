/**
 * A date as the site writes it (SPEC §9: dd/mm/yyyy). No imports: the front matter schemas, which Vite's config
 * loader runs in Node, check legal documents' dates with it, and the legal pages use it to render them.
 */

/** `21/11/2026` as `2026-11-21` for a `<time dateTime>`, or null when it is not a real day. */
export function isoDate(ukDateText: string): string | null {
  const [day, month, year] = ukDateText.split('/').map(Number);
  if (day === undefined || month === undefined || year === undefined) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}
