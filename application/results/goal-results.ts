import type { GoalId } from '../../domain/ab-tests/goal';
import {
  conversionRateStatistics,
  revenueCap,
  revenueStatistics,
  revenueTotals,
  type GoalTotalsRow,
} from '../../domain/statistics/conversion-statistics';
import {
  compareStatistics,
  goalComparison,
  statisticsOf,
  type GoalComparison,
  type VariantComparison,
} from '../../domain/statistics/goal-comparison';
import type { SufficientStatistics } from '../../domain/statistics/sufficient-statistics';
import type { MeasuredGoal, TestRollups } from '../ports/test-results-source';

/** One variant's counts on a goal: visitors, those who converted (bought), and revenue as counted, uncapped. */
export interface GoalVariantFigures {
  readonly variantId: string;
  readonly variantNo: number;
  readonly visitors: number;
  readonly conversions: number | null;
  readonly revenue: number | null;
}

/** Every variant against the control on one of the test's goals. */
export interface GoalResults {
  readonly goalId: GoalId;
  readonly name: string;
  readonly role: MeasuredGoal['role'];
  /** A rate of visitors, or a per-visitor mean (engagement figures, revenue). */
  readonly kind: 'rate' | 'mean';
  /** The engagement goal's rollup metric; null for a conversion goal. */
  readonly engagement: GoalComparison | null;
  readonly revenue: boolean;
  /** The control's rate or mean, which the lifts are relative to; null before any visitor. */
  readonly controlValue: number | null;
  readonly comparisons: readonly VariantComparison[];
  readonly variants: readonly GoalVariantFigures[];
  /** Revenue goals: the most one visitor's revenue counts for; null before anyone bought. */
  readonly revenueCap: number | null;
  /** A guardrail that a variant makes worse beyond doubt (its always-valid interval below zero). */
  readonly guardrailBroken: boolean;
}

type Variant = TestRollups['variants'][number];

function visitorsOf(variant: Variant): number {
  return variant.totals.get('sessions') ?? 0;
}

function statisticsFor(goal: MeasuredGoal, test: TestRollups, cap: number | null) {
  const rows = test.goalTotals.get(goal.goalId) ?? [];
  const ofVariant = (variant: Variant): readonly GoalTotalsRow[] =>
    rows.filter((r) => r.variantId === variant.variantId);
  return (variant: Variant): SufficientStatistics => {
    const measure = goal.measure;
    if (measure.kind === 'engagement') return statisticsOf(variant, goalComparison(measure.goalId));
    return measure.revenue
      ? revenueStatistics(visitorsOf(variant), ofVariant(variant), cap)
      : conversionRateStatistics(visitorsOf(variant), ofVariant(variant));
  };
}

function figuresOf(goal: MeasuredGoal, test: TestRollups, variant: Variant): GoalVariantFigures {
  const base = { variantId: variant.variantId, variantNo: variant.variantNo, visitors: visitorsOf(variant) };
  if (goal.measure.kind === 'engagement') return { ...base, conversions: null, revenue: null };
  const rows = (test.goalTotals.get(goal.goalId) ?? []).filter((r) => r.variantId === variant.variantId);
  if (!goal.measure.revenue) {
    return { ...base, conversions: conversionRateStatistics(base.visitors, rows).sum, revenue: null };
  }
  const totals = revenueTotals(rows);
  return { ...base, conversions: totals.buyers, revenue: totals.total };
}

/** The results of one goal, from the rollups alone; the sequential interval tuned for the test's own size. */
export function goalResults(goal: MeasuredGoal, test: TestRollups): GoalResults {
  const engagement = goal.measure.kind === 'engagement' ? goalComparison(goal.measure.goalId) : null;
  const revenue = goal.measure.kind === 'conversion' && goal.measure.revenue;
  const kind = engagement?.kind ?? (revenue ? 'mean' : 'rate');
  const cap = revenue ? revenueCap(test.goalTotals.get(goal.goalId) ?? []) : null;
  const statistics = statisticsFor(goal, test, cap);
  const [control, ...others] = test.variants;
  const controlStatistics = control === undefined ? null : statistics(control);
  const comparisons =
    control === undefined || controlStatistics === null
      ? []
      : others.map((v) =>
          compareStatistics(
            controlStatistics,
            { variantId: v.variantId, variantNo: v.variantNo, ...statistics(v) },
            kind,
            test.maxCases,
          ),
        );
  return {
    goalId: goal.goalId,
    name: goal.name,
    role: goal.role,
    kind,
    engagement,
    revenue,
    controlValue:
      controlStatistics === null || controlStatistics.n === 0 ? null : controlStatistics.sum / controlStatistics.n,
    comparisons,
    variants: test.variants.map((v) => figuresOf(goal, test, v)),
    revenueCap: cap,
    guardrailBroken:
      goal.role === 'guardrail' &&
      comparisons.some((c) => c.sequential !== null && c.sequential.significant && c.sequential.estimate < 0),
  };
}
