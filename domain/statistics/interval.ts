/** A two-sided interval for an effect, lower <= upper. */
export interface Interval {
  readonly lower: number;
  readonly upper: number;
}

/** Whether the interval leaves out zero: the data rule out "no difference" at the interval's level. */
export function excludesZero(interval: Interval): boolean {
  return interval.lower > 0 || interval.upper < 0;
}
