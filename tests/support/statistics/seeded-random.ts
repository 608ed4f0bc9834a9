/**
 * A seeded pseudo-random generator for the statistics tests, so simulations give the same numbers on every run.
 * mulberry32 (Tommy Ettinger's 32-bit generator): tiny, fast and good enough for Monte Carlo checks of this size.
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

/** A standard normal draw (Box–Muller); 1 − u keeps the logarithm away from 0. */
export function standardNormal(random: Random): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

/** A whole number in [low, high]. */
export function integerBetween(random: Random, low: number, high: number): number {
  return low + Math.floor(random() * (high - low + 1));
}
