import { mixtureMultiplier, type SequentialOptions } from './sequential-interval';

/**
 * How many sessions until a comparison is sure to be decided. The always-valid interval narrows as sessions come
 * in; once it is narrower than the smallest lift worth finding (as a difference: that lift times the control's
 * value), it cannot contain both zero and that lift, so it must leave out one of them: the variant wins or loses
 * beyond doubt, or the lift is ruled out ("no meaningful difference"). The sessions at which that happens, at the
 * noise measured so far, bound the time left whatever the true difference is; it is what "about N more days"
 * rests on.
 *
 * The interval's standard error shrinks as 1/√n with the two arms' sessions n (each arm keeping its share), and the
 * mixture multiplier changes slowly (sequential-interval.ts), so the width at n sessions is
 *   w(n) = 2 · m(n) · se₀ · √(n₀ / n),
 * se₀ the standard error now, read back from the interval's half-width at n₀. w falls as n grows (m(n)² / n is
 * decreasing), so the smallest n with w(n) ≤ the decisive width is found by doubling, then bisection.
 */
export interface HorizonInput {
  /** Sessions of the control and the variant together, now. */
  readonly pairSessions: number;
  /** The always-valid interval's half-width now, in the goal's unit. */
  readonly halfWidth: number;
  /** The smallest lift worth finding as a difference (relative lift × the control's value). */
  readonly decisiveWidth: number;
  readonly options: SequentialOptions;
}

/** More than this is no forecast anyone can act on. */
const horizonLimit = 1e12;

/** The control's and the variant's sessions together at which the comparison is decided; null when it never is. */
export function decidingPairSessions(input: HorizonInput): number | null {
  const { pairSessions, halfWidth, decisiveWidth, options } = input;
  if (!(pairSessions > 0 && halfWidth > 0 && decisiveWidth > 0)) return null;
  const standardError = halfWidth / mixtureMultiplier(pairSessions, options);
  const width = (n: number): number => 2 * mixtureMultiplier(n, options) * standardError * Math.sqrt(pairSessions / n);
  if (width(pairSessions) <= decisiveWidth) return pairSessions;
  let low = pairSessions;
  let high = pairSessions * 2;
  while (width(high) > decisiveWidth) {
    low = high;
    high *= 2;
    if (high > horizonLimit) return null;
  }
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (width(middle) <= decisiveWidth) high = middle;
    else low = middle;
  }
  return high;
}
