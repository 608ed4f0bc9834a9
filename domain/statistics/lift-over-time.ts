import { differenceEstimate } from './difference-estimate';
import { fiellerLiftInterval } from './fieller-interval';
import type { Interval } from './interval';
import { hasMinimumEvidence } from './minimum-evidence';
import { mixtureMultiplier, type SequentialOptions } from './sequential-interval';
import type { SufficientStatistics } from './sufficient-statistics';

/** Every arm's statistics on a goal as they stood at the end of one day (cumulative since the test began). */
export interface DaySnapshot {
  /** YYYY-MM-DD (UTC). */
  readonly day: string;
  /** Control first (variantNo 0). */
  readonly arms: readonly { readonly variantNo: number; readonly statistics: SufficientStatistics }[];
}

/** One variant's cumulative lift over the control at the end of a day, with its always-valid band. */
export interface LiftOnDay {
  readonly day: string;
  readonly variantNo: number;
  readonly sessions: number;
  /** Null while the control's value is 0 or an arm has no sessions. */
  readonly lift: number | null;
  /**
   * The always-valid interval read as a lift, as the comparison tables read it (Fieller's, at the interval's
   * multiplier; goal-comparison.ts). Null before the minimum evidence, or while the control's value is too noisy for
   * the band to have an upper end.
   */
  readonly band: Interval | null;
}

/**
 * The cumulative lift of each variant day by day, with the band the verdict rests on: the owner sees it settle and
 * the band narrow, and since the band is valid at every day at once, a day where it leaves out zero is a day the
 * verdict could have been read, not a fluke of looking often.
 */
export function liftOverTime(
  days: readonly DaySnapshot[],
  kind: 'rate' | 'mean',
  options: SequentialOptions,
): LiftOnDay[] {
  return days.flatMap((snapshot) => {
    const [control, ...variants] = snapshot.arms;
    if (control === undefined || control.variantNo !== 0) return [];
    const c = control.statistics;
    const controlValue = c.n > 0 ? c.sum / c.n : null;
    return variants.map((variant): LiftOnDay => {
      const v = variant.statistics;
      const readable = controlValue !== null && controlValue > 0 && v.n > 0;
      const evidence = hasMinimumEvidence(
        { sessions: c.n, conversions: kind === 'rate' ? c.sum : null },
        { sessions: v.n, conversions: kind === 'rate' ? v.sum : null },
        false,
      );
      const estimate = readable && evidence ? differenceEstimate(c, v, kind) : null;
      const band = estimate === null ? null : fiellerLiftInterval(estimate, mixtureMultiplier(c.n + v.n, options));
      return {
        day: snapshot.day,
        variantNo: variant.variantNo,
        sessions: c.n + v.n,
        lift: readable ? v.sum / v.n / controlValue - 1 : null,
        band,
      };
    });
  });
}
