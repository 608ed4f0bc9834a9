import { describe, expect, it } from 'vitest';
import { requiredSessionsPerArm } from '../../../domain/statistics/required-sample-size';
import { sequentialDrift, sequentialSessionsPerArm } from '../../../domain/statistics/sequential-plan';
import { simulatedPower } from '../../support/statistics/power-simulation';
import { mulberry32 } from '../../support/statistics/seeded-random';

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
    const power = simulatedPower(
      { baseline: 0.1, lift: 0.1, sessionsPerArm: planned, days: 30, tests: 2_000 },
      mulberry32(20261124),
    );
    expect(power).toBeGreaterThan(0.77);
    expect(power).toBeLessThan(0.83);
  }, 60_000);

  it('stopped at the fixed-horizon size instead, finds it only about half the time (why the plan asks for more)', () => {
    const power = simulatedPower(
      { baseline: 0.1, lift: 0.1, sessionsPerArm: fixed, days: 30, tests: 1_000 },
      mulberry32(20261124),
    );
    expect(power).toBeGreaterThan(0.4);
    expect(power).toBeLessThan(0.62);
  }, 60_000);
});
