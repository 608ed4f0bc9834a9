import { logGamma } from './log-gamma';

/**
 * The regularized incomplete gamma functions P(a, x) and Q(a, x) = 1 − P(a, x). The chi-square distribution with k
 * degrees of freedom has CDF P(k/2, x/2). Evaluated as in Press et al., Numerical Recipes, 3rd ed., §6.2: the series
 * below x = a + 1 and the continued fraction (modified Lentz) above it, where each converges quickly.
 */

const epsilon = 1e-15;
const tiny = 1e-300;
const maxIterations = 100_000;

/** P(a, x), the lower regularized incomplete gamma function, for a > 0 and x >= 0. */
export function regularizedGammaP(a: number, x: number): number {
  check(a, x);
  if (x === 0) return 0;
  return x < a + 1 ? series(a, x) : 1 - continuedFraction(a, x);
}

/** Q(a, x) = 1 − P(a, x), computed directly so that small upper tails (p-values) keep their digits. */
export function regularizedGammaQ(a: number, x: number): number {
  check(a, x);
  if (x === 0) return 1;
  return x < a + 1 ? 1 - series(a, x) : continuedFraction(a, x);
}

function check(a: number, x: number): void {
  if (!(a > 0)) throw new RangeError(`incomplete gamma needs a positive shape, got ${a}`);
  if (!(x >= 0)) throw new RangeError(`incomplete gamma needs x >= 0, got ${x}`);
}

function logFront(a: number, x: number): number {
  return -x + a * Math.log(x) - logGamma(a);
}

function series(a: number, x: number): number {
  let term = 1 / a;
  let sum = term;
  for (let n = 1; n <= maxIterations; n += 1) {
    term *= x / (a + n);
    sum += term;
    if (Math.abs(term) < Math.abs(sum) * epsilon) return sum * Math.exp(logFront(a, x));
  }
  throw new Error(`incomplete gamma series did not converge for a=${a}, x=${x}`);
}

function continuedFraction(a: number, x: number): number {
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i <= maxIterations; i += 1) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const step = d * c;
    h *= step;
    if (Math.abs(step - 1) < epsilon) return Math.exp(logFront(a, x)) * h;
  }
  throw new Error(`incomplete gamma continued fraction did not converge for a=${a}, x=${x}`);
}
