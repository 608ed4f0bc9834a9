import { describe, expect, it } from 'vitest';
import {
  estimateDuration,
  isFeasibleWithin,
  requiredSessionsPerArm,
  requiredSessionsPerArmForMean,
  totalSessionsNeeded,
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

describe('requiredSessionsPerArmForMean (two-sided α = 0.05, power 0.8 unless stated)', () => {
  it('matches the textbook two-sample figure for an effect of half a standard deviation', () => {
    // Chow, Shao and Wang, Sample Size Calculations in Clinical Research, §3.2 (two-sample parallel design, normal
    // approximation): n = 2 (z_{0.975} + z_{0.8})² σ² / δ² with δ/σ = 0.5 is 62.79, so 63 per arm. Cohen's (1988)
    // t-based table gives 64 for d = 0.5; the normal approximation is one session lower at this size. A lift of
    // 10% on a metric whose σ is a fifth of its mean (CV 0.2) is that same effect, d = 0.1 / 0.2.
    expect(requiredSessionsPerArmForMean({ coefficientOfVariation: 1, minimumRelativeLift: 0.5 })).toBe(63);
    expect(requiredSessionsPerArmForMean({ coefficientOfVariation: 0.2, minimumRelativeLift: 0.1 })).toBe(63);
  });

  // Further values of the same formula, recomputed in Python 3.11 (statistics.NormalDist().inv_cdf) and rounded up.
  it.each([
    [1, 0.2, 0.05, 0.8, 393],
    [1, 0.1, 0.05, 0.8, 1_570],
    [2, 0.1, 0.05, 0.8, 6_280],
    [1, -0.1, 0.05, 0.8, 1_570],
    [1, 0.1, 0.01, 0.9, 2_976],
  ])('CV %s, lift %s, α %s, power %s → %s per arm', (coefficientOfVariation, minimumRelativeLift, alpha, power, n) => {
    expect(requiredSessionsPerArmForMean({ coefficientOfVariation, minimumRelativeLift, alpha, power })).toBe(n);
  });

  it('has no answer for a lift of 0, and refuses a spread that is not positive', () => {
    expect(requiredSessionsPerArmForMean({ coefficientOfVariation: 1, minimumRelativeLift: 0 })).toBeNull();
    expect(() => requiredSessionsPerArmForMean({ coefficientOfVariation: 0, minimumRelativeLift: 0.1 })).toThrow(
      RangeError,
    );
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

  it('counts the sessions of the whole test without traffic too, leaving out arms allocated 0%', () => {
    expect(totalSessionsNeeded(1031)).toBe(2062);
    expect(totalSessionsNeeded(1000, [0, 50, 50])).toBe(2000);
    expect(() => totalSessionsNeeded(1000, [0, 0])).toThrow(RangeError);
  });

  it('never finishes without traffic', () => {
    const estimate = estimateDuration(1000, 0);
    expect(estimate).toBeNull();
    expect(isFeasibleWithin(estimate, 365)).toBe(false);
  });
});
