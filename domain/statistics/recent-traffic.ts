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
