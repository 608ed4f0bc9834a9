import { addDays, addMonthsUtc } from '../shared/calendar';

/** SPEC §3's windows for performance and session metrics: the last 7 days, and the last 1, 3 and 12 months. */
export interface ReportingPeriods {
  readonly lastWeek: Date;
  readonly lastMonth: Date;
  readonly lastQuarter: Date;
  readonly lastYear: Date;
}

/** Where each window starts; a window holds what happened at or after its start. */
export function reportingPeriods(now: Date): ReportingPeriods {
  return {
    lastWeek: addDays(now, -7),
    lastMonth: addMonthsUtc(now, -1),
    lastQuarter: addMonthsUtc(now, -3),
    lastYear: addMonthsUtc(now, -12),
  };
}

export interface PeriodCounts {
  readonly lastWeek: number;
  readonly lastMonth: number;
  readonly lastQuarter: number;
  readonly lastYear: number;
  readonly total: number;
}
