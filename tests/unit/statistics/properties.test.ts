import { describe, expect, it } from 'vitest';
import { meanChanceToBeat, rateChanceToBeat } from '../../../domain/statistics/chance-to-beat';
import { relativeLift } from '../../../domain/statistics/relative-lift';
import { sampleRatioMismatch } from '../../../domain/statistics/sample-ratio-mismatch';
import { sequentialMeanInterval, sequentialRateInterval } from '../../../domain/statistics/sequential-interval';
import { rateStatistics, type SufficientStatistics } from '../../../domain/statistics/sufficient-statistics';
import { twoProportionZTest } from '../../../domain/statistics/two-proportion-z-test';
import { welchTTest } from '../../../domain/statistics/welch-t-test';
import { integerBetween, mulberry32, type Random } from '../../support/statistics/seeded-random';

/**
 * Properties every result must have, checked over a spread of generated arms (seeded, so failures reproduce):
 * small and large, balanced and lopsided, rates near 0, ½ and 1, means with small and large spread.
 */

function meanArm(random: Random): SufficientStatistics {
  const n = integerBetween(random, 10, 5000);
  const mean = random() * 100;
  const sd = 0.1 + random() * 50;
  return { n, sum: n * mean, sumOfSquares: (n - 1) * sd * sd + n * mean * mean };
}

function rateArm(random: Random): SufficientStatistics {
  const n = integerBetween(random, 10, 5000);
  const rate = [0.01, 0.05, 0.3, 0.5, 0.9, 0.99][integerBetween(random, 0, 5)] ?? 0.5;
  // At least one success and one failure: an arm of all 0s or all 1s has no variance to test with.
  const successes = Math.round(n * rate * (0.8 + 0.4 * random()));
  return rateStatistics(Math.min(n - 1, Math.max(1, successes)), n);
}

function pairs(
  make: (random: Random) => SufficientStatistics,
  seed: number,
): [string, SufficientStatistics, SufficientStatistics][] {
  const random = mulberry32(seed);
  return Array.from({ length: 150 }, (_, i) => {
    const control = make(random);
    const variant = make(random);
    return [`#${i}: ${control.sum}/${control.n} vs ${variant.sum}/${variant.n}`, control, variant];
  });
}

const meanPairs = pairs(meanArm, 1);
const ratePairs = pairs(rateArm, 2);

describe('properties on generated means', () => {
  it.each(meanPairs)('%s', (_name, control, variant) => {
    const welch = welchTTest(control, variant);
    const swapped = welchTTest(variant, control);
    if (welch === null || swapped === null) throw new Error('arms of 10+ sessions with spread must be testable');
    expect(welch.pValue).toBeGreaterThanOrEqual(0);
    expect(welch.pValue).toBeLessThanOrEqual(1);
    expect(welch.interval.lower).toBeLessThanOrEqual(welch.difference);
    expect(welch.interval.upper).toBeGreaterThanOrEqual(welch.difference);
    // Swapping arms flips the difference and t, and leaves the p-value and degrees of freedom alone.
    expect(swapped.difference).toBeCloseTo(-welch.difference, 9);
    expect(swapped.t).toBeCloseTo(-welch.t, 9);
    expect(swapped.pValue).toBeCloseTo(welch.pValue, 12);
    expect(swapped.degreesOfFreedom).toBeCloseTo(welch.degreesOfFreedom, 6);

    const lift = relativeLift(control, variant);
    const liftBack = relativeLift(variant, control);
    if (lift !== null && liftBack !== null) {
      expect(lift.interval.lower).toBeLessThanOrEqual(lift.estimate);
      expect(lift.interval.upper).toBeGreaterThanOrEqual(lift.estimate);
      // A relative lift does not simply change sign: (1 + L)(1 + L′) = 1.
      expect((1 + lift.estimate) * (1 + liftBack.estimate)).toBeCloseTo(1, 9);
    }

    const chance = meanChanceToBeat(control, variant) ?? Number.NaN;
    expect(chance).toBeGreaterThanOrEqual(0);
    expect(chance).toBeLessThanOrEqual(1);
    expect(meanChanceToBeat(variant, control)).toBeCloseTo(1 - chance, 12);

    const sequential = sequentialMeanInterval(control, variant);
    const sequentialBack = sequentialMeanInterval(variant, control);
    if (sequential === null || sequentialBack === null) throw new Error('arms of 10+ sessions must get an interval');
    expect(sequential.estimate).toBeCloseTo(welch.difference, 9);
    expect(sequential.interval.lower).toBeLessThanOrEqual(sequential.estimate);
    expect(sequential.interval.upper).toBeGreaterThanOrEqual(sequential.estimate);
    expect(sequentialBack.interval.lower).toBeCloseTo(-sequential.interval.upper, 9);
    expect(sequentialBack.interval.upper).toBeCloseTo(-sequential.interval.lower, 9);
    // Valid at every look costs width: never narrower than the fixed-horizon normal 95% interval.
    const fixedMargin = 1.959963984540054 * welch.standardError;
    expect(sequential.interval.upper - sequential.estimate).toBeGreaterThan(fixedMargin);
  });
});

describe('properties on generated rates', () => {
  it.each(ratePairs)('%s', (_name, control, variant) => {
    const z = twoProportionZTest(control, variant);
    const zBack = twoProportionZTest(variant, control);
    if (z === null || zBack === null) throw new Error('rates strictly between 0 and 1 must be testable');
    expect(z.pValue).toBeGreaterThanOrEqual(0);
    expect(z.pValue).toBeLessThanOrEqual(1);
    expect(zBack.z).toBeCloseTo(-z.z, 12);
    expect(zBack.pValue).toBeCloseTo(z.pValue, 12);

    const chance = rateChanceToBeat(control, variant);
    expect(chance).toBeGreaterThanOrEqual(0);
    expect(chance).toBeLessThanOrEqual(1);
    expect(rateChanceToBeat(variant, control)).toBeCloseTo(1 - chance, 10);

    const sequential = sequentialRateInterval(control, variant);
    const sequentialBack = sequentialRateInterval(variant, control);
    if (sequential === null || sequentialBack === null) throw new Error('arms of 10+ sessions must get an interval');
    expect(sequential.estimate).toBeCloseTo(z.difference, 12);
    expect(sequential.interval.lower).toBeLessThanOrEqual(sequential.estimate);
    expect(sequential.interval.upper).toBeGreaterThanOrEqual(sequential.estimate);
    expect(sequentialBack.interval.lower).toBeCloseTo(-sequential.interval.upper, 12);
    expect(sequentialBack.interval.upper).toBeCloseTo(-sequential.interval.lower, 12);

    const lift = relativeLift(control, variant);
    if (lift !== null) {
      expect(lift.interval.lower).toBeLessThanOrEqual(lift.estimate);
      expect(lift.interval.upper).toBeGreaterThanOrEqual(lift.estimate);
    }
  });
});

describe('identical arms: no difference, by every measure', () => {
  it.each(meanPairs.slice(0, 40))('means %s (control against itself)', (_name, arm) => {
    expect(welchTTest(arm, arm)?.pValue).toBe(1);
    expect(relativeLift(arm, arm)?.estimate).toBe(0);
    expect(meanChanceToBeat(arm, arm)).toBe(0.5);
    expect(sequentialMeanInterval(arm, arm)?.significant).toBe(false);
  });

  it.each(ratePairs.slice(0, 40))('rates %s (control against itself)', (_name, arm) => {
    expect(twoProportionZTest(arm, arm)?.pValue).toBe(1);
    expect(relativeLift(arm, arm)?.estimate).toBe(0);
    expect(rateChanceToBeat(arm, arm)).toBeCloseTo(0.5, 10);
    expect(sequentialRateInterval(arm, arm)?.significant).toBe(false);
  });
});

describe('sample-ratio mismatch on generated allocations', () => {
  const random = mulberry32(3);
  const cases = Array.from({ length: 60 }, (_, i) => {
    // 2 to 5 arms with whole percentages adding up to 100, some of them possibly 0%.
    const count = integerBetween(random, 2, 5);
    const cuts = Array.from({ length: count - 1 }, () => integerBetween(random, 0, 100)).sort((a, b) => a - b);
    const allocations = [...cuts, 100].map((cut, j) => cut - (j === 0 ? 0 : (cuts[j - 1] ?? 0)));
    return [`#${i}: ${allocations.join('/')}`, allocations, integerBetween(random, 1, 400)] as const;
  });

  it.each(cases)('%s: exactly the expected split gives p = 1; any split gives p in [0, 1]', (_name, allocations, k) => {
    const exact = sampleRatioMismatch(allocations.map((a) => ({ sessions: a * k, allocationPercent: a })));
    if (allocations.filter((a) => a > 0).length >= 2) {
      expect(exact?.chiSquare).toBeCloseTo(0, 9);
      expect(exact?.pValue).toBeCloseTo(1, 12);
      expect(exact?.mismatch).toBe(false);
    } else {
      expect(exact).toBeNull();
    }
    const skewed = sampleRatioMismatch(
      allocations.map((a, j) => ({ sessions: a * k + (j === 0 ? 37 : 0), allocationPercent: a })),
    );
    if (skewed !== null) {
      expect(skewed.pValue).toBeGreaterThanOrEqual(0);
      expect(skewed.pValue).toBeLessThanOrEqual(1);
    }
  });
});
