/**
 * Raw event batches are kept, and let go, by the calendar day (UTC) they arrived on, named `yyyy-mm-dd`: a day's
 * batches go together once the whole day is older than the retention period, so a batch is kept at least that long
 * and at most a day longer.
 */
export type RawEventDay = string;

const dayMs = 86_400_000;

/** The day a batch received at `at` belongs to. */
export function rawEventDayOf(at: Date): RawEventDay {
  return at.toISOString().slice(0, 10);
}

/** Today and the `ahead` days after it, in order: the days whose batches may arrive soon. */
export function comingRawEventDays(now: Date, ahead: number): RawEventDay[] {
  return Array.from({ length: ahead + 1 }, (_, offset) => rawEventDayOf(new Date(now.getTime() + offset * dayMs)));
}

/**
 * The first day whose batches are kept after `retentionDays`: the day the retention period began on. Every day
 * before it ended more than `retentionDays` ago.
 */
export function firstKeptRawEventDay(now: Date, retentionDays: number): RawEventDay {
  return rawEventDayOf(new Date(now.getTime() - retentionDays * dayMs));
}
