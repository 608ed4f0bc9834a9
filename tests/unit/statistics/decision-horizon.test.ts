import { describe, expect, it } from 'vitest';
import { decidingPairSessions } from '../../../domain/statistics/decision-horizon';
import { mixtureMultiplier, sequentialRateInterval } from '../../../domain/statistics/sequential-interval';
import { rateStatistics } from '../../../domain/statistics/sufficient-statistics';

/** The interval's full width on two arms of `perArm` sessions each converting at `rate`, as the results page has it. */
function widthAt(perArm: number, rate: number, tuningSessions: number): number {
  const arm = rateStatistics(Math.round(perArm * rate), perArm);
  const result = sequentialRateInterval(arm, arm, { tuningSessions });
  if (result === null) throw new Error('no interval');
  return result.interval.upper - result.interval.lower;
}

describe('decidingPairSessions', () => {
  it('is where the interval the page will draw becomes narrower than the smallest lift worth finding', () => {
    // 10% conversion, 1,000 sessions an arm so far, planned for +10% (a difference of 0.01), tuned for 30,000.
    const tuningSessions = 30_000;
    const now = sequentialRateInterval(rateStatistics(100, 1_000), rateStatistics(100, 1_000), { tuningSessions });
    const halfWidth = now === null ? 0 : (now.interval.upper - now.interval.lower) / 2;
    const deciding = decidingPairSessions({
      pairSessions: 2_000,
      halfWidth,
      decisiveWidth: 0.01,
      options: { tuningSessions },
    });
    expect(deciding).not.toBeNull();
    const perArm = (deciding ?? 0) / 2;
    // The page's own interval at that many sessions, at the same rate: narrow enough, and not 2% sooner (the
    // forecast reads the noise off today's 100 of 1,000, whose adjusted rate 101/1,002 is a little above 10%).
    expect(widthAt(perArm, 0.1, tuningSessions)).toBeLessThanOrEqual(0.01);
    expect(widthAt(Math.round(perArm * 0.98), 0.1, tuningSessions)).toBeGreaterThan(0.01);
  });

  it('at the tuning point needs a width of 2·√(κ* + 1) standard errors (Howard et al. 2021; κ* = 8.211968)', () => {
    // Tuned for 10,000 sessions: at 10,000 the multiplier is √(κ* + 1) = 3.035, the boundary's narrowest point.
    const options = { tuningSessions: 10_000 };
    expect(mixtureMultiplier(10_000, options)).toBeCloseTo(Math.sqrt(8.211968 + 1), 5);
    // A standard error of 0.002 at 2,500 sessions is 0.001 at 10,000 (1/√n): decided there at a width of 2 × 3.035.
    const halfWidth = mixtureMultiplier(2_500, options) * 0.002;
    const deciding = decidingPairSessions({
      pairSessions: 2_500,
      halfWidth,
      decisiveWidth: 2 * Math.sqrt(8.211968 + 1) * 0.001,
      options,
    });
    expect(deciding).toBeGreaterThanOrEqual(9_999);
    expect(deciding).toBeLessThanOrEqual(10_001);
  });

  it('grows four times for half the lift, less the narrowing towards the tuning point (the 1/√n law)', () => {
    const options = { tuningSessions: 50_000 };
    const input = { pairSessions: 2_000, halfWidth: 0.02, options };
    const forTen = decidingPairSessions({ ...input, decisiveWidth: 0.01 }) ?? 0;
    const forFive = decidingPairSessions({ ...input, decisiveWidth: 0.005 }) ?? 0;
    const narrowing = (mixtureMultiplier(forFive, options) / mixtureMultiplier(forTen, options)) ** 2;
    expect(narrowing).toBeLessThan(1);
    expect(forFive / forTen).toBeCloseTo(4 * narrowing, 3);
  });

  it('is now when the interval is already decisive, and never without noise or a lift to find', () => {
    const options = { tuningSessions: 1_000 };
    expect(decidingPairSessions({ pairSessions: 800, halfWidth: 0.001, decisiveWidth: 0.01, options })).toBe(800);
    expect(decidingPairSessions({ pairSessions: 800, halfWidth: 0, decisiveWidth: 0.01, options })).toBeNull();
    expect(decidingPairSessions({ pairSessions: 800, halfWidth: 0.01, decisiveWidth: 0, options })).toBeNull();
    expect(decidingPairSessions({ pairSessions: 0, halfWidth: 0.01, decisiveWidth: 0.01, options })).toBeNull();
  });

  it('gives up on a lift too small to find in any number of sessions anyone has', () => {
    const deciding = decidingPairSessions({
      pairSessions: 100,
      halfWidth: 0.5,
      decisiveWidth: 1e-9,
      options: { tuningSessions: 1_000 },
    });
    expect(deciding).toBeNull();
  });
});
