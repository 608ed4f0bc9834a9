import { goalCatalogue, type CatalogueGoal, type CatalogueGoalId } from '../ab-tests/goal-catalogue';
import { differenceEstimate, type DifferenceEstimate } from './difference-estimate';
import { fiellerLiftInterval, fiellerLiftRange, type LiftRange } from './fieller-interval';
import type { Interval } from './interval';
import { hasMinimumEvidence } from './minimum-evidence';
import { normalCdf, normalSurvival } from './normal-distribution';
import {
  mixtureInterval,
  mixtureMultiplier,
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

/** A variant's lift over the control, (variant / control) − 1, with its 95% interval (Fieller's, fieller-interval.ts). */
export interface ComparisonLift {
  readonly estimate: number;
  readonly interval: Interval;
}

/**
 * The always-valid interval of the difference, and the same interval read as a lift (Fieller's, at its multiplier):
 * open above while the control's value is too noisy for an upper end at that width.
 */
export interface AlwaysValidInterval extends SequentialInterval {
  readonly lift: LiftRange;
}

/**
 * One variant against the control on the goal, every figure from one estimate (difference-estimate.ts): the
 * difference over its standard error. Every figure is null together until the comparison has the minimum evidence
 * (minimum-evidence.ts); the lift and its 95% interval also while the control's value is not clear of 0 at 95%.
 */
export interface VariantComparison {
  readonly variantId: string;
  readonly variantNo: number;
  readonly sessions: number;
  /** The variant's mean (or rate) of the goal metric; null before any session. */
  readonly value: number | null;
  readonly lift: ComparisonLift | null;
  /** Two-sided, of no difference: below 0.05 exactly when the 95% lift interval leaves out 0. */
  readonly pValue: number | null;
  /**
   * Φ(difference / standard error), the chance the variant is better under the same normal approximation: outside
   * 2.5% to 97.5% exactly when the p-value is below 0.05.
   */
  readonly chanceToBeatControl: number | null;
  /** Valid however often results are looked at: the figure a verdict rests on. */
  readonly sequential: AlwaysValidInterval | null;
  /** The estimate the figures come from (for the chance to be best of several variants); null with the figures. */
  readonly estimate: DifferenceEstimate | null;
}

/** The two-sided 95% z. */
const fixedHorizonZ = 1.959963984540054;

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

/** A comparison's arm: its statistics and, where conversions are counted, how many converted (revenue: bought). */
export type ComparedArm = SufficientStatistics & { readonly conversions?: number | null };

/**
 * A variant's statistics on any goal against the control's: a rate (a share of visitors who converted) or a
 * per-visitor mean (revenue, clicks), with the same figures whatever the goal. `options` tune the always-valid
 * interval: the test's size, and the α its goal's role and the number of comparisons call for
 * (false-winner-control.ts). `revenue` asks for the revenue's minimum of buyers.
 */
export function compareStatistics(
  c: ComparedArm,
  v: ComparedArm & { readonly variantId: string; readonly variantNo: number },
  kind: 'rate' | 'mean',
  options: SequentialOptions & { readonly revenue?: boolean },
): VariantComparison {
  const base = {
    variantId: v.variantId,
    variantNo: v.variantNo,
    sessions: v.n,
    value: v.n === 0 ? null : v.sum / v.n,
  };
  const blank = { ...base, lift: null, pValue: null, chanceToBeatControl: null, sequential: null, estimate: null };
  const conversionsOf = (arm: ComparedArm): number | null => (kind === 'rate' ? arm.sum : (arm.conversions ?? null));
  const evidence = hasMinimumEvidence(
    { sessions: c.n, conversions: conversionsOf(c) },
    { sessions: v.n, conversions: conversionsOf(v) },
    options.revenue === true,
  );
  const estimate = evidence ? differenceEstimate(c, v, kind) : null;
  if (estimate === null) return blank;
  const sequential = mixtureInterval(estimate.difference, estimate.standardError ** 2, c.n + v.n, options);
  const multiplier = mixtureMultiplier(c.n + v.n, options);
  if (sequential === null) return blank;
  // No lift is told while the control's own value may, at 95%, be nothing (a lift over nothing is no figure);
  // the difference is still tested, and the always-valid range says "+X% or more".
  const liftInterval = fiellerLiftInterval(estimate, fixedHorizonZ);
  const alwaysValidLift = fiellerLiftRange(estimate, multiplier);
  const z = estimate.difference / estimate.standardError;
  return {
    ...base,
    lift:
      liftInterval === null
        ? null
        : { estimate: estimate.variantMean / estimate.controlMean - 1, interval: liftInterval },
    pValue: Math.min(1, 2 * normalSurvival(Math.abs(z))),
    chanceToBeatControl: normalCdf(z),
    sequential: { ...sequential, lift: alwaysValidLift },
    estimate,
  };
}
