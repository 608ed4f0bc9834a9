import type { VariantComparison } from './goal-comparison';

/**
 * The one sentence a results page leads with. It rests on the always-valid (sequential) interval, so an owner who
 * looks every day is not told of a winner that chance alone produced; the chance to beat the control is the figure
 * the sentence quotes, because "97% probability" reads more plainly than an interval.
 *
 * - `no_sessions`: nobody has taken part yet.
 * - `winner`: one or more variants are better than the control beyond doubt; the best of them (highest chance to
 *   beat the control) is named.
 * - `control_wins`: every variant is worse than the control beyond doubt.
 * - `no_difference`: the test has finished (its maximum sessions reached, or its end date passed) and no variant
 *   differs from the control beyond doubt.
 * - `not_enough_data`: anything else while the test runs; `leader` says who is ahead so far, when anyone can be.
 */
export type TestVerdict =
  | { readonly kind: 'no_sessions' }
  | { readonly kind: 'winner'; readonly variantNo: number; readonly chanceToBeatControl: number }
  | { readonly kind: 'control_wins'; readonly chanceToBeatEveryVariant: number }
  | { readonly kind: 'no_difference' }
  | { readonly kind: 'not_enough_data'; readonly leader: Leader | null };

/** Who is ahead while nothing is decided: a variant over the control, or the control over every variant. */
export interface Leader {
  /** 0 is the control. */
  readonly variantNo: number;
  /** Its chance to beat the control (or, for the control, the smallest chance to beat a variant): at least `leadThreshold`. */
  readonly chance: number;
}

export interface VerdictInput {
  readonly comparisons: readonly VariantComparison[];
  readonly sessions: number;
  /** The test takes no more visitors: maxCases reached or its end date passed. */
  readonly finished: boolean;
}

/** Below this the lead is a coin toss, and naming a leader would only invite reading noise. */
export const leadThreshold = 0.55;

const isBetter = (c: VariantComparison): boolean => c.sequential?.significant === true && c.sequential.estimate > 0;
const isWorse = (c: VariantComparison): boolean => c.sequential?.significant === true && c.sequential.estimate < 0;

export function testVerdict(input: VerdictInput): TestVerdict {
  const { comparisons } = input;
  if (input.sessions === 0) return { kind: 'no_sessions' };
  const winner = best(comparisons.filter(isBetter));
  if (winner !== null) {
    return { kind: 'winner', variantNo: winner.variantNo, chanceToBeatControl: winner.chanceToBeatControl ?? 1 };
  }
  if (comparisons.length > 0 && comparisons.every(isWorse)) {
    return { kind: 'control_wins', chanceToBeatEveryVariant: controlChance(comparisons) ?? 1 };
  }
  if (input.finished) return { kind: 'no_difference' };
  return { kind: 'not_enough_data', leader: leaderOf(comparisons) };
}

function best(candidates: readonly VariantComparison[]): VariantComparison | null {
  let top: VariantComparison | null = null;
  for (const c of candidates) {
    if (top === null || (c.chanceToBeatControl ?? 0) > (top.chanceToBeatControl ?? 0)) top = c;
  }
  return top;
}

/** The control's chance to beat every variant, bounded by the variant closest to it. */
function controlChance(comparisons: readonly VariantComparison[]): number | null {
  const chances = comparisons.map((c) => c.chanceToBeatControl);
  if (chances.some((chance) => chance === null)) return null;
  return 1 - Math.max(...(chances as number[]));
}

function leaderOf(comparisons: readonly VariantComparison[]): Leader | null {
  const top = best(comparisons.filter((c) => c.chanceToBeatControl !== null));
  if (top === null || top.chanceToBeatControl === null) return null;
  if (top.chanceToBeatControl >= leadThreshold) return { variantNo: top.variantNo, chance: top.chanceToBeatControl };
  const control = controlChance(comparisons);
  return control !== null && control >= leadThreshold ? { variantNo: 0, chance: control } : null;
}
