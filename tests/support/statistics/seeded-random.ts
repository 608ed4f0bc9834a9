import type { Random } from '../../../domain/statistics/seeded-random';

// The generator is the domain's (the test planner simulates with it too); the draws below are the tests' own.
export { mulberry32, type Random } from '../../../domain/statistics/seeded-random';

/** A standard normal draw (Box–Muller); 1 − u keeps the logarithm away from 0. */
export function standardNormal(random: Random): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

/** A whole number in [low, high]. */
export function integerBetween(random: Random, low: number, high: number): number {
  return low + Math.floor(random() * (high - low + 1));
}
