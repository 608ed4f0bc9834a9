import { describe, expect, it } from 'vitest';
import {
  defaultTuningSessions,
  minimumSessionsPerArm,
  mixtureMultiplier,
  sequentialMeanInterval,
  sequentialRateInterval,
} from '../../../domain/statistics/sequential-interval';
import { rateStatistics, statisticsOf } from '../../../domain/statistics/sufficient-statistics';
import { twoProportionZTest } from '../../../domain/statistics/two-proportion-z-test';
import { welchTTest } from '../../../domain/statistics/welch-t-test';
import { falsePositiveShare, type AaSimulation } from '../../support/statistics/a-a-simulation';
import { mulberry32, standardNormal } from '../../support/statistics/seeded-random';

describe('sequential intervals: reference values', () => {
  // A second method, in Python (NumPy 2.4.6, SciPy 1.17.1): the boundary found by root-finding (brentq) on the
  // mixture likelihood ratio itself, √(s²/(s² + τ²)) · exp((θ̂ − θ)² τ² / (2 s² (s² + τ²))) = 1/α, with
  // τ² = κ* N s² / N* and κ* the root of κ = 2 ln(1/α) + ln(1 + κ) (8.211968 for α = 0.05), rather than the
  // closed form the code uses.
  it('rates: 130/1000 against 100/1000, tuned for 1,000 sessions', () => {
    const result = sequentialRateInterval(rateStatistics(100, 1000), rateStatistics(130, 1000));
    expect(result?.estimate).toBeCloseTo(0.03, 14);
    expect(result?.interval.lower).toBeCloseTo(-0.013793174594614118, 10);
    expect(result?.interval.upper).toBeCloseTo(0.07379317459461411, 10);
    expect(result?.significant).toBe(false);
  });

  it('rates: the same data, tuned for 10,000 sessions (a wider interval before the tuning point)', () => {
    const result = sequentialRateInterval(rateStatistics(100, 1000), rateStatistics(130, 1000), {
      tuningSessions: 10_000,
    });
    expect(result?.interval.lower).toBeCloseTo(-0.01783879422297762, 10);
    expect(result?.interval.upper).toBeCloseTo(0.07783879422297763, 10);
  });

  it('means: the exam scores of the Welch example (booklet against no booklet)', () => {
    const result = sequentialMeanInterval(
      statisticsOf([67, 90, 71, 95, 88, 83, 72, 66, 75, 86, 93, 84]),
      statisticsOf([90, 85, 88, 89, 94, 91, 79, 83, 87, 88, 91, 90]),
    );
    expect(result?.estimate).toBeCloseTo(7.083333333333343, 10);
    expect(result?.interval.lower).toBeCloseTo(-12.311079014248755, 9);
    expect(result?.interval.upper).toBeCloseTo(26.477745680915447, 9);
    // The fixed-horizon Welch test calls this significant (p = 0.042); at one look after 24 sessions, the
    // always-valid interval does not.
    expect(result?.significant).toBe(false);
  });

  it('is tightest at the tuning point, where the multiplier is √(κ* + 1) = 3.0351', () => {
    expect(mixtureMultiplier(defaultTuningSessions)).toBeCloseTo(Math.sqrt(8.211968062068253 + 1), 9);
    for (const sessions of [100, 500, 2_000, 10_000]) {
      expect(mixtureMultiplier(sessions)).toBeGreaterThan(mixtureMultiplier(defaultTuningSessions));
    }
  });

  it('calls a clear difference significant', () => {
    const result = sequentialRateInterval(rateStatistics(1000, 10_000), rateStatistics(1300, 10_000));
    expect(result?.significant).toBe(true);
    expect(result?.interval.lower).toBeGreaterThan(0);
  });

  it(`gives no interval below ${minimumSessionsPerArm} sessions per arm, or when neither arm varies`, () => {
    expect(sequentialRateInterval(rateStatistics(0, 9), rateStatistics(9, 9))).toBeNull();
    expect(sequentialMeanInterval(statisticsOf(Array(10).fill(2)), statisticsOf(Array(10).fill(3)))).toBeNull();
  });

  it('is not fooled by a small all-or-nothing split once it answers (10 of 10 against 0 of 10)', () => {
    // With the raw rates both variances would be 0 and the interval a single point; the adjusted variances keep
    // it honest.
    const result = sequentialRateInterval(rateStatistics(0, 10), rateStatistics(10, 10));
    expect(result?.interval.upper).toBeGreaterThan(result?.interval.lower ?? 0);
  });
});

/**
 * A/A tests peeked at daily. Both arms are the same, so "significant" is always a false positive. The seeded
 * generator makes the shares reproducible; the tolerance is for the method, not the seed: the share seen in 200
 * tests of a method whose true rate is exactly 5% has standard deviation √(0.05 × 0.95 / 200) = 0.0154, and
 * exceeds 0.05 + 2.33 × 0.0154 = 0.086 with probability 1%. So a method at or below 5% passes with at least 99%
 * probability on any seed, and one at 10% or more (where naive peeking sits) would fail almost surely. Run with
 * 50 other seeds per metric, the sequential shares averaged 0.016 and never passed 0.035; naive peeking never fell
 * below 0.21 in 20 seeds per metric.
 */
const tolerance = 2.33 * Math.sqrt((0.05 * 0.95) / 200);

const conversions: AaSimulation = {
  tests: 200,
  days: 30,
  sessionsPerArmPerDay: 50,
  // A 10% conversion rate (e.g. form submitted).
  draw: (random) => (random() < 0.1 ? 1 : 0),
};

const timeOnPage: AaSimulation = {
  tests: 200,
  days: 30,
  sessionsPerArmPerDay: 50,
  // Seconds on the page: log-normal, heavily right-skewed like real durations (median 30 s, mean about 49 s).
  draw: (random) => 30 * Math.exp(standardNormal(random)),
};

describe('A/A simulation: 200 tests × 30 daily looks', () => {
  it('the sequential interval on a conversion rate stays within 5% false winners', () => {
    const share = falsePositiveShare(
      conversions,
      mulberry32(20240611),
      (control, variant) => sequentialRateInterval(control, variant)?.significant ?? false,
    );
    // Measured with this seed: 0.025 (5 of 200).
    expect(share).toBeLessThanOrEqual(0.05 + tolerance);
  });

  it('the sequential interval on time on page stays within 5% false winners', () => {
    const share = falsePositiveShare(
      timeOnPage,
      mulberry32(20240612),
      (control, variant) => sequentialMeanInterval(control, variant)?.significant ?? false,
    );
    // Measured with this seed: 0.025 (5 of 200).
    expect(share).toBeLessThanOrEqual(0.05 + tolerance);
  });

  it('naive daily peeking at the fixed-horizon p-value finds far more than 5% false winners', () => {
    // The same A/A tests, stopped at the first day with p < 0.05: the reason the sequential interval exists.
    const rates = falsePositiveShare(
      conversions,
      mulberry32(20240611),
      (control, variant) => (twoProportionZTest(control, variant)?.pValue ?? 1) < 0.05,
    );
    const means = falsePositiveShare(
      timeOnPage,
      mulberry32(20240612),
      (control, variant) => (welchTTest(control, variant)?.pValue ?? 1) < 0.05,
    );
    // Measured with these seeds: 0.22 and 0.255.
    expect(rates).toBeGreaterThan(0.05 + tolerance);
    expect(means).toBeGreaterThan(0.05 + tolerance);
  });
});
