import { normalQuantile } from './normal-distribution';

/**
 * Planning: how many sessions a test needs to detect a given relative lift, on a rate or on a per-session mean, and
 * how many days that takes.
 * The standard fixed-horizon formula for two proportions with a two-sided z-test (the one behind Evan Miller's
 * sample size calculator): with baseline p₁, p₂ = p₁ (1 + lift) and δ = p₂ − p₁,
 *   n per arm = (z_{1−α/2} √(2 p₁(1 − p₁)) + z_{power} √(p₁(1 − p₁) + p₂(1 − p₂)))² / δ²,
 * the first term the spread of the difference when there is none (both arms at the baseline), the second when
 * there is the lift. It plans for the fixed-horizon test, one look at the planned size; planTest scales it for the
 * always-valid interval looked at daily, which the verdict uses (sequential-plan.ts).
 */

export interface SampleSizeInput {
  /** The control's current rate, 0 < p < 1 (0.05 for 5%). */
  readonly baselineRate: number;
  /** The smallest relative change worth finding (0.1 for +10%); may be negative. */
  readonly minimumRelativeLift: number;
  /** Two-sided significance level (default 0.05). */
  readonly alpha?: number;
  /** Chance of finding a true lift of that size (default 0.8). */
  readonly power?: number;
}

/** Sessions per arm, rounded up. Null when the lift is 0 or moves the rate outside (0, 1). */
export function requiredSessionsPerArm(input: SampleSizeInput): number | null {
  const { baselineRate, minimumRelativeLift, alpha = 0.05, power = 0.8 } = input;
  if (!(baselineRate > 0 && baselineRate < 1))
    throw new RangeError(`baseline rate must be in (0, 1), got ${baselineRate}`);
  if (!(alpha > 0 && alpha < 1) || !(power > 0 && power < 1)) throw new RangeError('alpha and power must be in (0, 1)');
  const p1 = baselineRate;
  const p2 = baselineRate * (1 + minimumRelativeLift);
  if (minimumRelativeLift === 0 || !(p2 > 0 && p2 < 1)) return null;
  const delta = p2 - p1;
  const spread =
    normalQuantile(1 - alpha / 2) * Math.sqrt(2 * p1 * (1 - p1)) +
    normalQuantile(power) * Math.sqrt(p1 * (1 - p1) + p2 * (1 - p2));
  return Math.ceil((spread * spread) / (delta * delta));
}

export interface MeanSampleSizeInput {
  /** σ/μ of the per-session metric: its standard deviation over its mean (1 when they are equal). */
  readonly coefficientOfVariation: number;
  /** The smallest relative change of the mean worth finding (0.1 for +10%); may be negative. */
  readonly minimumRelativeLift: number;
  /** Two-sided significance level (default 0.05). */
  readonly alpha?: number;
  /** Chance of finding a true lift of that size (default 0.8). */
  readonly power?: number;
}

/**
 * Sessions per arm to detect a relative lift on a per-session mean (clicks, scroll depth, time on page). A lift L of
 * the mean μ is a difference δ = Lμ; with the same σ in both arms the normal approximation of the two-sample test
 * needs n = 2 (z_{1−α/2} + z_{power})² σ² / δ² per arm, and σ/μ = CV turns that into 2 (z_{1−α/2} + z_{power})² CV² / L²,
 * so only the spread relative to the mean matters, not the mean itself. Rounded up; null when the lift is 0.
 */
export function requiredSessionsPerArmForMean(input: MeanSampleSizeInput): number | null {
  const { coefficientOfVariation: cv, minimumRelativeLift: lift, alpha = 0.05, power = 0.8 } = input;
  if (!(cv > 0 && Number.isFinite(cv))) throw new RangeError(`coefficient of variation must be > 0, got ${cv}`);
  if (!(alpha > 0 && alpha < 1) || !(power > 0 && power < 1)) throw new RangeError('alpha and power must be in (0, 1)');
  if (lift === 0 || !Number.isFinite(lift)) return null;
  const z = normalQuantile(1 - alpha / 2) + normalQuantile(power);
  return Math.ceil((2 * z * z * cv * cv) / (lift * lift));
}

export interface DurationEstimate {
  readonly sessionsPerArm: number;
  /** Sessions the whole test needs so the smallest arm gets `sessionsPerArm`. */
  readonly totalSessions: number;
  readonly days: number;
}

/**
 * Days until every arm has `sessionsPerArm`, at `dailySessions` entering the test: the smallest allocation decides,
 * so total = sessions per arm × 100 / smallest allocation % (2 × per arm for a 50/50 split), and
 * days = ⌈total / daily sessions⌉. Null with no daily sessions (it never finishes).
 */
export function estimateDuration(
  sessionsPerArm: number,
  dailySessions: number,
  allocationPercents: readonly number[] = [50, 50],
): DurationEstimate | null {
  const totalSessions = totalSessionsNeeded(sessionsPerArm, allocationPercents);
  if (!(dailySessions > 0)) return null;
  return { sessionsPerArm, totalSessions, days: Math.ceil(totalSessions / dailySessions) };
}

/**
 * Sessions the whole test needs so that its smallest arm gets `sessionsPerArm`: per arm × 100 / smallest
 * allocation %. Arms allocated 0% take no visitors and are left out.
 */
export function totalSessionsNeeded(sessionsPerArm: number, allocationPercents: readonly number[] = [50, 50]): number {
  const allocated = allocationPercents.filter((percent) => percent > 0);
  if (allocated.length === 0) throw new RangeError('at least one arm needs a positive allocation');
  const smallestShare = Math.min(...allocated) / 100;
  // Rounded to 9 places first so that 1,000 × 100 / 50 is 2,000 and not 2,001 after a rounding error.
  return Math.ceil(Number((sessionsPerArm / smallestShare).toFixed(9)));
}

/** Whether the test can reach its sample size within `availableDays` (false when it would never finish). */
export function isFeasibleWithin(estimate: DurationEstimate | null, availableDays: number): boolean {
  return estimate !== null && estimate.days <= availableDays;
}

export interface SplitSampleSizeInput {
  /** The control's rate, or the spread of a per-session mean relative to its mean. */
  readonly baseline:
    | { readonly kind: 'rate'; readonly rate: number }
    | { readonly kind: 'mean'; readonly coefficientOfVariation: number };
  /** The smallest relative change worth finding (0.1 for +10%); may be negative. */
  readonly minimumRelativeLift: number;
  /** Control first, in percent; arms at 0% take no visitors and are left out. */
  readonly allocationPercents: readonly number[];
  readonly alpha?: number;
  readonly power?: number;
}

/**
 * Sessions the whole test needs for a fixed-horizon test of every variant against the control at the split it is
 * set up with, unrounded; null when the lift is 0 or moves a rate outside (0, 1). With shares a₀ (control) and aᵢ of
 * N sessions, the difference's variance is σ₀²/(N a₀) + σᵢ²/(N aᵢ), so for a rate
 *   N = (z_{1−α/2} √(p₁q₁ (1/a₀ + 1/aᵢ)) + z_power √(p₁q₁/a₀ + p₂q₂/aᵢ))² / δ²
 * and for a mean (the same σ in both arms) N = (z_{1−α/2} + z_power)² CV² (1/a₀ + 1/aᵢ) / L², the variant needing the
 * most deciding. At 50/50 this is twice the per-arm formulas above; at 90/10 the large control arm carries its
 * weight, where planning each arm as large as the smallest (per arm × 100 / smallest %) bought about 96% power.
 */
export function requiredTotalSessions(input: SplitSampleSizeInput): number | null {
  const { baseline, minimumRelativeLift: lift, alpha = 0.05, power = 0.8 } = input;
  if (!(alpha > 0 && alpha < 1) || !(power > 0 && power < 1)) throw new RangeError('alpha and power must be in (0, 1)');
  const [controlPercent = 0, ...variantPercents] = input.allocationPercents;
  const variants = variantPercents.filter((percent) => percent > 0);
  if (!(controlPercent > 0) || variants.length === 0) return null;
  if (lift === 0 || !Number.isFinite(lift)) return null;
  const zAlpha = normalQuantile(1 - alpha / 2);
  const zPower = normalQuantile(power);
  const a0 = controlPercent / 100;
  const worst = Math.min(...variants) / 100;
  if (baseline.kind === 'mean') {
    const cv = baseline.coefficientOfVariation;
    if (!(cv > 0 && Number.isFinite(cv))) throw new RangeError(`coefficient of variation must be > 0, got ${cv}`);
    return ((zAlpha + zPower) ** 2 * cv * cv * (1 / a0 + 1 / worst)) / (lift * lift);
  }
  const p1 = baseline.rate;
  if (!(p1 > 0 && p1 < 1)) throw new RangeError(`baseline rate must be in (0, 1), got ${p1}`);
  const p2 = p1 * (1 + lift);
  if (!(p2 > 0 && p2 < 1)) return null;
  const spread =
    zAlpha * Math.sqrt(p1 * (1 - p1) * (1 / a0 + 1 / worst)) +
    zPower * Math.sqrt((p1 * (1 - p1)) / a0 + (p2 * (1 - p2)) / worst);
  return (spread * spread) / ((p2 - p1) * (p2 - p1));
}
