import { groupedDigits, roundHalfAwayFromZero } from './grouped-digits';

/** A whole number with British thousands separators: 1000 → "1,000". */
export function formatCount(value: number): string {
  const rounded = roundHalfAwayFromZero(value);
  return `${rounded < 0 ? '-' : ''}${groupedDigits(Math.abs(rounded))}`;
}
