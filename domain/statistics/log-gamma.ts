/**
 * Natural logarithms of the gamma and beta functions, which the incomplete beta and gamma functions (and so the t,
 * chi-square and beta distributions) are built on. Working in logs keeps Γ(a) finite for the large arguments that
 * session counts produce (Γ(172) already overflows a double).
 */

// Lanczos approximation, g = 7, n = 9 (Press et al., Numerical Recipes, 3rd ed., §6.1, and Godfrey's coefficients):
// relative error below 1e-15 for positive arguments.
const lanczosG = 7;
const lanczosCoefficients = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
  12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
] as const;
const halfLogTwoPi = 0.5 * Math.log(2 * Math.PI);

/** ln Γ(x) for x > 0. */
export function logGamma(x: number): number {
  if (!(x > 0)) throw new RangeError(`logGamma needs a positive argument, got ${x}`);
  // The series loses accuracy below 1/2; the reflection formula moves the argument above it.
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let series = lanczosCoefficients[0];
  for (let i = 1; i < lanczosCoefficients.length; i += 1) series += (lanczosCoefficients[i] ?? 0) / (z + i);
  const t = z + lanczosG + 0.5;
  return halfLogTwoPi + (z + 0.5) * Math.log(t) - t + Math.log(series);
}

// Stirling's series for ln Γ(x) − [(x − ½) ln x − x + ½ ln 2π], terms B₂ₖ / (2k (2k − 1) x²ᵏ⁻¹) for k = 1..7 (Abramowitz
// and Stegun 6.1.40); from x = 10 on the first omitted term is below 1e-16.
const stirlingCoefficients = [1 / 12, -1 / 360, 1 / 1260, -1 / 1680, 1 / 1188, -691 / 360360, 1 / 156] as const;
const stirlingFrom = 10;

function stirlingCorrection(x: number): number {
  const inverseSquare = 1 / (x * x);
  let sum = 0;
  for (let k = stirlingCoefficients.length - 1; k >= 0; k -= 1)
    sum = sum * inverseSquare + (stirlingCoefficients[k] ?? 0);
  return sum / x;
}

/**
 * ln B(a, b) = ln Γ(a) + ln Γ(b) − ln Γ(a + b), for a, b > 0. With a large argument (many sessions, many degrees of
 * freedom) the three log-gammas are huge and nearly cancel, losing up to half the digits; there the Stirling parts
 * are combined by hand so only small quantities are subtracted (the arrangement of R's nmath lbeta.c).
 */
export function logBeta(a: number, b: number): number {
  if (!(a > 0 && b > 0)) throw new RangeError(`logBeta needs positive arguments, got a=${a}, b=${b}`);
  const p = Math.min(a, b);
  const q = Math.max(a, b);
  const sum = p + q;
  if (p >= stirlingFrom) {
    const correction = stirlingCorrection(p) + stirlingCorrection(q) - stirlingCorrection(sum);
    return -0.5 * Math.log(q) + halfLogTwoPi + correction + (p - 0.5) * Math.log(p / sum) + q * Math.log1p(-p / sum);
  }
  if (q >= stirlingFrom) {
    const correction = stirlingCorrection(q) - stirlingCorrection(sum);
    return logGamma(p) + correction + p - p * Math.log(sum) + (q - 0.5) * Math.log1p(-p / sum);
  }
  return logGamma(p) + logGamma(q) - logGamma(sum);
}
