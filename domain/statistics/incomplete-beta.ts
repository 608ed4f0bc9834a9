import { logBeta } from './log-gamma';

/**
 * The regularized incomplete beta function I_x(a, b), the CDF of a Beta(a, b) variable at x. The Student t CDF is
 * read from it. Evaluated by the continued fraction of Press et al., Numerical Recipes, 3rd ed., §6.4, with the
 * modified Lentz method.
 */

const epsilon = 1e-15;
const tiny = 1e-300;
// The fraction converges in O(sqrt(max(a, b))) steps; the cap only stops a runaway on impossible input.
const maxIterations = 100_000;

/**
 * I_x(a, b). `complement` is 1 − x: callers that know it more precisely than `1 - x` (x close to 1, as for the t
 * distribution with many degrees of freedom) pass it so no digits are lost to the subtraction.
 */
export function regularizedIncompleteBeta(x: number, a: number, b: number, complement: number = 1 - x): number {
  if (!(a > 0 && b > 0)) throw new RangeError(`incomplete beta needs positive shapes, got a=${a}, b=${b}`);
  if (!(x >= 0 && x <= 1)) throw new RangeError(`incomplete beta needs 0 <= x <= 1, got ${x}`);
  if (x === 0) return 0;
  if (complement === 0) return 1;
  // ln x through log1p(−(1 − x)) when x is near 1: with a in the millions, the last bits of ln x are multiplied by a.
  const logX = x > 0.5 ? Math.log1p(-complement) : Math.log(x);
  const logComplement = complement > 0.5 ? Math.log1p(-x) : Math.log(complement);
  const logFront = a * logX + b * logComplement - logBeta(a, b);
  // The fraction converges fast only on the lower side of the mean; the other side uses I_x(a, b) = 1 − I_{1−x}(b, a).
  if (x < (a + 1) / (a + b + 2)) return (Math.exp(logFront) * continuedFraction(x, a, b)) / a;
  return 1 - (Math.exp(logFront) * continuedFraction(complement, b, a)) / b;
}

function continuedFraction(x: number, a: number, b: number): number {
  const sum = a + b;
  let c = 1;
  let d = nonZero(1 - (sum * x) / (a + 1));
  d = 1 / d;
  let h = d;
  for (let m = 1; m <= maxIterations; m += 1) {
    const m2 = 2 * m;
    const even = (m * (b - m) * x) / ((a - 1 + m2) * (a + m2));
    d = 1 / nonZero(1 + even * d);
    c = nonZero(1 + even / c);
    h *= d * c;
    const odd = (-(a + m) * (sum + m) * x) / ((a + m2) * (a + 1 + m2));
    d = 1 / nonZero(1 + odd * d);
    c = nonZero(1 + odd / c);
    const step = d * c;
    h *= step;
    if (Math.abs(step - 1) < epsilon) return h;
  }
  throw new Error(`incomplete beta did not converge for x=${x}, a=${a}, b=${b}`);
}

function nonZero(value: number): number {
  return Math.abs(value) < tiny ? tiny : value;
}
