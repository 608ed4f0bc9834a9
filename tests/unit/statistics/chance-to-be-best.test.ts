import { describe, expect, it } from 'vitest';
import { controlChanceToBeBest } from '../../../domain/statistics/chance-to-be-best';
import type { DifferenceEstimate } from '../../../domain/statistics/difference-estimate';
import { compareToControl, goalComparison } from '../../../domain/statistics/goal-comparison';
import { normalCdf } from '../../../domain/statistics/normal-distribution';
import { testVerdict } from '../../../domain/statistics/test-verdict';
import type { VariantRollups } from '../../../domain/statistics/variant-performance';
import type { TotalMetric } from '../../../domain/tracking/variant-rollup';

/** Variants each `difference` below a control, the control's mean known to `controlVariance`. */
function estimates(
  count: number,
  difference: number,
  controlVariance: number,
  variantVariance: number,
): DifferenceEstimate[] {
  return Array.from({ length: count }, () => ({
    controlMean: 0.1,
    variantMean: 0.1 + difference,
    difference,
    controlVariance,
    variantVariance,
    standardError: Math.sqrt(controlVariance + variantVariance),
  }));
}

/**
 * The same chance by another route: conditional on the control's noise z, the variants are independent, so
 * P(all below) = ∫ φ(z) Π Φ((−d − √Vc z) / √Vv) dz, by the trapezoid rule on [−8, 8].
 */
function integrated(count: number, difference: number, controlVariance: number, variantVariance: number): number {
  const steps = 4_000;
  const h = 16 / steps;
  let sum = 0;
  for (let i = 0; i <= steps; i += 1) {
    const z = -8 + i * h;
    const density = Math.exp((-z * z) / 2) / Math.sqrt(2 * Math.PI);
    const each = normalCdf((-difference - Math.sqrt(controlVariance) * z) / Math.sqrt(variantVariance));
    sum += (i === 0 || i === steps ? 0.5 : 1) * density * each ** count;
  }
  return sum * h;
}

describe("the control's chance to beat every variant at once (issue 39, point 9)", () => {
  it.each([
    [4, -0.001, 9e-6, 9e-6],
    [4, -0.01, 9e-6, 9e-6],
    [2, -0.005, 4e-6, 2e-5],
    [3, 0.002, 1e-5, 1e-5],
  ])('%i variants %f below, variances %f and %f: as integrated, to within 0.01', (count, difference, vc, vv) => {
    const chance = controlChanceToBeBest(estimates(count, difference, vc, vv));
    expect(chance).toBeCloseTo(integrated(count, difference, vc, vv), 2);
    expect(chance).toBeLessThanOrEqual(normalCdf(-difference / Math.sqrt(vc + vv)));
  });

  it('is the pairwise chance with one variant, and the same on every call', () => {
    const one = estimates(1, -0.003, 9e-6, 9e-6);
    expect(controlChanceToBeBest(one)).toBe(normalCdf(0.003 / Math.sqrt(1.8e-5)));
    const four = estimates(4, -0.004, 9e-6, 9e-6);
    expect(controlChanceToBeBest(four)).toBe(controlChanceToBeBest(four));
  });

  it('names no leader when A is ahead of each of four variants with 59% but of all of them with about 30%', () => {
    const arm = (variantNo: number, submitted: number): VariantRollups => ({
      variantId: `v${variantNo}`,
      variantNo,
      totals: new Map<TotalMetric, number>([
        ['sessions', 10_000],
        ['submitted', submitted],
      ]),
      squares: new Map<TotalMetric, number>([
        ['sessions', 10_000],
        ['submitted', submitted],
      ]),
      histograms: new Map(),
    });
    const control = arm(0, 1_000);
    const comparisons = [1, 2, 3, 4].map((no) =>
      compareToControl(control, arm(no, 990), goalComparison(2), { tuningSessions: 100_000, alpha: 0.0125 }),
    );
    for (const c of comparisons) expect(1 - (c.chanceToBeatControl ?? 0)).toBeGreaterThan(0.58);
    const verdict = testVerdict({
      comparisons,
      controlSessions: 10_000,
      controlValue: 0.1,
      minimumRelativeLift: 0.1,
      alpha: 0.0125,
      maxCases: 100_000,
      tuningSessions: 100_000,
      sessions: 50_000,
      finished: false,
      daysRunning: 10,
      dailySessions: null,
      daysLeft: 30,
      mismatch: null,
      oneNetworkShare: null,
      harmedGuardrails: [],
      withOutlook: false,
    });
    expect(verdict).toMatchObject({ kind: 'not_enough_data', leader: null });
  });
});
