import { describe, expect, it } from 'vitest';
import { mismatchThreshold, sampleRatioMismatch } from '../../../domain/statistics/sample-ratio-mismatch';

const arms = (sessions: number[], allocations: number[]) =>
  sessions.map((s, i) => ({ sessions: s, allocationPercent: allocations[i] ?? 0 }));

describe('sampleRatioMismatch', () => {
  // R documentation, ?chisq.test examples: x <- c(89, 37, 30, 28, 2).
  it("matches R's chisq.test(x, p = p, rescale.p = TRUE) for p = c(40, 20, 20, 15, 5)", () => {
    // R prints X-squared = 9.9901, df = 4, p-value = 0.04059.
    const result = sampleRatioMismatch(arms([89, 37, 30, 28, 2], [40, 20, 20, 15, 5]));
    expect(result?.chiSquare).toBeCloseTo(9.9901, 4);
    expect(result?.degreesOfFreedom).toBe(4);
    expect(result?.pValue).toBeCloseTo(0.04059, 5);
    expect(result?.mismatch).toBe(false);
  });

  it("matches R's chisq.test(x, p = c(0.40, 0.20, 0.20, 0.19, 0.01)) as percentages", () => {
    // R prints X-squared = 5.7947, df = 4, p-value = 0.215.
    const result = sampleRatioMismatch(arms([89, 37, 30, 28, 2], [40, 20, 20, 19, 1]));
    expect(result?.chiSquare).toBeCloseTo(5.7947, 4);
    expect(result?.pValue).toBeCloseTo(0.215, 3);
  });

  it('flags a 50/50 test that received 10,000 against 10,600 sessions', () => {
    // χ² = 600² / 20,600 = 17.476 by hand; p = 2.90999e-5 (SciPy 1.17.1 chisquare).
    const result = sampleRatioMismatch(arms([10_000, 10_600], [50, 50]));
    expect(result?.chiSquare).toBeCloseTo(17.4757, 4);
    expect(result?.pValue).toBeCloseTo(2.90999e-5, 9);
    expect(result?.mismatch).toBe(true);
  });

  it(`uses p < ${mismatchThreshold}: the χ²(1) critical value 10.828 is exactly on the line`, () => {
    // NIST/SEMATECH e-Handbook §1.3.6.7.4: the upper 0.001 critical value of χ² with 1 degree of freedom is 10.828.
    // A 50/50 split of 10,000 sessions off by d has χ² = d² / 10,000: 4,836 / 5,164 gives 10.758 (p = 0.00104),
    // 4,835 / 5,165 gives 10.89 (p = 0.00097).
    expect(sampleRatioMismatch(arms([4836, 5164], [50, 50]))?.mismatch).toBe(false);
    expect(sampleRatioMismatch(arms([4835, 5165], [50, 50]))?.mismatch).toBe(true);
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
