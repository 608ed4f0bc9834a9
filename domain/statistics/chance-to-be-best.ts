import type { DifferenceEstimate } from './difference-estimate';
import { normalCdf } from './normal-distribution';
import { mulberry32 } from './seeded-random';

/**
 * The chance that the control is better than every variant at once, under the same normal approximation as each
 * comparison's chance to beat (goal-comparison.ts). The smallest of the pairwise chances is only an upper bound:
 * "A is ahead of B, C, D and E with at least 58%" was said of a control whose joint chance was 28%.
 *
 * The differences variant − control share the control's mean, so they are correlated: each is drawn as
 *   Dᵢ = dᵢ + √Vcᵢ · Z₀ + √Vvᵢ · Zᵢ,
 * Z₀ the control's noise common to all, Zᵢ each variant's own, so every Dᵢ has its comparison's own mean and
 * variance. The share of draws where every Dᵢ < 0 is the chance. Seeded, so a page reads the same on every load;
 * 20,000 draws give it to within about ±0.007. Never above the smallest pairwise chance, which it estimates a bound
 * of; exactly the pairwise chance with one variant.
 */
const draws = 20_000;
const seed = 0x5e1ec7;

/** The seeded normal draws of stream k (0 the control's, i the i-th variant's): the same on every call, made once. */
const streams: Float64Array[] = [];
function stream(k: number): Float64Array {
  for (let next = streams.length; next <= k; next += 1) {
    const random = mulberry32(seed + next);
    const values = new Float64Array(draws);
    for (let d = 0; d < draws; d += 1) {
      values[d] = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
    }
    streams.push(values);
  }
  return streams[k]!;
}

export function controlChanceToBeBest(estimates: readonly DifferenceEstimate[]): number {
  const pairwise = estimates.map((e) => normalCdf(-e.difference / e.standardError));
  if (pairwise.length === 0) return 1;
  const bound = Math.min(...pairwise);
  if (estimates.length === 1) return bound;
  const common = stream(0);
  const own = estimates.map((_, i) => stream(i + 1));
  const controlSd = estimates.map((e) => Math.sqrt(e.controlVariance));
  const variantSd = estimates.map((e) => Math.sqrt(e.variantVariance));
  let best = 0;
  for (let d = 0; d < draws; d += 1) {
    let controlBest = true;
    for (let i = 0; i < estimates.length && controlBest; i += 1) {
      if (estimates[i]!.difference + controlSd[i]! * common[d]! + variantSd[i]! * own[i]![d]! >= 0) controlBest = false;
    }
    if (controlBest) best += 1;
  }
  return Math.min(bound, best / draws);
}
