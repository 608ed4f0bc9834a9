import { type SufficientStatistics } from '../../../domain/statistics/sufficient-statistics';
import { type Random } from './seeded-random';

/**
 * Simulated A/A tests: both arms draw from the same distribution, so every "significant" result is a false one.
 * Each test runs for `days` days with `sessionsPerArmPerDay` new sessions per arm, and is looked at once a day;
 * a test counts as a false positive if any look says significant (an owner who stops at the first "winner").
 */
export interface AaSimulation {
  readonly tests: number;
  readonly days: number;
  readonly sessionsPerArmPerDay: number;
  readonly draw: (random: Random) => number;
}

/** `significantAt` answers one look; the result is the share of tests in which any look answered true. */
export function falsePositiveShare(
  simulation: AaSimulation,
  random: Random,
  significantAt: (control: SufficientStatistics, variant: SufficientStatistics) => boolean,
): number {
  let falsePositives = 0;
  for (let test = 0; test < simulation.tests; test += 1) {
    const arms = [
      { n: 0, sum: 0, sumOfSquares: 0 },
      { n: 0, sum: 0, sumOfSquares: 0 },
    ];
    let flagged = false;
    for (let day = 0; day < simulation.days; day += 1) {
      for (const arm of arms) {
        for (let i = 0; i < simulation.sessionsPerArmPerDay; i += 1) {
          const value = simulation.draw(random);
          arm.n += 1;
          arm.sum += value;
          arm.sumOfSquares += value * value;
        }
      }
      const [control, variant] = arms;
      // Every day is simulated even after a flag, so each test uses the same number of draws whatever is measured.
      if (!flagged && control !== undefined && variant !== undefined && significantAt(control, variant)) flagged = true;
    }
    if (flagged) falsePositives += 1;
  }
  return falsePositives / simulation.tests;
}
