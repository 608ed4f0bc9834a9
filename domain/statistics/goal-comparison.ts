import { goalCatalogue, type CatalogueGoal, type CatalogueGoalId } from '../ab-tests/goal-catalogue';
import { rateChanceToBeat, meanChanceToBeat } from './chance-to-beat';
import { relativeLift, type RelativeLift } from './relative-lift';
import {
  sequentialMeanInterval,
  sequentialRateInterval,
  type SequentialInterval,
  type SequentialOptions,
} from './sequential-interval';
import { rateStatistics, type SufficientStatistics } from './sufficient-statistics';
import type { VariantRollups } from './variant-performance';

/** What a test's goal compares (ARCHITECTURE.md §4): a per-session mean or a rate of sessions, as catalogued. */
export type GoalComparison = CatalogueGoal['compares'];

// Object.fromEntries forgets its keys; every catalogue goal is one of them, so the record is complete.
const byGoal = Object.fromEntries(goalCatalogue.map((goal) => [goal.id, goal.compares])) as Readonly<
  Record<CatalogueGoalId, GoalComparison>
>;

/**
 * Total over the catalogue: an id from outside it is refused where it enters (catalogueGoal), never compared as some
 * other goal.
 */
export function goalComparison(goalId: CatalogueGoalId): GoalComparison {
  return byGoal[goalId];
}

/** One variant against the control on the goal; every figure null where it cannot be told honestly yet. */
export interface VariantComparison {
  readonly variantId: string;
  readonly variantNo: number;
  readonly sessions: number;
  /** The variant's mean (or rate) of the goal metric; null before any session. */
  readonly value: number | null;
  readonly lift: RelativeLift | null;
  /**
   * Fixed-horizon, of the relative lift itself (relative-lift.ts) for rates and means alike: below 0.05 exactly when
   * the lift's 95% interval leaves out 0.
   */
  readonly pValue: number | null;
  readonly chanceToBeatControl: number | null;
  /** Valid however often results are looked at: the figure a verdict rests on. */
  readonly sequential: SequentialInterval | null;
}

export function statisticsOf(rollups: VariantRollups, goal: GoalComparison): SufficientStatistics {
  const n = rollups.totals.get('sessions') ?? 0;
  const sum = rollups.totals.get(goal.metric) ?? 0;
  return goal.kind === 'rate'
    ? rateStatistics(sum, n)
    : { n, sum, sumOfSquares: rollups.squares.get(goal.metric) ?? 0 };
}

export function compareToControl(
  control: VariantRollups,
  variant: VariantRollups,
  goal: GoalComparison,
  options: SequentialOptions,
): VariantComparison {
  return compareStatistics(
    statisticsOf(control, goal),
    { variantId: variant.variantId, variantNo: variant.variantNo, ...statisticsOf(variant, goal) },
    goal.kind,
    options,
  );
}

/**
 * A variant's statistics on any goal against the control's: a rate (a share of visitors who converted) or a
 * per-visitor mean (revenue, clicks), with the same figures whatever the goal. `options` tune the always-valid
 * interval: the test's size, and the α its goal's role and the number of comparisons call for
 * (false-winner-control.ts).
 */
export function compareStatistics(
  c: SufficientStatistics,
  v: SufficientStatistics & { readonly variantId: string; readonly variantNo: number },
  kind: 'rate' | 'mean',
  options: SequentialOptions,
): VariantComparison {
  const rate = kind === 'rate';
  const lift = relativeLift(c, v);
  return {
    variantId: v.variantId,
    variantNo: v.variantNo,
    sessions: v.n,
    value: v.n === 0 ? null : v.sum / v.n,
    lift,
    pValue: lift?.pValue ?? null,
    chanceToBeatControl: rate ? (v.n > 0 && c.n > 0 ? rateChanceToBeat(c, v) : null) : meanChanceToBeat(c, v),
    sequential: rate ? sequentialRateInterval(c, v, options) : sequentialMeanInterval(c, v, options),
  };
}
