import type { Kysely } from 'kysely';
import type { PageTraffic, PageTrafficSource } from '../../application/ports/page-traffic-source';
import type { PageId, UserId } from '../../domain/shared/ids';
import type { TotalMetric } from '../../domain/tracking/variant-rollup';
import type { DatabaseSchema } from './database-schema';
import { isUuid } from './uuid';

/**
 * A page's traffic from its tests: recent visitors from the sessions table (the page's tests through tests_page_idx,
 * then each test's sessions through its (test_id, visitor_id) index), its history of a metric from the rollups.
 */
export class KyselyPageTrafficSource implements PageTrafficSource {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async trafficOf(
    userId: UserId,
    pageId: PageId,
    query: { readonly since: Date; readonly metric: TotalMetric },
  ): Promise<PageTraffic | null> {
    if (!isUuid(pageId)) return null;
    const page = await this.db
      .selectFrom('pages')
      .select('id')
      .where('id', '=', pageId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (page === undefined) return null;
    const [recent, totals] = await Promise.all([
      this.db
        .selectFrom('tracking_sessions as s')
        .innerJoin('tests as t', 't.id', 's.test_id')
        // A visitor in two of the page's tests is one visitor of the page: the next test would count them once.
        .select((eb) => [eb.fn.count('s.visitor_id').distinct().as('visitors'), eb.fn.min('s.started_at').as('first')])
        .where('t.page_id', '=', pageId)
        .where('t.user_id', '=', userId)
        .where('s.started_at', '>=', query.since)
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('variant_metric_totals as m')
        .innerJoin('tests as t', 't.id', 'm.test_id')
        .select((eb) => ['m.metric', eb.fn.sum('m.total').as('total'), eb.fn.sum('m.total_squares').as('squares')])
        .where('t.page_id', '=', pageId)
        .where('t.user_id', '=', userId)
        .where('m.metric', 'in', ['sessions', query.metric])
        .groupBy('m.metric')
        .execute(),
    ]);
    const totalOf = (metric: string, column: 'total' | 'squares'): number =>
      Number(totals.find((row) => row.metric === metric)?.[column] ?? 0);
    return {
      recent: {
        sessions: Number(recent.visitors),
        firstStartedAt: recent.first === null ? null : new Date(recent.first),
      },
      history: {
        n: totalOf('sessions', 'total'),
        sum: totalOf(query.metric, 'total'),
        sumOfSquares: totalOf(query.metric, 'squares'),
      },
    };
  }
}
