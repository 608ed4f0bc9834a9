import { normalSurvival } from './normal-distribution';
import { checkRate, type SufficientStatistics } from './sufficient-statistics';

/**
 * The pooled two-proportion z-test for rates (engaged, submitted): under "no difference" both arms share one rate,
 * estimated from both together, which gives the standard error. z² is Pearson's chi-square on the 2×2 table, the
 * statistic of R's prop.test(correct = FALSE). The normal approximation wants about five successes and five
 * failures in each arm; with fewer the p-value is rough.
 */
export interface TwoProportionZTest {
  readonly controlRate: number;
  readonly variantRate: number;
  /** rate(variant) − rate(control). */
  readonly difference: number;
  readonly z: number;
  /** Two-sided. */
  readonly pValue: number;
}

/** Null when an arm has no sessions, or the pooled rate is 0 or 1 (no successes or no failures at all: no variance). */
export function twoProportionZTest(
  control: SufficientStatistics,
  variant: SufficientStatistics,
): TwoProportionZTest | null {
  checkRate(control);
  checkRate(variant);
  if (control.n === 0 || variant.n === 0) return null;
  const controlRate = control.sum / control.n;
  const variantRate = variant.sum / variant.n;
  const pooled = (control.sum + variant.sum) / (control.n + variant.n);
  const squaredError = pooled * (1 - pooled) * (1 / control.n + 1 / variant.n);
  if (!(squaredError > 0)) return null;
  const difference = variantRate - controlRate;
  const z = difference / Math.sqrt(squaredError);
  return { controlRate, variantRate, difference, z, pValue: Math.min(1, 2 * normalSurvival(Math.abs(z))) };
}
