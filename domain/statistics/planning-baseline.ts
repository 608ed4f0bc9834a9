import type { GoalComparison } from './goal-comparison';
import { meanAndVariance, type SufficientStatistics } from './sufficient-statistics';

/**
 * What a sample size is planned from, besides the lift: the control's rate for a rate goal; for a mean goal the
 * coefficient of variation σ/μ, the metric's spread relative to its average (the mean itself cancels out).
 */
export type PlanningBaseline =
  { readonly kind: 'rate'; readonly rate: number } | { readonly kind: 'mean'; readonly coefficientOfVariation: number };

export interface BaselineChoice {
  readonly baseline: PlanningBaseline;
  /**
   * Measured on the page's past tests, or assumed because they say too little; for a conversion goal, the rate its
   * owner expects (entered) or a typical one (assumed).
   */
  readonly source: 'page-history' | 'assumed' | 'entered';
}

/**
 * A typical share of sessions that reach a conversion goal (a purchase, a sign-up) where the owner gives none: online
 * shops commonly convert 2-3% of sessions.
 */
export const assumedConversionRate = 0.03;

/**
 * The baseline for planning a test on a conversion goal, which the page's past tests do not measure: the rate its
 * owner expects (a fraction strictly between 0 and 1), else the typical one.
 */
export function conversionBaseline(expectedRate: number | null): BaselineChoice {
  return expectedRate !== null && expectedRate > 0 && expectedRate < 1
    ? { baseline: { kind: 'rate', rate: expectedRate }, source: 'entered' }
    : { baseline: { kind: 'rate', rate: assumedConversionRate }, source: 'assumed' };
}

/** Below this many sessions a page's history is too noisy to plan from (a rate of 5% is ±4 points at 100). */
export const minimumHistorySessions = 100;

/**
 * Used when a page has no usable history: rough values for a landing page, where a few percent of sessions submit
 * its form and about half are engaged (10 s or more, a click or a form submission).
 */
export const assumedRates: Readonly<Record<'submitted' | 'engaged', number>> = { submitted: 0.05, engaged: 0.5 };

/**
 * Counts and durations per session are skewed (many zeros, a long tail), so their standard deviation is usually
 * about as large as their mean or larger: CV 1 is the customary starting point (an exponential distribution's CV).
 */
export const assumedCoefficientOfVariation = 1;

/**
 * The baseline for planning a test on `goal`, from `history` (the goal metric over every session of the page's past
 * tests: n, Σx, Σx²) when it has at least `minimumHistorySessions` and shows variation: a rate strictly between 0 and
 * 1, or a mean above 0 with a spread. A rate of 0 or a mean of 0 cannot be lifted by a relative amount, and no
 * spread would plan for a handful of sessions, so both fall back to the assumed value.
 */
export function planningBaseline(goal: GoalComparison, history: SufficientStatistics): BaselineChoice {
  if (goal.kind === 'rate') {
    const rate = history.n > 0 ? history.sum / history.n : 0;
    return history.n >= minimumHistorySessions && rate > 0 && rate < 1
      ? { baseline: { kind: 'rate', rate }, source: 'page-history' }
      : { baseline: { kind: 'rate', rate: assumedRates[goal.metric] }, source: 'assumed' };
  }
  const stats = history.n >= minimumHistorySessions ? meanAndVariance(history) : null;
  return stats !== null && stats.mean > 0 && stats.variance > 0
    ? {
        baseline: { kind: 'mean', coefficientOfVariation: Math.sqrt(stats.variance) / stats.mean },
        source: 'page-history',
      }
    : { baseline: { kind: 'mean', coefficientOfVariation: assumedCoefficientOfVariation }, source: 'assumed' };
}
