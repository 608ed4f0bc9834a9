import { describe, expect, it } from 'vitest';
import { mismatchThreshold, sampleRatioMismatch } from '../../../domain/statistics/sample-ratio-mismatch';
import { binomial } from '../../support/statistics/results-simulation';
import { mulberry32 } from '../../support/statistics/seeded-random';

const arms = (sessions: number[], allocations: number[]) =>
  sessions.map((s, i) => ({ sessions: s, allocationPercent: allocations[i] ?? 0 }));

describe('sampleRatioMismatch', () => {
  // R documentation, ?chisq.test examples: x <- c(89, 37, 30, 28, 2).
  it("matches R's chisq.test(x, p = p, rescale.p = TRUE) for p = c(40, 20, 20, 15, 5)", () => {
    // R prints X-squared = 9.9901, df = 4, p-value = 0.04059.
    const result = sampleRatioMismatch(arms([89, 37, 30, 28, 2], [40, 20, 20, 15, 5]));
    expect(result?.chiSquare).toBeCloseTo(9.9901, 4);
    expect(result?.degreesOfFreedom).toBe(4);
    expect(result?.chiSquarePValue).toBeCloseTo(0.04059, 5);
    // The always-valid p-value of the same counts, by Python's math.lgamma from the Bayes factor's formula.
    expect(result?.pValue).toBeCloseTo(0.697524, 5);
    expect(result?.mismatch).toBe(false);
  });

  it("matches R's chisq.test(x, p = c(0.40, 0.20, 0.20, 0.19, 0.01)) as percentages", () => {
    // R prints X-squared = 5.7947, df = 4, p-value = 0.215.
    const result = sampleRatioMismatch(arms([89, 37, 30, 28, 2], [40, 20, 20, 19, 1]));
    expect(result?.chiSquare).toBeCloseTo(5.7947, 4);
    expect(result?.chiSquarePValue).toBeCloseTo(0.215, 3);
  });

  it('flags a 50/50 test that received 10,000 against 10,600 sessions, by a p-value valid at any look', () => {
    // χ² = 600² / 20,600 = 17.476 by hand; p = 2.90999e-5 (SciPy 1.17.1 chisquare): right at one look only.
    const early = sampleRatioMismatch(arms([10_000, 10_600], [50, 50]));
    expect(early?.chiSquare).toBeCloseTo(17.4757, 4);
    expect(early?.chiSquarePValue).toBeCloseTo(2.90999e-5, 9);
    // The always-valid p-value (Python's math.lgamma, from the Bayes factor's formula): larger, but below 0.01.
    expect(early?.pValue).toBeCloseTo(0.0074849, 6);
    expect(early?.mismatch).toBe(true);
  });

  it('flags 30 against 6 sessions of a 50/50 test (p = 2.5791e-03, Python from the formula)', () => {
    expect(sampleRatioMismatch(arms([30, 6], [50, 50]))?.pValue).toBeCloseTo(2.5791e-3, 7);
  });

  /** The share of 50/50 tests, 400 sessions a day split at random, the variant's kept with chance `kept`, flagged. */
  function flaggedShare(tests: number, days: number, kept: number, seed: number): number {
    const random = mulberry32(seed);
    let flagged = 0;
    for (let test = 0; test < tests; test += 1) {
      let a = 0;
      let b = 0;
      for (let day = 0; day < days; day += 1) {
        const toB = binomial(random, 400, 0.5);
        a += 400 - toB;
        b += binomial(random, toB, kept);
        if (sampleRatioMismatch(arms([a, b], [50, 50]))?.mismatch === true) {
          flagged += 1;
          break;
        }
      }
    }
    return flagged / tests;
  }

  it(`calls off far fewer than ${mismatchThreshold * 100}% of sound tests looked at daily for 30 days (issue 39, point 11)`, () => {
    // The chi-square test at 0.001, read daily, flagged 1.1% of them at some look.
    expect(flaggedShare(2_000, 30, 1, 11)).toBeLessThanOrEqual(0.005);
  });

  it('finds a variant that loses a fifth of its visitors within ten days', () => {
    expect(flaggedShare(200, 10, 0.8, 12)).toBeGreaterThanOrEqual(0.95);
  });

  it('leaves out arms allocated 0%, and their sessions', () => {
    const withPaused = sampleRatioMismatch(arms([500, 500, 40], [50, 50, 0]));
    expect(withPaused?.degreesOfFreedom).toBe(1);
    expect(withPaused?.pValue).toBe(1);
  });

  it('has nothing to check with fewer than two allocated arms or no sessions yet', () => {
    expect(sampleRatioMismatch(arms([100, 0], [100, 0]))).toBeNull();
    expect(sampleRatioMismatch(arms([0, 0], [50, 50]))).toBeNull();
  });

  it('refuses negative or fractional sessions', () => {
    expect(() => sampleRatioMismatch(arms([-1, 5], [50, 50]))).toThrow(RangeError);
    expect(() => sampleRatioMismatch(arms([1.5, 5], [50, 50]))).toThrow(RangeError);
  });
});
