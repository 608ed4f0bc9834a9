/** Dates and times as the product shows them (SPEC §9): dd/mm/yyyy and 24-hour hh:mm, in the viewer's time zone. */
const twoDigits = (value: number): string => String(value).padStart(2, '0');

export function formatDate(date: Date): string {
  return `${twoDigits(date.getDate())}/${twoDigits(date.getMonth() + 1)}/${date.getFullYear()}`;
}

export function formatTime(date: Date): string {
  return `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

export function formatDateTime(date: Date): string {
  return `${formatDate(date)} ${formatTime(date)}`;
}
