import type { CatalogueGoalId } from '../../domain/ab-tests/goal-catalogue';
import type { GoalId } from '../../domain/ab-tests/goal';
import type { TestId, UserId } from '../../domain/shared/ids';
import type { GoalTotalsRow } from '../../domain/statistics/conversion-statistics';
import type { SufficientStatistics } from '../../domain/statistics/sufficient-statistics';
import type { VariantRollups } from '../../domain/statistics/variant-performance';

/** How a goal is measured: an engagement goal from the page's rollups, a conversion goal from its own. */
export type GoalMeasure =
  | { readonly kind: 'engagement'; readonly goalId: CatalogueGoalId }
  | { readonly kind: 'conversion'; readonly revenue: boolean };

/** A goal the test measures: its primary goal first, then its secondary goals in the owner's order. */
export interface MeasuredGoal {
  readonly goalId: GoalId;
  readonly name: string;
  readonly role: 'primary' | 'secondary' | 'guardrail';
  readonly measure: GoalMeasure;
}

/** One variant's statistics on the primary goal at the end of a day, as the hourly snapshot copied them. */
export interface DailyGoalStatistics {
  readonly variantId: string;
  /** YYYY-MM-DD (UTC). */
  readonly day: string;
  readonly statistics: SufficientStatistics;
}

export interface TestPhase {
  readonly number: number;
  readonly startedAt: Date;
  /** Sessions the test counted in its earlier phases: they still count towards its maxCases. */
  readonly sessionsBefore: number;
}

export interface TestRollups {
  readonly goals: readonly MeasuredGoal[];
  /** The conversion goals' rollup rows, by goal. */
  readonly goalTotals: ReadonlyMap<GoalId, readonly GoalTotalsRow[]>;
  readonly maxCases: number;
  /** The smallest lift worth finding, in percent. */
  readonly minimumLiftPercent: number;
  readonly startDate: Date;
  /** After this the test takes no more visitors. */
  readonly endDate: Date;
  /**
   * The phase the rollups count from: 1 since the start, or a later one begun by a change to the split or the
   * variants (every total, row and histogram here counts from its start; `daily` holds its days only).
   */
  readonly phase: TestPhase;
  /** Control first; each with its configured share of the traffic and whether it redirects. */
  readonly variants: readonly (VariantRollups & { readonly allocationPercent: number; readonly redirects: boolean })[];
  /** The primary goal's statistics day by day, oldest first. */
  readonly daily: readonly DailyGoalStatistics[];
  /**
   * Sessions of the phase from the one client network that brought the most of them; 0 when none came with a network
   * (network-concentration.ts).
   */
  readonly largestNetworkSessions: number;
}

/** Reads what results are made of: a test's goals, its variants and their rollups. */
export interface TestResultsSource {
  /** Null when the owner has no such test. */
  rollupsOf(userId: UserId, testId: TestId): Promise<TestRollups | null>;
}
