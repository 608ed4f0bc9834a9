import { describe, expect, it } from 'vitest';
import { chiSquareCdf, chiSquareSurvival } from '../../../domain/statistics/chi-square';
import { regularizedGammaP, regularizedGammaQ } from '../../../domain/statistics/incomplete-gamma';
import { normalCdf } from '../../../domain/statistics/normal-distribution';

describe('chi-square distribution', () => {
  // Upper critical values χ²(p, k) from the NIST/SEMATECH e-Handbook of Statistical Methods, §1.3.6.7.4 ("Critical
  // values of the chi-square distribution"), three decimals.
  it.each([
    [0.95, 1, 3.841],
    [0.95, 2, 5.991],
    [0.95, 3, 7.815],
    [0.95, 4, 9.488],
    [0.95, 10, 18.307],
    [0.999, 1, 10.828],
    [0.999, 4, 18.467],
  ])('P(X <= χ²(%s, %s)) = %s', (p, df, critical) => {
    expect(chiSquareCdf(critical, df)).toBeCloseTo(p, 4);
  });

  // Closed forms: with 2 degrees of freedom the CDF is 1 − e^(−x/2); with 1 it is 2Φ(√x) − 1.
  it('matches the closed forms for 1 and 2 degrees of freedom', () => {
    for (let x = 0.01; x < 60; x *= 1.7) {
      expect(chiSquareSurvival(x, 2)).toBeCloseTo(Math.exp(-x / 2), 14);
      expect(chiSquareCdf(x, 1)).toBeCloseTo(2 * normalCdf(Math.sqrt(x)) - 1, 13);
    }
  });

  it('keeps the digits of tiny upper tails (p-values of a gross mismatch)', () => {
    // e^(−150) for 2 degrees of freedom at x = 300: far below what 1 − CDF could show.
    expect(chiSquareSurvival(300, 2) / Math.exp(-150)).toBeCloseTo(1, 12);
  });

  it('is 0 and 1 at the ends', () => {
    expect(chiSquareCdf(0, 3)).toBe(0);
    expect(chiSquareSurvival(0, 3)).toBe(1);
    expect(chiSquareSurvival(Number.POSITIVE_INFINITY, 3)).toBe(0);
  });
});

describe('regularized incomplete gamma', () => {
  // P(1, x) = 1 − e^(−x) exactly; P(a, x) + Q(a, x) = 1 on both sides of the series/continued-fraction switch.
  it('matches P(1, x) = 1 − e^(−x) and P + Q = 1', () => {
    for (let x = 0.05; x < 50; x *= 1.9) expect(regularizedGammaP(1, x)).toBeCloseTo(1 - Math.exp(-x), 14);
    for (const a of [0.5, 3, 12.5, 80]) {
      for (const x of [0.1, a * 0.5, a + 0.5, a + 2, a * 3]) {
        expect(regularizedGammaP(a, x) + regularizedGammaQ(a, x)).toBeCloseTo(1, 14);
      }
    }
  });
});
