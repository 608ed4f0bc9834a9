/**
 * A seeded pseudo-random generator, so simulations give the same numbers on every run: the planner's (sequential-
 * plan.ts) and the statistics tests' alike. mulberry32 (Tommy Ettinger's 32-bit generator): tiny, fast and good
 * enough for Monte Carlo work of this size.
 */
export type Random = () => number;

export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
