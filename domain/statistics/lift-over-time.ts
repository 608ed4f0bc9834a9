import type { Interval } from './interval';
import { sequentialMeanInterval, sequentialRateInterval, type SequentialOptions } from './sequential-interval';
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
   * The always-valid interval of the difference read as a lift (divided by the control's value that day, which
   * treats that value as known; it is the band the verdict reads). Null below the interval's minimum sessions.
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
      const sequential = !readable
        ? null
        : kind === 'rate'
          ? sequentialRateInterval(c, v, options)
          : sequentialMeanInterval(c, v, options);
      return {
        day: snapshot.day,
        variantNo: variant.variantNo,
        sessions: c.n + v.n,
        lift: readable ? v.sum / v.n / controlValue - 1 : null,
        band:
          sequential === null || controlValue === null
            ? null
            : { lower: sequential.interval.lower / controlValue, upper: sequential.interval.upper / controlValue },
      };
    });
  });
}
