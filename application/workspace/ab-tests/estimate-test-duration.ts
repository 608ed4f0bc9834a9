import type { Viewer } from '../../../domain/accounts/viewer';
import type { GoalId } from '../../../domain/ab-tests/goal';
import { catalogueGoal } from '../../../domain/ab-tests/goal-catalogue';
import { testPeriod } from '../../../domain/ab-tests/test';
import type { PageId } from '../../../domain/shared/ids';
import { fail, ok, type Result } from '../../../domain/shared/result';
import { goalComparison } from '../../../domain/statistics/goal-comparison';
import {
  conversionBaseline,
  planningBaseline,
  type BaselineChoice,
} from '../../../domain/statistics/planning-baseline';
import { primaryAlpha } from '../../../domain/statistics/false-winner-control';
import { averageDailySessions, recentTrafficWindowDays } from '../../../domain/statistics/recent-traffic';
import { planTest, wholeDaysBetween, type TestPlan } from '../../../domain/statistics/test-plan';
import type { Clock } from '../../ports/clock';
import type { GoalRepository } from '../../ports/goal-repository';
import type { PageTrafficSource } from '../../ports/page-traffic-source';
import type { UnitOfWork } from '../../ports/unit-of-work';
import type { WorkspaceError } from '../workspace-errors';

export interface EstimateTestDurationInput {
  readonly pageId: PageId;
  readonly goalId: GoalId;
  /** The smallest lift worth finding, in percent: 10 means +10%. */
  readonly minimumLiftPercent: number;
  /** Visitors a day as the owner expects them; null to go by the page's recent traffic. */
  readonly dailySessions: number | null;
  /**
   * For a conversion goal: the share of sessions the owner expects to reach it, in percent (3 means 3%); null for a
   * typical rate. Engagement goals go by the page's history and ignore it.
   */
  readonly expectedConversionRatePercent: number | null;
  /** Traffic allocation in percent, control first. */
  readonly allocations: readonly number[];
  readonly startDate: Date;
  readonly endDate: Date;
  readonly maxCases: number;
}

export interface TestDurationEstimate {
  /** The page's average over its recent sessions; null when no test has run there lately. */
  readonly recentDailySessions: number | null;
  /** What the estimate divides by: the owner's number when given, else the recent traffic. */
  readonly dailySessions: number | null;
  readonly trafficSource: 'entered' | 'recent-traffic' | 'none';
  readonly baseline: BaselineChoice;
  readonly plan: TestPlan;
}

export type EstimateTestDuration = (
  viewer: Viewer,
  input: EstimateTestDurationInput,
) => Promise<Result<TestDurationEstimate, WorkspaceError>>;

const dayMs = 86_400_000;

/**
 * Before a test is created: how many days it needs to find the smallest lift the owner cares about, on the page's
 * own traffic and history where it has them, and whether that fits its dates and its maximum of sessions. A
 * conversion goal (the owner's own, which past tests' rollups do not measure) is planned as a rate, from the rate its
 * owner expects.
 */
export function makeEstimateTestDuration(deps: {
  readonly traffic: PageTrafficSource;
  readonly goals: GoalRepository;
  readonly uow: UnitOfWork;
  readonly clock: Clock;
}): EstimateTestDuration {
  return async (viewer, input) => {
    const period = testPeriod(input.startDate, input.endDate);
    if (!period.ok) return period;
    const total = input.allocations.reduce((sum, share) => sum + share, 0);
    if (total !== 100) return fail({ kind: 'AllocationsMustAddUp', total });
    const goal = await goalToPlan(viewer, input.goalId);
    if (goal === null) return fail({ kind: 'GoalNotFound' });

    const now = deps.clock.now();
    const traffic = await deps.traffic.trafficOf(viewer.userId, input.pageId, {
      since: new Date(now.getTime() - recentTrafficWindowDays * dayMs),
      // A conversion goal's history is not kept per page: any metric gives the page's recent visitors.
      metric: goal.kind === 'engagement' ? goal.comparison.metric : 'form_submits',
    });
    if (traffic === null) return fail({ kind: 'PageNotFound' });

    const recentDailySessions = averageDailySessions(traffic.recent, now);
    const dailySessions = input.dailySessions ?? recentDailySessions;
    const baseline =
      goal.kind === 'engagement'
        ? planningBaseline(goal.comparison, traffic.history)
        : conversionBaseline(
            input.expectedConversionRatePercent === null ? null : input.expectedConversionRatePercent / 100,
          );
    const plan = planTest({
      baseline: baseline.baseline,
      minimumRelativeLift: input.minimumLiftPercent / 100,
      dailySessions,
      allocationPercents: input.allocations,
      availableDays: wholeDaysBetween(input.startDate, input.endDate),
      maxCases: input.maxCases,
      // The verdict compares each variant at its share of the 5% (false-winner-control.ts): plan for that.
      alpha: primaryAlpha(input.allocations.length - 1),
    });
    return ok({
      recentDailySessions,
      dailySessions,
      trafficSource:
        input.dailySessions !== null ? 'entered' : recentDailySessions !== null ? 'recent-traffic' : 'none',
      baseline,
      plan,
    });
  };

  /** An engagement goal of the catalogue (and the goals table), or a conversion goal of the viewer's; else null. */
  async function goalToPlan(
    viewer: Viewer,
    goalId: GoalId,
  ): Promise<
    | { readonly kind: 'engagement'; readonly comparison: ReturnType<typeof goalComparison> }
    | { readonly kind: 'conversion' }
    | null
  > {
    // The catalogue says what a goal compares; the goals table is what a created test would reference.
    const known = catalogueGoal(goalId);
    if (known !== null) {
      return (await deps.goals.listAll()).some((g) => g.id === goalId)
        ? { kind: 'engagement', comparison: goalComparison(known.id) }
        : null;
    }
    const [conversion] = await deps.uow.read(({ conversionGoals }) =>
      conversionGoals.findMany(viewer.userId, [goalId]),
    );
    return conversion === undefined ? null : { kind: 'conversion' };
  }
}
