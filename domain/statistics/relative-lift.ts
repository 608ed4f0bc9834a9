import { type Interval } from './interval';
import { studentTQuantile, studentTTwoSidedP } from './student-t';
import { meanAndVariance, type SufficientStatistics } from './sufficient-statistics';

/**
 * The relative lift of a variant over control, mean(variant) / mean(control) − 1 (+0.12 reads "12% better"), with
 * its test and confidence interval by the delta method (Deng, Knoblich and Lu, "Applying the Delta Method in Metric
 * Analytics", KDD 2018). For independent means with ratio r = μv/μc,
 *   Var(r) ≈ r² (σv² / (nv μv²) + σc² / (nc μc²)) = σv² / (nv μc²) + μv² σc² / (nc μc⁴),
 * the second form also holding when μv = 0. Its two terms, the variant's and the control's, are combined as Welch
 * combines two variances (Welch–Satterthwaite degrees of freedom), and the test and the interval both use that t
 * distribution: the p-value is below 0.05 exactly when the 95% interval leaves out 0, so the figures shown side by
 * side never disagree. The delta method is a large-sample approximation, rough while either arm has few sessions or
 * the control mean is itself noisy (its standard error a sizeable fraction of it).
 */
export interface RelativeLift {
  readonly estimate: number;
  readonly standardError: number;
  /** Welch–Satterthwaite, from the variance's two terms (fractional). */
  readonly degreesOfFreedom: number;
  /** Two-sided, of no lift (r = 1). */
  readonly pValue: number;
  /** At `confidence` (default 95%). */
  readonly interval: Interval;
}

/**
 * Null when the control mean is 0 (no lift relative to nothing), an arm has fewer than two sessions, or the standard
 * error comes out 0. The last happens when the variant has mean 0 (0 of 100 converted: the formula is left with the
 * variant's own variance, also 0) or neither arm varies; an interval of zero width there would claim a certainty
 * the data do not have.
 */
export function relativeLift(
  control: SufficientStatistics,
  variant: SufficientStatistics,
  confidence = 0.95,
): RelativeLift | null {
  const c = meanAndVariance(control);
  const v = meanAndVariance(variant);
  if (c === null || v === null || c.mean === 0) return null;
  const controlSquare = c.mean * c.mean;
  const estimate = v.mean / c.mean - 1;
  const variantPart = v.variance / (v.n * controlSquare);
  const controlPart = (v.mean * v.mean * c.variance) / (c.n * controlSquare * controlSquare);
  const variance = variantPart + controlPart;
  if (!(variance > 0)) return null;
  const standardError = Math.sqrt(variance);
  const degreesOfFreedom =
    (variance * variance) / ((variantPart * variantPart) / (v.n - 1) + (controlPart * controlPart) / (c.n - 1));
  const margin = studentTQuantile(1 - (1 - confidence) / 2, degreesOfFreedom) * standardError;
  return {
    estimate,
    standardError,
    degreesOfFreedom,
    pValue: studentTTwoSidedP(estimate / standardError, degreesOfFreedom),
    interval: { lower: estimate - margin, upper: estimate + margin },
  };
}
