import { describe, expect, it } from 'vitest';
import {
  estimateDuration,
  isFeasibleWithin,
  requiredSessionsPerArm,
} from '../../../domain/statistics/required-sample-size';

describe('requiredSessionsPerArm (two-sided α = 0.05, power 0.8 unless stated)', () => {
  it("matches Evan Miller's sample size calculator on its default inputs", () => {
    // evanmiller.org/ab-testing/sample-size.html with baseline 20%, minimum detectable effect 5 percentage points
    // (absolute, so +25% relative), power 80%, significance 5% shows 1,030 per variation. The unrounded value of
    // the formula is 1030.22 (recomputed with SciPy 1.17.1 norm.ppf); we round up, so 1,031.
    expect(requiredSessionsPerArm({ baselineRate: 0.2, minimumRelativeLift: 0.25 })).toBe(1031);
  });

  // Further values of the same formula, recomputed in Python (SciPy 1.17.1 norm.ppf) and rounded up.
  it.each([
    [0.05, 0.1, 0.05, 0.8, 30_245],
    [0.1, 0.2, 0.05, 0.8, 3_623],
    [0.03, -0.15, 0.05, 0.8, 22_057],
    [0.1, 0.2, 0.01, 0.9, 6_886],
  ])(
    'baseline %s, lift %s, α %s, power %s → %s per arm',
    (baselineRate, minimumRelativeLift, alpha, power, expected) => {
      expect(requiredSessionsPerArm({ baselineRate, minimumRelativeLift, alpha, power })).toBe(expected);
    },
  );

  it('needs about four times the sessions for half the lift', () => {
    const tenPercent = requiredSessionsPerArm({ baselineRate: 0.1, minimumRelativeLift: 0.1 }) ?? 0;
    const fivePercent = requiredSessionsPerArm({ baselineRate: 0.1, minimumRelativeLift: 0.05 }) ?? 0;
    expect(fivePercent / tenPercent).toBeGreaterThan(3.8);
    expect(fivePercent / tenPercent).toBeLessThan(4.1);
  });

  it('has no answer for a lift of 0 or one that takes the rate past 100%', () => {
    expect(requiredSessionsPerArm({ baselineRate: 0.1, minimumRelativeLift: 0 })).toBeNull();
    expect(requiredSessionsPerArm({ baselineRate: 0.6, minimumRelativeLift: 0.8 })).toBeNull();
    expect(() => requiredSessionsPerArm({ baselineRate: 0, minimumRelativeLift: 0.1 })).toThrow(RangeError);
  });
});

describe('estimateDuration and isFeasibleWithin', () => {
  it('a 50/50 test needing 1,031 per arm at 150 sessions a day: 2,062 sessions, ⌈2,062 / 150⌉ = 14 days', () => {
    const estimate = estimateDuration(1031, 150);
    expect(estimate).toEqual({ sessionsPerArm: 1031, totalSessions: 2062, days: 14 });
    expect(isFeasibleWithin(estimate, 14)).toBe(true);
    expect(isFeasibleWithin(estimate, 13)).toBe(false);
  });

  it('lets the smallest arm decide when the split is uneven', () => {
    // 20% to the variant: 1,000 sessions there need 5,000 in all.
    expect(estimateDuration(1000, 500, [80, 20])).toEqual({ sessionsPerArm: 1000, totalSessions: 5000, days: 10 });
    // Three arms 34/33/33: 1,000 / 0.33 = 3,030.3, so 3,031 sessions.
    expect(estimateDuration(1000, 1000, [34, 33, 33])?.totalSessions).toBe(3031);
  });

  it('never finishes without traffic', () => {
    const estimate = estimateDuration(1000, 0);
    expect(estimate).toBeNull();
    expect(isFeasibleWithin(estimate, 365)).toBe(false);
  });
});
