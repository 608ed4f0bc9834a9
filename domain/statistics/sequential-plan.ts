import { normalQuantile } from './normal-distribution';
import { mulberry32 } from './seeded-random';
import { mixtureMultiplier } from './sequential-interval';

/**
 * Planning for the test the verdict actually uses: the always-valid interval, looked at once a day, tuned for the
 * test's own size (its maxCases). A fixed-horizon sample size n finds the lift with probability `power` only at a
 * single planned look with the 1.96 multiplier; the always-valid interval is about 3.03 standard errors wide at its
 * tuning point, so stopped at n it finds a real lift far less often (about half the time for 80% planned).
 *
 * The standardized effect the sequential test needs is worked out on the scale-free picture behind it: the z-score
 * of the difference at information fraction t (sessions so far ÷ planned) is Z(t) = (D·t + B(t)) / √t, B a Brownian
 * motion, and the test finds the lift at the first daily look where Z reaches the mixture boundary, whose multiplier
 * depends only on t once it is tuned at the planned size. The drift D at which that happens with probability
 * `power` within the planned looks is found by bisection over simulated paths (common random numbers, so the power
 * is monotone in D); the fixed-horizon drift is z_{1−α/2} + z_power, and the sessions scale with the square of the
 * ratio. docs/statistics.md gives the figures and tests/unit/statistics/sequential-plan.test.ts checks the power by
 * simulating whole tests.
 */

/** Simulated paths per drift: the power each is estimated to within about ±0.7 points. */
const paths = 4_000;
const maxLooks = 100;
const cache = new Map<string, number>();

/**
 * Sessions per arm for the sequential test, from the fixed-horizon sessions per arm: never fewer. `looks` is the
 * number of daily looks the plan expects (its days), at least 1, at most 100.
 */
export function sequentialSessionsPerArm(
  fixedHorizonPerArm: number,
  options: { readonly looks: number; readonly alpha?: number; readonly power?: number },
): number {
  const alpha = options.alpha ?? 0.05;
  const power = options.power ?? 0.8;
  const fixedDrift = normalQuantile(1 - alpha / 2) + normalQuantile(power);
  const ratio = sequentialDrift(options.looks, alpha, power) / fixedDrift;
  return Math.max(fixedHorizonPerArm, Math.ceil(fixedHorizonPerArm * ratio * ratio));
}

/** The standardized effect at the planned size that the daily-looked sequential test finds with `power`. */
export function sequentialDrift(looks: number, alpha = 0.05, power = 0.8): number {
  const k = Math.min(maxLooks, Math.max(1, Math.round(looks)));
  const key = `${k}:${alpha}:${power}`;
  const known = cache.get(key);
  if (known !== undefined) return known;
  // The boundary at each look, in z units: the multiplier depends only on the fraction of the planned sessions.
  const boundary = Array.from({ length: k }, (_, j) => mixtureMultiplier((j + 1) / k, { alpha, tuningSessions: 1 }));
  const increments = standardNormals(paths * k);
  let low = 0;
  let high = 12;
  for (let step = 0; step < 40; step += 1) {
    const drift = (low + high) / 2;
    if (crossingShare(drift, k, boundary, increments) < power) low = drift;
    else high = drift;
  }
  cache.set(key, high);
  return high;
}

/** The share of the simulated paths with drift `drift` whose z-score reaches the boundary at one of the looks. */
function crossingShare(drift: number, looks: number, boundary: readonly number[], normals: Float64Array): number {
  const dt = 1 / looks;
  const step = Math.sqrt(dt);
  let crossed = 0;
  for (let path = 0; path < paths; path += 1) {
    let w = 0;
    for (let j = 0; j < looks; j += 1) {
      w += drift * dt + step * normals[path * looks + j]!;
      if (w / Math.sqrt((j + 1) * dt) >= boundary[j]!) {
        crossed += 1;
        break;
      }
    }
  }
  return crossed / paths;
}

/** Standard normal draws from a fixed seed (mulberry32 and Box–Muller, both halves of each pair), the same on every run. */
function standardNormals(count: number): Float64Array {
  const uniform = mulberry32(0x5eed);
  const out = new Float64Array(count);
  for (let i = 0; i < count; i += 2) {
    const radius = Math.sqrt(-2 * Math.log(1 - uniform()));
    const angle = 2 * Math.PI * uniform();
    out[i] = radius * Math.cos(angle);
    if (i + 1 < count) out[i + 1] = radius * Math.sin(angle);
  }
  return out;
}
