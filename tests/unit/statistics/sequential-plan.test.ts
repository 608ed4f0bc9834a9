import { describe, expect, it } from 'vitest';
import { requiredSessionsPerArm } from '../../../domain/statistics/required-sample-size';
import { sequentialRateInterval } from '../../../domain/statistics/sequential-interval';
import { sequentialDrift, sequentialSessionsPerArm } from '../../../domain/statistics/sequential-plan';
import { rateStatistics } from '../../../domain/statistics/sufficient-statistics';

/** mulberry32: a small seeded generator, so the simulation is the same on every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Whole tests as owners run them: 50/50, `perArm` sessions per arm arriving evenly over `days`, the always-valid
 * interval (tuned for the test's size, as results tune it to maxCases) looked at once a day. The share that find the
 * lift: the interval clear of zero on the variant's side at some look.
 */
function simulatedPower(baseline: number, lift: number, perArm: number, days: number, tests: number): number {
  const random = seeded(20261124);
  const daily = Math.ceil(perArm / days);
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

describe('planning for the always-valid interval looked at daily', () => {
  const fixed = requiredSessionsPerArm({ baselineRate: 0.1, minimumRelativeLift: 0.1 }) ?? 0;

  it('asks for about 1.7 to 1.9 times the fixed-horizon sessions, more when looked at less often', () => {
    // 14,313 per arm for a 10% rate and +10% at a single look (required-sample-size.ts).
    expect(fixed).toBe(14_313);
    const ratio = (looks: number) => sequentialSessionsPerArm(fixed, { looks }) / fixed;
    expect(ratio(30)).toBeGreaterThan(1.65);
    expect(ratio(30)).toBeLessThan(1.8);
    // One look, at the end: the boundary's 3.03 against 1.96, so ((3.03 + 0.84) / (1.96 + 0.84))² ≈ 1.9.
    expect(ratio(1)).toBeCloseTo(1.9, 1);
    expect(sequentialDrift(1)).toBeGreaterThan(sequentialDrift(30));
  });

  it('finds a real +10% lift on a 10% rate 80% ± 3 points of the time over 2,000 simulated tests of 30 days', () => {
    const planned = sequentialSessionsPerArm(fixed, { looks: 30 });
    const power = simulatedPower(0.1, 0.1, planned, 30, 2_000);
    expect(power).toBeGreaterThan(0.77);
    expect(power).toBeLessThan(0.83);
  }, 60_000);

  it('stopped at the fixed-horizon size instead, finds it only about half the time (why the plan asks for more)', () => {
    const power = simulatedPower(0.1, 0.1, fixed, 30, 1_000);
    expect(power).toBeGreaterThan(0.4);
    expect(power).toBeLessThan(0.62);
  }, 60_000);
});
