import { groupedDigits, roundHalfAwayFromZero } from './grouped-digits';

/** Whole pence as pounds without a sign: 123456 → "£1,234.56". */
function pounds(pence: number): string {
  const whole = Math.abs(roundHalfAwayFromZero(pence));
  return `£${groupedDigits(Math.floor(whole / 100))}.${String(whole % 100).padStart(2, '0')}`;
}

/** Pence (GBP minor units) as the product writes money: 5000 → "£50.00", −250 → "-£2.50". */
export function formatPence(pence: number): string {
  return roundHalfAwayFromZero(pence) < 0 ? `-${pounds(pence)}` : pounds(pence);
}

/** Pence as a change to a balance, with its sign: 150 → "+£1.50", −1000 → "-£10.00", 0 → "£0.00". */
export function formatSignedPence(pence: number): string {
  const rounded = roundHalfAwayFromZero(pence);
  if (rounded === 0) return pounds(0);
  return `${rounded > 0 ? '+' : '-'}${pounds(rounded)}`;
}
