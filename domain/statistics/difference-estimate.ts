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
  const controlVariance = spreads.pooled / control.n;
  const variantVariance = spreads.pooled / variant.n;
  const standardError = Math.sqrt(controlVariance + variantVariance);
  if (!(standardError > 0) || !Number.isFinite(standardError)) return null;
  const controlMean = control.sum / control.n;
  const variantMean = variant.sum / variant.n;
  return {
    controlMean,
    variantMean,
    difference: variantMean - controlMean,
    controlVariance,
    variantVariance,
    standardError,
  };
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
