import type { PageId, UserId } from '../../domain/shared/ids';
import type { RecentSessions } from '../../domain/statistics/recent-traffic';
import type { SufficientStatistics } from '../../domain/statistics/sufficient-statistics';
import type { TotalMetric } from '../../domain/tracking/variant-rollup';

export interface PageTraffic {
  /** Visitors who entered any of the page's tests since the window began, each counted once, and when the first did. */
  readonly recent: RecentSessions;
  /** The metric over every session of every test the page has had (n, Σx, Σx²), from the rollups. */
  readonly history: SufficientStatistics;
}

/** Reads what a page's past tests say about its traffic, for planning the next one. */
export interface PageTrafficSource {
  /** Null when the owner has no such page. */
  trafficOf(
    userId: UserId,
    pageId: PageId,
    query: { readonly since: Date; readonly metric: TotalMetric },
  ): Promise<PageTraffic | null>;
}
