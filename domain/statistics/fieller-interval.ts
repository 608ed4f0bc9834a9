import type { Interval } from './interval';

/**
 * The interval of a relative lift μv / μc − 1 by Fieller's theorem (Fieller 1954): the ratios r for which
 * (x̄v − r x̄c)² ≤ z² (Vv + r² Vc), Vv and Vc the variances of the two means. Unlike the delta method it is exact in
 * the way the difference test is: r = 1 (no lift) lies outside it exactly when |x̄v − x̄c| > z √(Vv + Vc), so the
 * interval leaves out 0 exactly when the difference is significant at the same z. And it is symmetric: with the arms
 * swapped it is the set of 1/r, so A against B and B against A tell the same story. It is not centred on the
 * estimate: a lift can be far larger than observed more easily than far smaller.
 *
 * Null when the control's mean is itself within z standard errors of 0: the set is then unbounded (nothing can be
 * said of a lift relative to a value that may be nothing). The lower end is cut at −100%, since no metric here is
 * below zero; that never moves whether 0 is inside.
 */
export interface FiellerInput {
  readonly controlMean: number;
  readonly variantMean: number;
  readonly controlVariance: number;
  readonly variantVariance: number;
}

export function fiellerLiftInterval(input: FiellerInput, z: number): Interval | null {
  const { controlMean: c, variantMean: v, controlVariance: vc, variantVariance: vv } = input;
  const a = c * c - z * z * vc;
  if (!(a > 0)) return null;
  // The discriminant z²(Vc v² + Vv a) is never negative once a > 0.
  const root = z * Math.sqrt(vc * v * v + vv * a);
  const lower = (c * v - root) / a;
  const upper = (c * v + root) / a;
  return { lower: Math.max(-1, lower - 1), upper: upper - 1 };
}

/** Whether the control's mean is far enough from 0 for a lift interval at this z. */
export function liftIsBounded(controlMean: number, controlVariance: number, z: number): boolean {
  return controlMean * controlMean - z * z * controlVariance > 0;
}

/** A lift's range whose upper end may be unbounded (null): "+4% or more". */
export interface LiftRange {
  readonly lower: number;
  readonly upper: number | null;
}

/**
 * Fieller's set at z read as a lift over non-negative means, whatever the control's noise: bounded as
 * `fiellerLiftInterval` when it can be, else open above. When the control's mean is within z standard errors of 0
 * the set is two rays (or every ratio); over the ratios a non-negative metric can take, its least is 0 (−100%) or
 * the upper ray's start, and it has no upper end. A variant worse beyond doubt always has a bounded set (its control
 * is then more than z standard errors above the variant, hence above 0), so an open range never hides a loss.
 */
export function fiellerLiftRange(input: FiellerInput, z: number): LiftRange {
  const bounded = fiellerLiftInterval(input, z);
  if (bounded !== null) return bounded;
  const { controlMean: c, variantMean: v, controlVariance: vc, variantVariance: vv } = input;
  // a·r² − 2b·r + k ≤ 0 with a ≤ 0: outside the roots, if there are any.
  const a = c * c - z * z * vc;
  const b = c * v;
  const k = v * v - z * z * vv;
  const discriminant = b * b - a * k;
  if (a === 0 || !(discriminant > 0)) return { lower: -1, upper: null };
  const roots = [(b - Math.sqrt(discriminant)) / a, (b + Math.sqrt(discriminant)) / a].sort((x, y) => x - y);
  const [low = 0, high = 0] = roots;
  return { lower: low >= 0 ? -1 : Math.max(-1, high - 1), upper: null };
}
