import { type Interval } from './interval';
import { studentTQuantile, studentTTwoSidedP } from './student-t';
import { meanAndVariance, type SufficientStatistics } from './sufficient-statistics';

/**
 * Welch's t-test for the difference of two means (Welch, Biometrika 34, 1947), the test for per-session metrics
 * such as clicks, scroll depth or time on page. Unlike Student's test it does not assume the two arms have equal
 * variances, which a variant that changes behaviour need not keep; with equal variances and sizes it loses almost
 * nothing. It leans on the central limit theorem for skewed metrics, so it wants tens of sessions per arm.
 */
export interface WelchTTest {
  /** mean(variant) − mean(control). */
  readonly difference: number;
  readonly standardError: number;
  readonly t: number;
  /** Welch–Satterthwaite degrees of freedom (fractional). */
  readonly degreesOfFreedom: number;
  /** Two-sided. */
  readonly pValue: number;
  /** Confidence interval for the difference at `confidence` (default 95%). */
  readonly interval: Interval;
}

/**
 * Null when either arm has fewer than two sessions (no variance) or both arms have zero variance (every session the
 * same value): then no standard error exists and any p-value would be invented.
 */
export function welchTTest(
  control: SufficientStatistics,
  variant: SufficientStatistics,
  confidence = 0.95,
): WelchTTest | null {
  const c = meanAndVariance(control);
  const v = meanAndVariance(variant);
  if (c === null || v === null) return null;
  const controlPart = c.variance / c.n;
  const variantPart = v.variance / v.n;
  const squaredError = controlPart + variantPart;
  if (!(squaredError > 0)) return null;
  const standardError = Math.sqrt(squaredError);
  const difference = v.mean - c.mean;
  const t = difference / standardError;
  // Welch–Satterthwaite: the t distribution whose variance matches that of the estimated standard error.
  const degreesOfFreedom =
    (squaredError * squaredError) / ((controlPart * controlPart) / (c.n - 1) + (variantPart * variantPart) / (v.n - 1));
  const margin = studentTQuantile(1 - (1 - confidence) / 2, degreesOfFreedom) * standardError;
  return {
    difference,
    standardError,
    t,
    degreesOfFreedom,
    pValue: studentTTwoSidedP(t, degreesOfFreedom),
    interval: { lower: difference - margin, upper: difference + margin },
  };
}
