import { midPBelow } from './mid-p-exact-test';
import { normalQuantile } from './normal-distribution';
import { checkRate, meanAndVariance, type SufficientStatistics } from './sufficient-statistics';

/**
 * The one estimate every figure of a comparison is read from (docs/statistics.md, "One method"): the difference of
 * the means (or rates) variant − control, and the variance of each arm's mean. The p-value, the chance to beat, the
 * 95% lift interval, the always-valid interval and the verdict are all this difference over this standard error, so
 * no two of them can disagree.
 *
 * Both arms' means are given the pooled variance: both arms taken as one sample, as they are under "no difference",
 * the hypothesis every p-value, chance and verdict here is a test of (a score test; for rates, the pooled z-test,
 * which is Pearson's chi-square on the 2 × 2 table). On its own variance, a small arm of a lopsided split with a few
 * heavy-tailed orders has a small variance exactly when its mean is small, so it looked worse beyond doubt in 17% of
 * A/A revenue tests at 90/10; the pooled variance comes mostly from the large arm and does not move with the small
 * arm's luck. Taking the larger of each arm's own and the pooled variance was tried too: safe, but it found p < 0.05
 * in 0.5% of A/A revenue tests at one look instead of 5%, a test that would rarely find a real lift either.
 *
 * Rates pool at (successes + 1) / (sessions + 2) of both arms together (Agresti and Caffo's adjustment): never 0,
 * so 10 of 10 against 0 of 10 is not a certainty.
 *
 * With few conversions (mid-p-exact-test.ts) a rate's standard error is the one that makes the difference over it
 * the exact test's z: |difference| / |Φ⁻¹(mid-p below)|, Miettinen's test-based interval. The p-value is then the
 * exact mid-p, the chance to beat its one-sided value, and the intervals widen or narrow with it, so they still leave
 * out 0 exactly when p < 0.05.
 */
export interface DifferenceEstimate {
  readonly controlMean: number;
  readonly variantMean: number;
  /** variant − control. */
  readonly difference: number;
  /** The variance of the control's mean: the pooled variance over its sessions. */
  readonly controlVariance: number;
  /** The variance of the variant's mean. */
  readonly variantVariance: number;
  /** √(controlVariance + variantVariance), above 0. */
  readonly standardError: number;
}

/** Null with fewer than 2 sessions in an arm, or when neither arm varies (a standard error of 0). */
export function differenceEstimate(
  control: SufficientStatistics,
  variant: SufficientStatistics,
  kind: 'rate' | 'mean',
): DifferenceEstimate | null {
  const spreads = kind === 'rate' ? rateSpreads(control, variant) : meanSpreads(control, variant);
  if (spreads === null) return null;
  const pooledError = Math.sqrt(spreads.pooled / control.n + spreads.pooled / variant.n);
  if (!(pooledError > 0) || !Number.isFinite(pooledError)) return null;
  const controlMean = control.sum / control.n;
  const variantMean = variant.sum / variant.n;
  const difference = variantMean - controlMean;
  const standardError =
    kind === 'rate' ? (exactStandardError(control, variant, difference) ?? pooledError) : pooledError;
  // Both arms' variances scale alike, so Fieller's lift interval tests the same z as the difference.
  const scale = (standardError / pooledError) ** 2;
  return {
    controlMean,
    variantMean,
    difference,
    controlVariance: (spreads.pooled / control.n) * scale,
    variantVariance: (spreads.pooled / variant.n) * scale,
    standardError,
  };
}

/**
 * Below this |z| the exact test's standard error is left alone: it is a ratio of two numbers near 0 there, and any
 * p-value from it is above 0.6, far from anything a figure on the page turns on.
 */
const leastExactZ = 0.5;
/** p-values past Φ(−8) ≈ 6e-16 are all "beyond doubt"; the bound keeps the standard error above 0. */
const greatestExactZ = 8;

function exactStandardError(
  control: SufficientStatistics,
  variant: SufficientStatistics,
  difference: number,
): number | null {
  const below = midPBelow({
    controlConversions: control.sum,
    controlSessions: control.n,
    variantConversions: variant.sum,
    variantSessions: variant.n,
  });
  if (below === null) return null;
  const z = Math.max(-greatestExactZ, Math.min(greatestExactZ, normalQuantile(below)));
  // The mid-p and the difference can disagree in sign only next to no difference at all.
  if (Math.abs(z) < leastExactZ || Math.sign(z) !== Math.sign(difference)) return null;
  return difference / z;
}

interface Spreads {
  /** The per-session variance of both arms taken as one sample. */
  readonly pooled: number;
}

function meanSpreads(control: SufficientStatistics, variant: SufficientStatistics): Spreads | null {
  const c = meanAndVariance(control);
  const v = meanAndVariance(variant);
  const pooled = meanAndVariance({
    n: control.n + variant.n,
    sum: control.sum + variant.sum,
    sumOfSquares: control.sumOfSquares + variant.sumOfSquares,
  });
  if (c === null || v === null || pooled === null) return null;
  return { pooled: pooled.variance };
}

function rateSpreads(control: SufficientStatistics, variant: SufficientStatistics): Spreads | null {
  checkRate(control);
  checkRate(variant);
  if (control.n < 2 || variant.n < 2) return null;
  const adjusted = (successes: number, sessions: number): number => {
    const rate = (successes + 1) / (sessions + 2);
    return rate * (1 - rate);
  };
  return { pooled: adjusted(control.sum + variant.sum, control.n + variant.n) };
}
