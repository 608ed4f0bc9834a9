import { formatLift } from '../../format/format-measure';

export interface Lift {
  readonly estimate: number;
  readonly lower: number;
  readonly upper: number;
}

/**
 * The lift as the page shows it. Every goal metric is a count, a duration or a rate, never below zero, so no
 * variant can do worse than −100%; the symmetric interval the server computes can reach past that while there are
 * few sessions, and is cut there.
 */
export function shownLift(lift: Lift): Lift {
  return { estimate: lift.estimate, lower: Math.max(-1, lift.lower), upper: lift.upper };
}

/** "+12.3% (+4.1% to +20.5%)". */
export function liftWithInterval(lift: Lift): string {
  const shown = shownLift(lift);
  return `${formatLift(shown.estimate)} (${formatLift(shown.lower)} to ${formatLift(shown.upper)})`;
}

/**
 * The always-valid interval as a lift: the server's interval is of the difference variant − A, so it is read against
 * A's value (docs/statistics.md, "On the results page"). Cut at −100% like the lift's own interval.
 */
export function alwaysValidLift(
  sequential: { readonly lower: number; readonly upper: number },
  controlValue: number | null,
): string | null {
  if (controlValue === null || !(controlValue > 0)) return null;
  const lower = Math.max(-1, sequential.lower / controlValue);
  return `${formatLift(lower)} to ${formatLift(sequential.upper / controlValue)}`;
}
