import { logBeta } from './log-gamma';
import { normalCdf } from './normal-distribution';
import { checkRate, meanAndVariance, type SufficientStatistics } from './sufficient-statistics';

/**
 * The Bayesian "chance to beat control": the posterior probability that the variant's true rate or mean is higher
 * than control's. Unlike a p-value it reads the way owners read it, but it is not corrected for looking every day;
 * the sequential interval is what guards against that.
 */

/** Above this many terms the exact sum gives way to the normal approximation; see `rateChanceToBeat`. */
export const exactSumLimit = 100_000;

interface BetaShape {
  readonly alpha: number;
  readonly beta: number;
}

/**
 * P(p_variant > p_control) for rates, with a uniform Beta(1, 1) prior on each rate, so each posterior is
 * Beta(1 + successes, 1 + failures).
 *
 * Exact while the smallest of the four shape parameters is at most `exactSumLimit`: the closed form (Evan Miller,
 * "Formulas for Bayesian A/B Testing") for X ~ Beta(αx, βx), Y ~ Beta(αy, βy) with αy a whole number,
 *   P(Y > X) = Σ_{i=0}^{αy−1} B(αx + i, βx + βy) / ((βy + i) B(1 + i, βy) B(αx, βx)),
 * summed over whichever of successes or failures, in either arm, is fewest (by symmetry: P(Y > X) = 1 − P(X > Y),
 * and Y > X exactly when 1 − Y < 1 − X). Consecutive terms differ by the factor
 * (αx + i)(βy + i) / ((αx + βx + βy + i)(1 + i)), so the sum costs one multiplication per term, done in logs so
 * that no term underflows.
 *
 * Beyond that (at least 100,000 successes and as many failures in each arm, about 2 ms of summing), every posterior
 * is very nearly normal (skewness at most 2/√100,000 ≈ 0.006) and P ≈ Φ((m_v − m_c) / √(s_v² + s_c²)) with the Beta
 * means m and variances s². At the switch the two agree to within 1e-5 for equal splits and 4e-4 in the worst case
 * tried (a 30:1 split at a 0.01% rate); the unit tests check this.
 */
export function rateChanceToBeat(control: SufficientStatistics, variant: SufficientStatistics): number {
  checkRate(control);
  checkRate(variant);
  const c = { alpha: 1 + control.sum, beta: 1 + control.n - control.sum };
  const v = { alpha: 1 + variant.sum, beta: 1 + variant.n - variant.sum };
  const smallest = Math.min(c.alpha, c.beta, v.alpha, v.beta);
  if (smallest > exactSumLimit) return normalApproximation(c, v);
  return exactChance(c, v);
}

/** The exact sum, whatever the counts (exported for the tests that compare it with the approximation). */
export function exactChance(control: BetaShape, variant: BetaShape): number {
  const smallest = Math.min(control.alpha, control.beta, variant.alpha, variant.beta);
  // Each case is P(variant > control) rewritten so that the sum runs over the smallest parameter.
  if (variant.alpha === smallest) return probabilityYAboveX(control, variant);
  if (control.alpha === smallest) return 1 - probabilityYAboveX(variant, control);
  const controlFlipped = { alpha: control.beta, beta: control.alpha };
  const variantFlipped = { alpha: variant.beta, beta: variant.alpha };
  if (control.beta === smallest) return probabilityYAboveX(variantFlipped, controlFlipped);
  return 1 - probabilityYAboveX(controlFlipped, variantFlipped);
}

/** Φ of the standardized difference of the two Beta means. */
export function normalApproximation(control: BetaShape, variant: BetaShape): number {
  const mean = (s: BetaShape): number => s.alpha / (s.alpha + s.beta);
  const variance = (s: BetaShape): number => {
    const total = s.alpha + s.beta;
    return (s.alpha * s.beta) / (total * total * (total + 1));
  };
  return normalCdf((mean(variant) - mean(control)) / Math.sqrt(variance(variant) + variance(control)));
}

/** P(Y > X) for X ~ Beta(x), Y ~ Beta(y), y.alpha a whole number: Miller's sum, accumulated in logs. */
function probabilityYAboveX(x: BetaShape, y: BetaShape): number {
  if (!Number.isInteger(y.alpha)) throw new RangeError(`the summed shape must be whole, got ${y.alpha}`);
  // First term: B(αx, βx + βy) / (βy B(1, βy) B(αx, βx)), and B(1, βy) = 1/βy.
  let logTerm = logBeta(x.alpha, x.beta + y.beta) - logBeta(x.alpha, x.beta);
  // Running log-sum-exp: `scaled` is the sum so far divided by exp(largest).
  let largest = logTerm;
  let scaled = 1;
  for (let i = 0; i < y.alpha - 1; i += 1) {
    logTerm += Math.log(((x.alpha + i) * (y.beta + i)) / ((x.alpha + x.beta + y.beta + i) * (1 + i)));
    if (logTerm > largest) {
      scaled = scaled * Math.exp(largest - logTerm) + 1;
      largest = logTerm;
    } else {
      scaled += Math.exp(logTerm - largest);
    }
  }
  return Math.min(1, Math.max(0, Math.exp(largest) * scaled));
}

/**
 * P(μ_variant > μ_control) for means, approximating each mean's posterior (flat prior) by a normal with the sample
 * mean and variance/n, which the central limit theorem justifies once each arm has a few tens of sessions:
 *   Φ((x̄v − x̄c) / √(sv²/nv + sc²/nc)).
 * Null with fewer than two sessions in an arm. With no variance in either arm the answer is certain: 1, 0, or ½ when
 * the means are equal.
 */
export function meanChanceToBeat(control: SufficientStatistics, variant: SufficientStatistics): number | null {
  const c = meanAndVariance(control);
  const v = meanAndVariance(variant);
  if (c === null || v === null) return null;
  const difference = v.mean - c.mean;
  const spread = Math.sqrt(c.variance / c.n + v.variance / v.n);
  if (spread === 0) return difference > 0 ? 1 : difference < 0 ? 0 : 0.5;
  return normalCdf(difference / spread);
}
