import { meanAndVariance, type SufficientStatistics } from './sufficient-statistics';
import { planTest } from './test-plan';

/**
 * The test's planned size as results see it, and where its always-valid intervals are tuned. The planner
 * (test-plan.ts) sizes a test for an interval that is tightest at the planned size; tuned at the test's maximum
 * instead, an interval with the maximum at 10× the plan found the planned lift within the planned days about 55% of
 * the time, not 80%. So results plan the test again, by the same function, from the control's own figures so far
 * (its rate, or its spread for a mean), the test's split and the smallest lift worth finding, and tune at that size,
 * or at the maximum when that comes first. Until the control gives a baseline (a rate of 0 or 1, no variation yet),
 * the maximum is all there is to go by.
 */
export interface PlannedTuningInput {
  readonly kind: 'rate' | 'mean';
  /** The control's statistics on the primary goal, as the comparisons test them. */
  readonly control: SufficientStatistics | null;
  /** 0.1 for +10%. */
  readonly minimumRelativeLift: number;
  /** Control first, in percent. */
  readonly allocationPercents: readonly number[];
  readonly alpha: number;
  /** Sessions a day lately; null when unknown. */
  readonly dailySessions: number | null;
  readonly maxCases: number;
}

export interface PlannedTuning {
  /** The sessions of the whole test the planner asks for; null when there is no baseline yet. */
  readonly plannedSessions: number | null;
  /** The control's and a variant's sessions together at which the intervals are tightest. */
  readonly tuningSessions: number;
}

export function plannedTuning(input: PlannedTuningInput): PlannedTuning {
  const plannedSessions = plannedSessionsOf(input);
  const shares = input.allocationPercents.filter((percent) => percent > 0);
  const [control = 0] = input.allocationPercents;
  // A comparison's sessions are its two arms': the control's share and the smallest variant's of the whole test.
  const pairShare = shares.length < 2 ? 1 : Math.min(1, (control + Math.min(...shares.slice(1))) / 100);
  const total = plannedSessions === null ? input.maxCases : Math.min(plannedSessions, input.maxCases);
  return { plannedSessions, tuningSessions: Math.max(1, Math.round(total * pairShare)) };
}

function plannedSessionsOf(input: PlannedTuningInput): number | null {
  const stats = input.control === null ? null : meanAndVariance(input.control);
  if (stats === null || !(stats.mean > 0) || !(input.minimumRelativeLift !== 0)) return null;
  if (input.allocationPercents.filter((percent) => percent > 0).length < 2) return null;
  const baseline =
    input.kind === 'rate'
      ? stats.mean < 1
        ? { kind: 'rate' as const, rate: stats.mean }
        : null
      : stats.variance > 0
        ? { kind: 'mean' as const, coefficientOfVariation: Math.sqrt(stats.variance) / stats.mean }
        : null;
  if (baseline === null) return null;
  const plan = planTest({
    baseline,
    minimumRelativeLift: input.minimumRelativeLift,
    dailySessions: input.dailySessions,
    allocationPercents: input.allocationPercents,
    availableDays: Number.POSITIVE_INFINITY,
    maxCases: Number.POSITIVE_INFINITY,
    alpha: input.alpha,
  });
  return plan.totalSessions;
}
