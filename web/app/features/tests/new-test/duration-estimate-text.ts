import { formatCount } from '../../../format/format-count';
import type { DurationEstimateData } from './duration-estimate-queries';

const fewDigits = new Intl.NumberFormat('en-GB', { maximumSignificantDigits: 2 });
const percent = new Intl.NumberFormat('en-GB', { style: 'percent', maximumFractionDigits: 1 });

const plural = (count: number, one: string, many: string): string => (count === 1 ? one : many);

/** A daily count as people say it: whole numbers from 10 up, two significant digits below (2.5, 0.25). */
export function formatPerDay(perDay: number): string {
  return perDay >= 10 ? formatCount(perDay) : fewDigits.format(perDay);
}

export function formatVisitorsPerDay(perDay: number): string {
  return `${formatPerDay(perDay)} ${plural(perDay, 'visitor', 'visitors')}`;
}

const days = (count: number): string => `${formatCount(count)} ${plural(count, 'day', 'days')}`;

/** The figure: "About 14 days (2,062 sessions, 1,031 per variant)", or the sessions alone without traffic. */
export function estimateSummary(estimate: DurationEstimateData): string | null {
  const { sessionsPerArm, totalSessions } = estimate;
  if (sessionsPerArm === null || totalSessions === null) return null;
  const total = `${formatCount(totalSessions)} sessions`;
  const perVariant = `${formatCount(sessionsPerArm)} per variant`;
  return estimate.days === null
    ? `The test needs about ${total} (${perVariant}).`
    : `About ${days(estimate.days)} (${total}, ${perVariant})`;
}

/** Each reason the test would not find the lift, in words; empty when it would. */
export function estimateWarnings(
  estimate: DurationEstimateData,
  context: { readonly maxCases: number; readonly minimumLiftPercent: number },
): string[] {
  return estimate.problems.map((problem) => {
    switch (problem) {
      case 'NO_TRAFFIC':
        return 'No traffic to estimate from: enter visitors per day.';
      case 'LIFT_OUT_OF_RANGE':
        return `A lift of ${fewDigits.format(context.minimumLiftPercent)}% on a rate of ${percent.format(estimate.baseline)} would pass 100%: choose a smaller lift.`;
      case 'LONGER_THAN_TEST':
        return `At ${formatVisitorsPerDay(estimate.dailySessions ?? 0)} a day the test needs about ${days(estimate.days ?? 0)}, but it runs for ${days(estimate.availableDays)}.`;
      case 'MORE_THAN_MAX_CASES':
        return `The test needs ${formatCount(estimate.totalSessions ?? 0)} sessions but stops at its maximum of ${formatCount(context.maxCases)}.`;
      default: {
        const unknown: never = problem;
        return String(unknown);
      }
    }
  });
}

/** What the estimate assumed about the goal, so a surprising figure can be traced to it. */
export function baselineNote(estimate: DurationEstimateData, isConversionGoal = false): string {
  if (estimate.baselineSource === 'ENTERED') {
    return `Based on the conversion rate you expect: ${percent.format(estimate.baseline)} of sessions reach the goal.`;
  }
  if (isConversionGoal) {
    return `Past tests do not measure this conversion goal, so it assumes ${percent.format(estimate.baseline)} of sessions reach it: enter the rate you expect for a closer figure.`;
  }
  const fromHistory = estimate.baselineSource === 'PAGE_HISTORY';
  if (estimate.baselineKind === 'RATE') {
    return fromHistory
      ? `Based on this page's past tests, where ${percent.format(estimate.baseline)} of sessions reached the goal.`
      : `This page has too little history, so it assumes ${percent.format(estimate.baseline)} of sessions reach the goal.`;
  }
  return fromHistory
    ? "Based on how much the goal varied between sessions in this page's past tests."
    : 'This page has too little history, so it assumes the goal varies between sessions about as much as its average.';
}
