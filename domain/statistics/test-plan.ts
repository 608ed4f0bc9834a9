import type { PlanningBaseline } from './planning-baseline';
import { requiredTotalSessions, totalSessionsNeeded } from './required-sample-size';
import { minimumSessionsPerArm } from './sequential-interval';
import { sequentialSessionsPerArm } from './sequential-plan';

/** Daily looks assumed when the traffic, and so the days, are unknown: a month. */
const looksWithoutTraffic = 30;

/** Why a planned test would not find the lift it is looking for. */
export type PlanProblem =
  /** No daily traffic to divide by: nothing ran on the page lately and the owner entered no number. */
  | { readonly kind: 'NoTraffic' }
  /** A rate lifted by that much would reach 100% (or fall to 0%): there is no such test to plan. */
  | { readonly kind: 'LiftOutOfRange' }
  | { readonly kind: 'LongerThanTest'; readonly days: number; readonly availableDays: number }
  | { readonly kind: 'MoreThanMaxCases'; readonly totalSessions: number; readonly maxCases: number };

export interface TestPlanInput {
  readonly baseline: PlanningBaseline;
  /** The smallest relative lift worth finding (0.1 for +10%). */
  readonly minimumRelativeLift: number;
  /** Sessions entering the test a day; null when unknown. */
  readonly dailySessions: number | null;
  /** Control first, in percent. */
  readonly allocationPercents: readonly number[];
  /** Days between the test's start and end dates. */
  readonly availableDays: number;
  /** The test stops taking visitors after this many sessions. */
  readonly maxCases: number;
  readonly alpha?: number;
  readonly power?: number;
}

export interface TestPlan {
  /** Null when the lift is out of range. */
  readonly sessionsPerArm: number | null;
  readonly totalSessions: number | null;
  /** Null when the lift is out of range or there is no traffic. */
  readonly days: number | null;
  readonly availableDays: number;
  readonly feasible: boolean;
  readonly problems: readonly PlanProblem[];
}

/**
 * Whether a test can find the lift it is looking for before it ends: the sessions it needs for the always-valid
 * interval the verdict rests on, looked at daily (sequential-plan.ts, from the fixed-horizon size of
 * required-sample-size.ts), the days that takes at the given traffic, and every reason it would not make it.
 */
export function planTest(input: TestPlanInput): TestPlan {
  const { baseline, minimumRelativeLift, alpha, power } = input;
  const fixedTotal = requiredTotalSessions({
    baseline,
    minimumRelativeLift,
    allocationPercents: input.allocationPercents,
    alpha,
    power,
  });
  // The smallest arm's share of the split-aware total, so the sequential scaling and the rounding work per arm as
  // before: at 50/50 exactly the per-arm formula.
  const required = fixedTotal === null ? null : Math.ceil(Number((fixedTotal * smallestShare(input)).toFixed(9)));
  const daily = input.dailySessions !== null && input.dailySessions > 0 ? input.dailySessions : null;
  const sequential = (looks: number) =>
    required === null ? null : sequentialSessionsPerArm(required, { looks, alpha, power });
  // The looks are the test's days, which depend on the sessions: a first guess from the usual ratio, then once more.
  const firstGuess = required === null || daily === null ? null : sequential(daysFor(required * 1.75, input, daily));
  const planned =
    firstGuess === null || daily === null
      ? sequential(looksWithoutTraffic)
      : sequential(daysFor(firstGuess, input, daily));
  // Results show no always-valid interval below this many sessions per arm, so planning for fewer (a huge lift on
  // a mean can need only two or three) would promise a verdict the results page cannot give.
  const sessionsPerArm = planned === null ? null : Math.max(planned, minimumSessionsPerArm);
  const totalSessions = sessionsPerArm === null ? null : totalSessionsNeeded(sessionsPerArm, input.allocationPercents);
  const days = totalSessions === null || daily === null ? null : Math.ceil(totalSessions / daily);

  const problems: PlanProblem[] = [];
  if (daily === null) problems.push({ kind: 'NoTraffic' });
  if (sessionsPerArm === null) problems.push({ kind: 'LiftOutOfRange' });
  if (days !== null && days > input.availableDays) {
    problems.push({ kind: 'LongerThanTest', days, availableDays: input.availableDays });
  }
  if (totalSessions !== null && totalSessions > input.maxCases) {
    problems.push({ kind: 'MoreThanMaxCases', totalSessions, maxCases: input.maxCases });
  }
  return {
    sessionsPerArm,
    totalSessions,
    days,
    availableDays: input.availableDays,
    feasible: problems.length === 0,
    problems,
  };
}

function smallestShare(input: TestPlanInput): number {
  return Math.min(...input.allocationPercents.filter((percent) => percent > 0)) / 100;
}

function daysFor(sessionsPerArm: number, input: TestPlanInput, daily: number): number {
  return Math.ceil(totalSessionsNeeded(Math.ceil(sessionsPerArm), input.allocationPercents) / daily);
}

const dayMs = 86_400_000;

/**
 * Whole days from `start` to `end`, rounded to the nearest: dates picked as days are local midnights, and a clock
 * change between them makes one day 23 or 25 hours long, which must not cost or add a day.
 */
export function wholeDaysBetween(start: Date, end: Date): number {
  return Math.round((end.getTime() - start.getTime()) / dayMs);
}
