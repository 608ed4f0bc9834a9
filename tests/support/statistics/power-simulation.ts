import { sequentialRateInterval } from '../../../domain/statistics/sequential-interval';
import { rateStatistics } from '../../../domain/statistics/sufficient-statistics';
import type { Random } from './seeded-random';

export interface PowerSimulation {
  readonly tests: number;
  readonly days: number;
  readonly sessionsPerArm: number;
  /** The control's conversion rate. */
  readonly baseline: number;
  /** The variant's real relative lift (0.1 for +10%). */
  readonly lift: number;
}

/**
 * Whole tests as owners run them: 50/50, the sessions of each arm arriving evenly over the days, the always-valid
 * interval (tuned for the test's size, as results tune it to maxCases) looked at once a day. The share that find the
 * lift: the interval clear of zero on the variant's side at some look.
 */
export function simulatedPower(simulation: PowerSimulation, random: Random): number {
  const { tests, days, baseline, lift } = simulation;
  const daily = Math.ceil(simulation.sessionsPerArm / days);
  let found = 0;
  for (let test = 0; test < tests; test += 1) {
    let control = 0;
    let variant = 0;
    for (let day = 1; day <= days; day += 1) {
      for (let visitor = 0; visitor < daily; visitor += 1) {
        if (random() < baseline) control += 1;
        if (random() < baseline * (1 + lift)) variant += 1;
      }
      const n = daily * day;
      const interval = sequentialRateInterval(rateStatistics(control, n), rateStatistics(variant, n), {
        tuningSessions: 2 * daily * days,
      });
      if (interval !== null && interval.interval.lower > 0) {
        found += 1;
        break;
      }
    }
  }
  return found / tests;
}
