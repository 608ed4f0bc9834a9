import { regularizedIncompleteBeta } from './incomplete-beta';

/**
 * Student's t distribution with ν degrees of freedom (ν > 0, not necessarily whole: Welch's test gives fractional
 * ones). Read from the incomplete beta function: for x = ν / (ν + t²), P(|T| > |t|) = I_x(ν/2, 1/2)
 * (Abramowitz and Stegun, Handbook of Mathematical Functions, 26.7.1 and 26.5.27).
 */

function checkDegrees(degreesOfFreedom: number): void {
  if (!(degreesOfFreedom > 0)) throw new RangeError(`degrees of freedom must be positive, got ${degreesOfFreedom}`);
}

/** P(|T| >= |t|): the two-sided p-value of a t statistic, computed directly so that tiny values keep their digits. */
export function studentTTwoSidedP(t: number, degreesOfFreedom: number): number {
  checkDegrees(degreesOfFreedom);
  if (Number.isNaN(t)) return Number.NaN;
  if (!Number.isFinite(t)) return 0;
  const t2 = t * t;
  // Both x and 1 − x are formed without subtraction, so neither loses digits when the other is near 1.
  return regularizedIncompleteBeta(
    degreesOfFreedom / (degreesOfFreedom + t2),
    degreesOfFreedom / 2,
    0.5,
    t2 / (degreesOfFreedom + t2),
  );
}

/** P(T <= t). */
export function studentTCdf(t: number, degreesOfFreedom: number): number {
  const tail = studentTTwoSidedP(t, degreesOfFreedom) / 2;
  return t > 0 ? 1 - tail : tail;
}

/**
 * The t with P(T <= t) = p, found by bisection on the CDF. Only intervals need it (never a hot path), and bisection
 * cannot diverge the way Newton's method can in the heavy tails of few degrees of freedom.
 */
export function studentTQuantile(p: number, degreesOfFreedom: number): number {
  checkDegrees(degreesOfFreedom);
  if (!(p >= 0 && p <= 1)) throw new RangeError(`a probability must be in [0, 1], got ${p}`);
  if (p === 0) return Number.NEGATIVE_INFINITY;
  if (p === 1) return Number.POSITIVE_INFINITY;
  if (p === 0.5) return 0;
  if (p < 0.5) return -studentTQuantile(1 - p, degreesOfFreedom);
  // Find the upper-tail probability 1 − p rather than p, so that p near 1 is resolved by the tail's full precision.
  const tail = 1 - p;
  let low = 0;
  let high = 1;
  while (studentTTwoSidedP(high, degreesOfFreedom) / 2 > tail) {
    low = high;
    high *= 2;
  }
  for (let i = 0; i < 200 && high - low > 1e-15 * high; i += 1) {
    const mid = (low + high) / 2;
    if (studentTTwoSidedP(mid, degreesOfFreedom) / 2 > tail) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}
