import { describe, expect, expectTypeOf, it } from 'vitest';
import { catalogueGoal, goalCatalogue, type CatalogueGoalId } from '../../../domain/ab-tests/goal-catalogue';
import { compareToControl, goalComparison, type GoalComparison } from '../../../domain/statistics/goal-comparison';
import type { VariantRollups } from '../../../domain/statistics/variant-performance';
import type { TotalMetric } from '../../../domain/tracking/variant-rollup';

function arm(variantNo: number, sessions: number, metric: TotalMetric, total: number, squares: number): VariantRollups {
  return {
    variantId: `v${variantNo}`,
    variantNo,
    totals: new Map<TotalMetric, number>([
      ['sessions', sessions],
      [metric, total],
    ]),
    squares: new Map<TotalMetric, number>([
      ['sessions', sessions],
      [metric, squares],
    ]),
    histograms: new Map(),
  };
}

describe('goalComparison', () => {
  it.each<[CatalogueGoalId, GoalComparison]>([
    [1, { kind: 'mean', metric: 'clicks' }],
    [2, { kind: 'rate', metric: 'submitted' }],
    [3, { kind: 'mean', metric: 'max_scroll_pct' }],
    [4, { kind: 'mean', metric: 'time_on_page_ms' }],
    [5, { kind: 'rate', metric: 'engaged' }],
    [6, { kind: 'mean', metric: 'button_clicks' }],
  ])('goal %i compares %j', (goalId, expected) => {
    expect(goalComparison(goalId)).toEqual(expected);
  });

  it.each(goalCatalogue.map((goal) => [goal.name, goal] as const))(
    'has a comparison for the %s goal',
    (_name, goal) => {
      const comparison = goalComparison(goal.id);
      expect(comparison).toEqual(goal.compares);
      expect(['mean', 'rate']).toContain(comparison.kind);
    },
  );

  it('takes only catalogue ids: any other is refused where ids enter, never compared as some other goal', () => {
    expectTypeOf(goalComparison).parameter(0).toEqualTypeOf<1 | 2 | 3 | 4 | 5 | 6>();
    for (const unknown of [0, 7, 99, -1, 1.5, Number.NaN]) expect(catalogueGoal(unknown)).toBeNull();
  });
});

describe('compareToControl', () => {
  it('finds nothing between identical arms: no lift, p = 1, an even chance, not significant', () => {
    const control = arm(0, 100, 'clicks', 150, 400);
    const variant = { ...arm(1, 100, 'clicks', 150, 400) };
    const comparison = compareToControl(control, variant, goalComparison(1), { tuningSessions: 1000 });
    expect(comparison.lift?.estimate).toBeCloseTo(0, 12);
    expect(comparison.pValue).toBeCloseTo(1, 12);
    expect(comparison.chanceToBeatControl).toBeCloseTo(0.5, 12);
    expect(comparison.sequential?.significant).toBe(false);
  });

  it('compares rates of sessions for a rate goal (form submissions)', () => {
    const control = arm(0, 1000, 'submitted', 100, 100);
    const variant = arm(1, 1000, 'submitted', 150, 150);
    const comparison = compareToControl(control, variant, goalComparison(2), { tuningSessions: 2000 });
    expect(comparison.value).toBeCloseTo(0.15, 12);
    expect(comparison.lift?.estimate).toBeCloseTo(0.5, 12);
    expect(comparison.pValue).toBeLessThan(0.01);
    expect(comparison.chanceToBeatControl).toBeGreaterThan(0.99);
  });

  it('leaves every figure null while the variant has no sessions', () => {
    const comparison = compareToControl(arm(0, 50, 'clicks', 20, 30), arm(1, 0, 'clicks', 0, 0), goalComparison(1), {
      tuningSessions: 500,
    });
    expect(comparison).toMatchObject({ sessions: 0, value: null, lift: null, pValue: null, chanceToBeatControl: null });
  });
});
