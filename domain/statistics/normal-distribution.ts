/**
 * The standard normal distribution: CDF Φ, its upper tail, and its quantile Φ⁻¹. Test statistics, intervals and the
 * large-count Bayesian approximations all go through these.
 */

const sqrtTwoPi = Math.sqrt(2 * Math.PI);

/**
 * Φ(−|z|), the smaller tail, to about 1e-15 relative error everywhere (p-values live in this tail, so relative
 * accuracy matters there). Below |z| = 3, Hart's double-precision rational approximation (Hart et al., Computer
 * Approximations, 1968, algorithm 5666, as printed by West, "Better approximations to cumulative normal functions",
 * Wilmott Magazine, 2005). From 3 on, Laplace's continued fraction for the Mills ratio, whose relative error there
 * is at the rounding level after 80 terms, where Hart's fit degrades to 1e-9 relative.
 */
function lowerTail(absZ: number): number {
  const density = Math.exp((-absZ * absZ) / 2);
  if (absZ < 3) {
    let numerator = 3.52624965998911e-2 * absZ + 0.700383064443688;
    numerator = numerator * absZ + 6.37396220353165;
    numerator = numerator * absZ + 33.912866078383;
    numerator = numerator * absZ + 112.079291497871;
    numerator = numerator * absZ + 221.213596169931;
    numerator = numerator * absZ + 220.206867912376;
    let denominator = 8.83883476483184e-2 * absZ + 1.75566716318264;
    denominator = denominator * absZ + 16.064177579207;
    denominator = denominator * absZ + 86.7807322029461;
    denominator = denominator * absZ + 296.564248779674;
    denominator = denominator * absZ + 637.333633378831;
    denominator = denominator * absZ + 793.826512519948;
    denominator = denominator * absZ + 440.413735824752;
    return (density * numerator) / denominator;
  }
  // 1 − Φ(z) = φ(z) / (z + 1/(z + 2/(z + 3/(z + ...)))), evaluated from the bottom up.
  let fraction = absZ;
  for (let k = millsRatioTerms; k >= 1; k -= 1) fraction = absZ + k / fraction;
  return density / fraction / sqrtTwoPi;
}

const millsRatioTerms = 80;

/** Φ(z) = P(Z <= z). */
export function normalCdf(z: number): number {
  if (Number.isNaN(z)) return Number.NaN;
  const tail = lowerTail(Math.abs(z));
  return z > 0 ? 1 - tail : tail;
}

/** 1 − Φ(z) = P(Z > z), without the cancellation of `1 - normalCdf(z)` for large z. */
export function normalSurvival(z: number): number {
  return normalCdf(-z);
}

/** The density φ(z). */
export function normalDensity(z: number): number {
  return Math.exp((-z * z) / 2) / sqrtTwoPi;
}

// Acklam's rational approximation to Φ⁻¹ (relative error 1.15e-9), refined below to full precision.
const a = [
  -3.969683028665376e1, 2.209460984245205e2, -2.759285104469687e2, 1.38357751867269e2, -3.066479806614716e1,
  2.506628277459239,
] as const;
const b = [
  -5.447609879822406e1, 1.615858368580409e2, -1.556989798598866e2, 6.680131188771972e1, -1.328068155288572e1,
] as const;
const c = [
  -7.784894002430293e-3, -3.223964580411365e-1, -2.400758277161838, -2.549732539343734, 4.374664141464968,
  2.938163982698783,
] as const;
const d = [7.784695709041462e-3, 3.224671290700398e-1, 2.445134137142996, 3.754408661907416] as const;
const lowBreak = 0.02425;

function acklam(p: number): number {
  if (p < lowBreak) {
    const q = Math.sqrt(-2 * Math.log(p));
    return (
      (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) /
      ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1)
    );
  }
  if (p > 1 - lowBreak) return -acklam(1 - p);
  const q = p - 0.5;
  const r = q * q;
  return (
    ((((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q) /
    (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1)
  );
}

/** Φ⁻¹(p): the z with Φ(z) = p, for 0 < p < 1 (±Infinity at 0 and 1). */
export function normalQuantile(p: number): number {
  if (!(p >= 0 && p <= 1)) throw new RangeError(`a probability must be in [0, 1], got ${p}`);
  if (p === 0) return Number.NEGATIVE_INFINITY;
  if (p === 1) return Number.POSITIVE_INFINITY;
  // Work in the lower half so the refinement compares small tail probabilities, which Φ gives to full precision.
  if (p > 0.5) return -normalQuantile(1 - p);
  const x = acklam(p);
  // One step of Halley's method (Acklam's own suggestion) brings the 1e-9 approximation to machine precision.
  const error = normalCdf(x) - p;
  const u = error * sqrtTwoPi * Math.exp((x * x) / 2);
  return x - u / (1 + (x * u) / 2);
}
