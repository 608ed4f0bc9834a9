/** How far back a page's traffic is averaged: four whole weeks, so every weekday counts equally often. */
export const recentTrafficWindowDays = 28;

const dayMs = 86_400_000;

export interface RecentSessions {
  /** Sessions that started within the window, across the page's tests. */
  readonly sessions: number;
  /** When the first of them started; null when none did. */
  readonly firstStartedAt: Date | null;
}

/**
 * Sessions a day on a page, averaged over the days since its first session within the window (at least one day,
 * at most the window): a page whose first test began three days ago divides by three, not by 28. Null with no
 * sessions, where the traffic is unknown rather than zero (no test has run there lately).
 */
export function averageDailySessions(
  recent: RecentSessions,
  now: Date,
  windowDays: number = recentTrafficWindowDays,
): number | null {
  if (recent.sessions <= 0 || recent.firstStartedAt === null) return null;
  const elapsedDays = (now.getTime() - recent.firstStartedAt.getTime()) / dayMs;
  return recent.sessions / Math.min(windowDays, Math.max(1, elapsedDays));
}

/** A test's sessions as they stood at the end of a day (UTC). */
export interface DailySessions {
  /** YYYY-MM-DD. */
  readonly day: string;
  readonly sessions: number;
}

/** How far back a test's own traffic is averaged: a week, so weekdays and weekends both count. */
export const testTrafficWindowDays = 7;

/**
 * A test's sessions a day lately: the sessions since the end of the earliest day within the last week that has a
 * snapshot, over the time since; without one, every session over the days since the test started (at least one).
 * Null with no sessions yet.
 */
export function testDailySessions(input: {
  readonly sessionsNow: number;
  readonly snapshots: readonly DailySessions[];
  readonly startDate: Date;
  readonly now: Date;
}): number | null {
  const { sessionsNow, now } = input;
  if (sessionsNow <= 0) return null;
  const since = now.getTime() - testTrafficWindowDays * dayMs;
  const earliest = input.snapshots
    .map((s) => ({ end: Date.parse(`${s.day}T00:00:00Z`) + dayMs, sessions: s.sessions }))
    .filter((s) => s.end >= since && s.end < now.getTime())
    .sort((a, b) => a.end - b.end)[0];
  if (earliest !== undefined && now.getTime() - earliest.end >= dayMs / 4) {
    return Math.max(0, sessionsNow - earliest.sessions) / ((now.getTime() - earliest.end) / dayMs);
  }
  return sessionsNow / Math.max(1, (now.getTime() - input.startDate.getTime()) / dayMs);
}
