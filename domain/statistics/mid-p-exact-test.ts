import { logGamma } from './log-gamma';

/**
 * The conditional exact test of two rates (Fisher's, on the 2 × 2 table), with Lancaster's mid-p: given how many
 * visitors converted in both arms together, the variant's conversions follow the hypergeometric distribution when
 * the arms do not differ. The mid-p counts half the probability of the observed table, which makes it neither
 * conservative like Fisher's own p (0.034 for 20/1000 against 8/1000, though the true rate of false alarms at 0.05 is
 * well below 5% there) nor liberal like the normal approximation can be with few conversions; and its two one-sided
 * values add up to exactly 1, so the chance the variant is better and the two-sided p can be read from one number.
 */

/** Past this many conversions in both arms together the normal approximation is as good, and cheaper. */
export const exactTestMaximumConversions = 400;

export interface TwoRates {
  readonly controlConversions: number;
  readonly controlSessions: number;
  readonly variantConversions: number;
  readonly variantSessions: number;
}

/**
 * P(X < x) + ½ P(X = x) for the variant's conversions x under no difference: near 1 when the variant converted more
 * than its share of the conversions, near 0 when fewer. Its complement is the other one-sided mid-p; twice the
 * smaller of the two is the two-sided mid-p. Null past `exactTestMaximumConversions`, or for counts that are not whole.
 */
export function midPBelow(rates: TwoRates): number | null {
  const { controlConversions, controlSessions, variantConversions, variantSessions } = rates;
  const converted = controlConversions + variantConversions;
  if (converted > exactTestMaximumConversions || !Object.values(rates).every(Number.isInteger)) return null;
  const population = controlSessions + variantSessions;
  const lowest = Math.max(0, variantSessions - (population - converted));
  const highest = Math.min(converted, variantSessions);
  if (lowest === highest) return 0.5;
  // Log-probabilities up to a constant, scaled by the largest, so that no term underflows before the sum.
  const logTerms: number[] = [];
  for (let k = lowest; k <= highest; k += 1) {
    logTerms.push(
      -logFactorial(k) -
        logFactorial(converted - k) -
        logFactorial(variantSessions - k) -
        logFactorial(population - converted - variantSessions + k),
    );
  }
  const largest = Math.max(...logTerms);
  const weights = logTerms.map((term) => Math.exp(term - largest));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const observed = variantConversions - lowest;
  let below = 0;
  for (let index = 0; index < observed; index += 1) below += weights[index]!;
  return (below + weights[observed]! / 2) / total;
}

function logFactorial(n: number): number {
  return logGamma(n + 1);
}
