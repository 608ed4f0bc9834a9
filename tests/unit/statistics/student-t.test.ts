import { describe, expect, it } from 'vitest';
import { logBeta, logGamma } from '../../../domain/statistics/log-gamma';
import { studentTCdf, studentTQuantile, studentTTwoSidedP } from '../../../domain/statistics/student-t';

describe('logGamma and logBeta', () => {
  it('match exact values: Γ(n) = (n − 1)!, Γ(½) = √π, B(a, b) = Γ(a)Γ(b)/Γ(a + b)', () => {
    expect(logGamma(1)).toBeCloseTo(0, 14);
    expect(logGamma(5)).toBeCloseTo(Math.log(24), 14);
    expect(logGamma(21)).toBeCloseTo(Math.log(2432902008176640000), 12);
    expect(logGamma(0.5)).toBeCloseTo(0.5 * Math.log(Math.PI), 14);
    expect(logBeta(2, 3)).toBeCloseTo(Math.log(1 / 12), 14);
    expect(logBeta(0.5, 0.5)).toBeCloseTo(Math.log(Math.PI), 14);
  });

  // Large arguments, where ln Γ terms in the millions nearly cancel. Reference: mpmath 1.3.0, log(beta(a, b)) at
  // 50 digits.
  it.each([
    [5e6, 0.5, -7.140109267274487],
    [5e4, 1000, -4924.481951959939],
    [12, 7e7, -199.2657626971468],
  ])('logBeta(%s, %s) = %s', (a, b, expected) => {
    expect(Math.abs(logBeta(a, b) - expected)).toBeLessThan(1e-12 * Math.max(1, Math.abs(expected)));
  });
});

describe('Student t distribution', () => {
  // Upper critical values t(p, ν) from the NIST/SEMATECH e-Handbook of Statistical Methods, §1.3.6.7.2 ("Critical
  // values of the Student's t distribution"), three decimals.
  it.each([
    [0.975, 10, 2.228],
    [0.975, 1, 12.706],
    [0.975, 30, 2.042],
    [0.95, 5, 2.015],
    [0.995, 20, 2.845],
    [0.975, 100, 1.984],
  ])('t(%s, %s) = %s', (p, df, expected) => {
    expect(studentTQuantile(p, df)).toBeCloseTo(expected, 3);
    expect(studentTCdf(expected, df)).toBeCloseTo(p, 3);
  });

  // Closed forms: ν = 1 is the Cauchy distribution, F(t) = ½ + atan(t)/π; ν = 2 has F(t) = ½ + t / (2√(2 + t²)).
  it('matches the closed forms for 1 and 2 degrees of freedom', () => {
    for (let t = -40; t <= 40; t += 0.7) {
      expect(studentTCdf(t, 1)).toBeCloseTo(0.5 + Math.atan(t) / Math.PI, 13);
      expect(studentTCdf(t, 2)).toBeCloseTo(0.5 + t / (2 * Math.sqrt(2 + t * t)), 13);
    }
  });

  // Two-sided p-values, including fractional and very large degrees of freedom (Welch's test gives both).
  // Reference: mpmath 1.3.0, betainc(ν/2, 1/2, 0, ν/(ν + t²), regularized) at 50 digits.
  it.each([
    [-1.632902633201205, 14.164598953012472, 0.1245134980897454],
    [12.946267565658848, 136.8749900936937, 1.570904615464829e-25],
    [3, 1e5, 0.002700460884064719],
    [2.228, 10, 0.05001177181711137],
  ])('P(|T| > |%s|) with %s df = %s', (t, df, expected) => {
    expect(Math.abs(studentTTwoSidedP(t, df) - expected) / expected).toBeLessThan(1e-8);
  });

  it('tends to the normal distribution as the degrees of freedom grow', () => {
    expect(studentTQuantile(0.975, 1e7)).toBeCloseTo(1.959963984540054, 6);
  });
});
