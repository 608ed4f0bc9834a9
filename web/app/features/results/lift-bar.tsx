import { shownLift, type Lift } from './shown-lift';

/** The always-valid interval read as a lift; its upper end null while it has none. */
export interface AlwaysValidRange {
  readonly liftLower: number;
  readonly liftUpper?: number | null;
}

/** The lifts a goal's bars are drawn on, shared by its rows so that they read against one another. */
export interface LiftScale {
  readonly low: number;
  readonly high: number;
}

/** The least a scale reaches either way, so that a lift of +0.1% is not drawn across the whole bar. */
const leastReach = 0.05;

/**
 * A scale holding every row's intervals, around 0%, as wide on the right as on the left but never below −100%: no
 * goal metric is below zero, so no variant can do worse than that (an interval reaching past it is cut there).
 */
export function liftScale(
  rows: readonly { readonly lift?: Lift | null; readonly sequential?: AlwaysValidRange | null }[],
): LiftScale {
  const ends = rows.flatMap((row) => {
    const lift = row.lift ? shownLift(row.lift) : null;
    const sequential = row.sequential ?? null;
    return [
      ...(lift === null ? [] : [lift.lower, lift.upper]),
      ...(sequential === null ? [] : [Math.max(-1, sequential.liftLower), sequential.liftUpper ?? 0]),
    ];
  });
  const reach = Math.max(leastReach, ...ends.map(Math.abs));
  return { low: Math.max(-1, -reach), high: reach };
}

const width = 160;
const height = 14;

/**
 * One variant's lift as a bar: the 95% interval thick, the wider always-valid interval (the verdict's) as a thin
 * line behind it, the estimate as a tick, on the goal's shared scale with a line at no change. The figures are in the
 * text beside it, so the drawing is hidden from screen readers; its side is said by the sign of the figures, and
 * shown by colour and by which side of the line it lies.
 */
export function LiftBar({
  lift,
  sequential,
  scale,
}: {
  lift: Lift;
  sequential: AlwaysValidRange | null;
  scale: LiftScale;
}) {
  const shown = shownLift(lift);
  const xOf = (value: number): number =>
    Math.min(width, Math.max(0, ((value - scale.low) / (scale.high - scale.low)) * width));
  const side = shown.lower > 0 ? 'better' : shown.upper < 0 ? 'worse' : 'unclear';
  const middle = height / 2;
  return (
    <svg
      className={`lift-bar lift-bar--${side}`}
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      aria-hidden="true"
      focusable="false"
    >
      {sequential !== null && (
        <line
          className="lift-bar__always-valid"
          x1={xOf(Math.max(-1, sequential.liftLower))}
          x2={sequential.liftUpper === null || sequential.liftUpper === undefined ? width : xOf(sequential.liftUpper)}
          y1={middle}
          y2={middle}
        />
      )}
      <rect
        className="lift-bar__interval"
        x={xOf(shown.lower)}
        y={3}
        width={Math.max(2, xOf(shown.upper) - xOf(shown.lower))}
        height={height - 6}
        rx={2}
      />
      <line className="lift-bar__zero" x1={xOf(0)} x2={xOf(0)} y1={0} y2={height} />
      <line className="lift-bar__estimate" x1={xOf(shown.estimate)} x2={xOf(shown.estimate)} y1={1} y2={height - 1} />
    </svg>
  );
}
