import { describe, expect, it } from 'vitest';
import { normalCdf, normalQuantile, normalSurvival } from '../../../domain/statistics/normal-distribution';

describe('normalCdf', () => {
  // Standard normal table values: NIST/SEMATECH e-Handbook of Statistical Methods, §1.3.6.7.1 ("Cumulative
  // distribution function of the standard normal distribution"), and Abramowitz and Stegun, Handbook of
  // Mathematical Functions, Table 26.1. The extra digits were recomputed with mpmath 1.3.0 (ncdf, 40 digits).
  it.each([
    [1.96, 0.9750021048517795],
    [1.645, 0.9500150944608786],
    [2.576, 0.995002467684265],
    [1, 0.841344746068543],
    [0, 0.5],
    [-1, 0.15865525393145705],
    [-1.96, 0.02499789514822044],
    [-3, 0.0013498980316300946],
  ])('Φ(%s) = %s', (z, expected) => {
    expect(normalCdf(z)).toBeCloseTo(expected, 14);
  });

  // Far tails, where p-values live: relative accuracy matters, not absolute. Reference: mpmath 1.3.0 ncdf, 40 digits.
  it.each([
    [-5, 2.866515718791939e-7],
    [-7.1, 6.237844463331591e-13],
    [-10, 7.619853024160527e-24],
    [-30, 4.906713927148187e-198],
  ])('Φ(%s) = %s to 1e-13 relative', (z, expected) => {
    expect(Math.abs(normalCdf(z) - expected) / expected).toBeLessThan(1e-13);
    expect(Math.abs(normalSurvival(-z) - expected) / expected).toBeLessThan(1e-13);
  });

  it('is symmetric: Φ(−z) = 1 − Φ(z)', () => {
    for (let z = -6; z <= 6; z += 0.37) expect(normalCdf(-z)).toBeCloseTo(1 - normalCdf(z), 15);
  });
});

describe('normalQuantile', () => {
  // Critical values quoted in every statistics text (e.g. NIST/SEMATECH e-Handbook §1.3.6.7.1); the digits beyond
  // the tables were recomputed with mpmath 1.3.0 (root of ncdf(x) = p at 40 digits).
  it.each([
    [0.975, 1.959963984540054],
    [0.95, 1.6448536269514722],
    [0.995, 2.5758293035489004],
    [0.8, 0.8416212335729143],
    [0.5, 0],
    [0.025, -1.959963984540054],
    [1e-10, -6.361340902404056],
    [1e-300, -37.0470962993612],
  ])('Φ⁻¹(%s) = %s', (p, expected) => {
    expect(Math.abs(normalQuantile(p) - expected)).toBeLessThan(1e-13 * Math.max(1, Math.abs(expected)));
  });

  it('inverts normalCdf across the range', () => {
    // Above z ≈ 4, Φ(z) is so close to 1 that the double holding it has lost the digits that would tell z apart.
    for (let z = -30; z <= 4; z += 0.25) expect(normalQuantile(normalCdf(z))).toBeCloseTo(z, 10);
  });

  it('gives infinities at 0 and 1 and refuses probabilities outside [0, 1]', () => {
    expect(normalQuantile(0)).toBe(Number.NEGATIVE_INFINITY);
    expect(normalQuantile(1)).toBe(Number.POSITIVE_INFINITY);
    expect(() => normalQuantile(1.5)).toThrow(RangeError);
  });
});
