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
import { timeOnPageCap, timeOnPageStatistics } from '../../domain/statistics/time-on-page-statistics';
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
  /**
   * Heavy-tailed goals (revenue, time on page): the most one visitor counts for in the comparisons, in the goal's
   * own unit; null for other goals and before anyone counts.
   */
  readonly valueCap: number | null;
  /**
   * Whether a comparison may be called beyond doubt: always on the primary goal and guardrails, on a secondary goal
   * only once the primary goal has a verdict (domain/statistics/false-winner-control.ts). While it may not, no
   * comparison of the goal is marked significant.
   */
  readonly called: boolean;
  /** A guardrail that a variant makes worse beyond doubt (its always-valid interval below zero). */
  readonly guardrailBroken: boolean;
  /** The guardrail's variants that make it worse beyond doubt; empty for other goals. */
  readonly harmedBy: readonly number[];
  /** Each arm's statistics as the comparisons tested them, control first: the lift-over-time chart's today. */
  readonly armStatistics: readonly {
    readonly variantId: string;
    readonly variantNo: number;
    readonly statistics: SufficientStatistics;
  }[];
}

type Variant = TestRollups['variants'][number];

export interface GoalResultsOptions {
  /** The α of each variant's always-valid interval on this goal. */
  readonly alpha: number;
  /** False for a secondary goal while the primary goal has no verdict. */
  readonly called: boolean;
  /** A comparison's sessions at which its interval is tightest: the test's planned size (planned-tuning.ts). */
  readonly tuningSessions: number;
}

function visitorsOf(variant: Variant): number {
  return variant.totals.get('sessions') ?? 0;
}

function goalRows(goal: MeasuredGoal, test: TestRollups): readonly GoalTotalsRow[] {
  return test.goalTotals.get(goal.goalId) ?? [];
}

/** The cap a heavy-tailed goal's values are tested under, from every variant together; null for other goals. */
function capOf(goal: MeasuredGoal, test: TestRollups): number | null {
  const measure = goal.measure;
  if (measure.kind === 'conversion') return measure.revenue ? revenueCap(goalRows(goal, test)) : null;
  if (goalComparison(measure.goalId).metric !== 'time_on_page_ms') return null;
  return timeOnPageCap(test.variants.map((v) => v.histograms.get('time_on_page_ms') ?? new Map<number, number>()));
}

/**
 * Each variant's sufficient statistics on the goal, as the comparisons test them: revenue and time on page capped,
 * every other goal as counted. The hourly snapshot of results over time keeps the same figures.
 */
export function goalStatistics(goal: MeasuredGoal, test: TestRollups): (variant: Variant) => SufficientStatistics {
  return statisticsUnder(goal, test, capOf(goal, test));
}

function statisticsUnder(
  goal: MeasuredGoal,
  test: TestRollups,
  cap: number | null,
): (variant: Variant) => SufficientStatistics {
  const rows = goalRows(goal, test);
  const ofVariant = (variant: Variant): readonly GoalTotalsRow[] =>
    rows.filter((r) => r.variantId === variant.variantId);
  return (variant) => {
    const measure = goal.measure;
    if (measure.kind === 'engagement') {
      const compares = goalComparison(measure.goalId);
      return compares.metric === 'time_on_page_ms'
        ? {
            ...timeOnPageStatistics(variant.histograms.get('time_on_page_ms') ?? new Map(), cap),
            n: visitorsOf(variant),
          }
        : statisticsOf(variant, compares);
    }
    return measure.revenue
      ? revenueStatistics(visitorsOf(variant), ofVariant(variant), cap)
      : conversionRateStatistics(visitorsOf(variant), ofVariant(variant));
  };
}

function figuresOf(goal: MeasuredGoal, test: TestRollups, variant: Variant): GoalVariantFigures {
  const base = { variantId: variant.variantId, variantNo: variant.variantNo, visitors: visitorsOf(variant) };
  if (goal.measure.kind === 'engagement') return { ...base, conversions: null, revenue: null };
  const rows = goalRows(goal, test).filter((r) => r.variantId === variant.variantId);
  if (!goal.measure.revenue) {
    return { ...base, conversions: conversionRateStatistics(base.visitors, rows).sum, revenue: null };
  }
  const totals = revenueTotals(rows);
  return { ...base, conversions: totals.buyers, revenue: totals.total };
}

/** While a goal may not be called, its intervals are shown but none is marked as leaving out zero. */
function uncalled(comparison: VariantComparison): VariantComparison {
  return comparison.sequential === null
    ? comparison
    : { ...comparison, sequential: { ...comparison.sequential, significant: false } };
}

/**
 * A redirect variant on an engagement goal: its visitors spend their visit on another page, whose clicks, scrolling
 * and time are not counted for the test, so the rollups hold only the moment before they left (no clicks, a bounce).
 * Compared, that reads as a variant that lost every visitor, and it would break a bounce-rate guardrail and make A
 * win; it is left out instead, with no figure, as a comparison without enough evidence is.
 */
function unmeasured(arm: {
  readonly variantId: string;
  readonly variantNo: number;
  readonly statistics: SufficientStatistics;
}): VariantComparison {
  return {
    variantId: arm.variantId,
    variantNo: arm.variantNo,
    sessions: arm.statistics.n,
    value: null,
    lift: null,
    pValue: null,
    chanceToBeatControl: null,
    sequential: null,
    estimate: null,
  };
}

/** Whether the goal compares a rate of visitors or a per-visitor mean. */
export function goalKindOf(goal: MeasuredGoal): 'rate' | 'mean' {
  if (goal.measure.kind === 'engagement') return goalComparison(goal.measure.goalId).kind;
  return goal.measure.revenue ? 'mean' : 'rate';
}

/** The results of one goal, from the rollups alone; the sequential interval tuned for the test's planned size. */
export function goalResults(goal: MeasuredGoal, test: TestRollups, options: GoalResultsOptions): GoalResults {
  const engagement = goal.measure.kind === 'engagement' ? goalComparison(goal.measure.goalId) : null;
  const revenue = goal.measure.kind === 'conversion' && goal.measure.revenue;
  const kind = goalKindOf(goal);
  const cap = capOf(goal, test);
  const statistics = statisticsUnder(goal, test, cap);
  const armStatistics = test.variants.map((v) => ({
    variantId: v.variantId,
    variantNo: v.variantNo,
    statistics: statistics(v),
  }));
  const variants = test.variants.map((v) => figuresOf(goal, test, v));
  // Conversions (revenue: buyers) of each arm, for the comparisons' minimum evidence; null for engagement goals.
  const conversionsOf = (variantId: string): number | null =>
    variants.find((figures) => figures.variantId === variantId)?.conversions ?? null;
  const [control, ...others] = armStatistics;
  const redirects = (variantId: string): boolean => test.variants.some((v) => v.variantId === variantId && v.redirects);
  const controlArm =
    control === undefined ? null : { ...control.statistics, conversions: conversionsOf(control.variantId) };
  const compared =
    controlArm === null
      ? []
      : others.map((arm) =>
          engagement !== null && redirects(arm.variantId)
            ? unmeasured(arm)
            : compareStatistics(
                controlArm,
                {
                  variantId: arm.variantId,
                  variantNo: arm.variantNo,
                  ...arm.statistics,
                  conversions: conversionsOf(arm.variantId),
                },
                kind,
                { tuningSessions: options.tuningSessions, alpha: options.alpha, revenue },
              ),
        );
  const controlStatistics = control?.statistics ?? null;
  const comparisons = options.called ? compared : compared.map(uncalled);
  const harmedBy =
    goal.role === 'guardrail'
      ? comparisons
          .filter((c) => c.sequential !== null && c.sequential.significant && c.sequential.estimate < 0)
          .map((c) => c.variantNo)
      : [];
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
    variants,
    valueCap: cap,
    called: options.called,
    guardrailBroken: harmedBy.length > 0,
    harmedBy,
    armStatistics,
  };
}
