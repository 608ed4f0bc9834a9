import { regularizedGammaP, regularizedGammaQ } from './incomplete-gamma';

/**
 * The chi-square distribution with k degrees of freedom: CDF P(k/2, x/2) in terms of the regularized incomplete gamma
 * function (Abramowitz and Stegun, Handbook of Mathematical Functions, 26.4.19).
 */

function check(x: number, degreesOfFreedom: number): void {
  if (!(degreesOfFreedom > 0)) throw new RangeError(`degrees of freedom must be positive, got ${degreesOfFreedom}`);
  if (Number.isNaN(x)) throw new RangeError('a chi-square statistic cannot be NaN');
}

/** P(X <= x). */
export function chiSquareCdf(x: number, degreesOfFreedom: number): number {
  check(x, degreesOfFreedom);
  if (x <= 0) return 0;
  if (x === Number.POSITIVE_INFINITY) return 1;
  return regularizedGammaP(degreesOfFreedom / 2, x / 2);
}

/** P(X > x), the p-value of a chi-square statistic, computed directly so that small values keep their digits. */
export function chiSquareSurvival(x: number, degreesOfFreedom: number): number {
  check(x, degreesOfFreedom);
  if (x <= 0) return 1;
  if (x === Number.POSITIVE_INFINITY) return 0;
  return regularizedGammaQ(degreesOfFreedom / 2, x / 2);
}
