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
 * The always-valid interval as a lift, as the server reads it (Fieller's, which always holds the 95% lift interval
 * beside it; docs/statistics.md, "On the results page"): "−3.0% to +25.0%", or "+4.0% or more" while A's value is
 * too uncertain for an upper end.
 */
export function alwaysValidLift(sequential: {
  readonly liftLower: number;
  readonly liftUpper?: number | null;
}): string {
  const lower = formatLift(Math.max(-1, sequential.liftLower));
  const upper = sequential.liftUpper ?? null;
  return upper === null ? `${lower} or more` : `${lower} to ${formatLift(upper)}`;
}
