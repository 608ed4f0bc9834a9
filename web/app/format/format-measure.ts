/** Figures on the results page: rates as percentages, per-session averages, durations and lifts. */
// Lifts and chances are worded in the domain, so the emails that tell of a verdict word them as the page does.
export { formatChance, formatLift } from '../../../domain/statistics/verdict-text-rules';

const decimals = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const oneDecimal = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A per-session average: 1.5 → "1.50". */
export function formatAverage(value: number): string {
  return decimals.format(value);
}

/** An amount in the currency's minor unit (pence, cents) in its major unit: 149950 → "1,499.50". */
export function formatRevenue(minor: number): string {
  return decimals.format(minor / 100);
}

/** A share from 0 to 1 as a percentage: 0.256 → "25.6%". */
export function formatRate(share: number): string {
  return `${oneDecimal.format(share * 100)}%`;
}

/** A value already in percent: 62.35 → "62.4%". */
export function formatPercent(percent: number): string {
  return `${oneDecimal.format(percent)}%`;
}

/** Seconds as "42.0 s" below a minute, "3 min 5 s" from a minute on. */
export function formatSeconds(seconds: number): string {
  if (seconds < 60) return `${oneDecimal.format(seconds)} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${whole % 60} s`;
}

/** A p-value as statisticians write it: "p < 0.001" below that, otherwise three decimals. */
export function formatPValue(pValue: number): string {
  return pValue < 0.001 ? 'p < 0.001' : `p = ${pValue.toFixed(3)}`;
}
