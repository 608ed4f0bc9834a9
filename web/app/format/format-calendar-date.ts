/**
 * A calendar date written `yyyy-mm-dd` (a publication date, say) as the product shows dates: dd/mm/yyyy. Taken
 * apart as text rather than through `Date`, so a date never shifts by a day in a time zone west of UTC.
 */
export function formatCalendarDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}
