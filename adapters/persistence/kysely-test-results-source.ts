import type { Kysely } from 'kysely';
import type { TestResultsSource, TestRollups } from '../../application/ports/test-results-source';
import type { ExperimentId, UserId } from '../../domain/shared/ids';
import type { HistogramMetric, TotalMetric } from '../../domain/tracking/variant-rollup';
import type { DatabaseSchema } from './database-schema';
import { isUuid } from './uuid';

/** Three indexed reads of a few rows per variant, however many sessions the test has had. */
export class KyselyTestResultsSource implements TestResultsSource {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async rollupsOf(userId: UserId, testId: ExperimentId): Promise<TestRollups | null> {
    if (!isUuid(testId)) return null;
    const test = await this.db
      .selectFrom('tests')
      .select(['goal_id', 'max_cases'])
      .where('id', '=', testId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (test === undefined) return null;
    const [variants, totals, histograms] = await Promise.all([
      this.db
        .selectFrom('variants')
        .select(['id', 'variant_no', 'traffic_allocation'])
        .where('test_id', '=', testId)
        .orderBy('variant_no')
        .execute(),
      this.db
        .selectFrom('variant_metric_totals')
        .select(['variant_id', 'metric', 'total', 'total_squares'])
        .where('test_id', '=', testId)
        .execute(),
      this.db
        .selectFrom('variant_metric_histograms')
        .select(['variant_id', 'metric', 'bucket', 'sessions'])
        .where('test_id', '=', testId)
        .execute(),
    ]);
    const rollups = variants.map((v): TestRollups['variants'][number] => {
      const ofVariant = totals.filter((row) => row.variant_id === v.id);
      const histogramsOfVariant = new Map<HistogramMetric, Map<number, number>>();
      for (const h of histograms.filter((row) => row.variant_id === v.id)) {
        const buckets = histogramsOfVariant.get(h.metric as HistogramMetric) ?? new Map<number, number>();
        buckets.set(h.bucket, Number(h.sessions));
        histogramsOfVariant.set(h.metric as HistogramMetric, buckets);
      }
      return {
        variantId: v.id,
        variantNo: v.variant_no,
        allocationPercent: v.traffic_allocation,
        totals: new Map(ofVariant.map((row) => [row.metric as TotalMetric, Number(row.total)])),
        squares: new Map(ofVariant.map((row) => [row.metric as TotalMetric, Number(row.total_squares)])),
        histograms: histogramsOfVariant,
      };
    });
    return { goalId: test.goal_id, maxCases: test.max_cases, variants: rollups };
  }
}
