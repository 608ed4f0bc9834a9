import type { Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { TestResultsSource, TestRollups } from '../../application/ports/test-results-source';
import { catalogueGoal, type CatalogueGoalId } from '../../domain/ab-tests/goal-catalogue';
import type { TestId, UserId } from '../../domain/shared/ids';
import type { HistogramMetric, TotalMetric } from '../../domain/tracking/variant-rollup';
import type { DatabaseSchema } from './database-schema';
import { isUuid } from './uuid';

/**
 * One statement, however many sessions the test has had: the owner's test by its key, with its variants, their
 * rollup totals and their duration histograms (a few hundred rows at most) folded into JSON arrays of that one row.
 * Every signed-in results request pays for this, and one round trip that PostgreSQL answers with one row costs the
 * server far less than three result sets of many rows.
 */
export class KyselyTestResultsSource implements TestResultsSource {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async rollupsOf(userId: UserId, testId: TestId): Promise<TestRollups | null> {
    if (!isUuid(testId)) return null;
    const test = await this.db
      .selectFrom('tests as t')
      .select((eb) => [
        't.goal_id',
        't.max_cases',
        't.end_date',
        jsonArrayFrom(
          eb
            .selectFrom('variants as v')
            .select(['v.id', 'v.variant_no', 'v.traffic_allocation'])
            .whereRef('v.test_id', '=', 't.id'),
        ).as('variants'),
        jsonArrayFrom(
          eb
            .selectFrom('variant_metric_totals as m')
            .select(['m.variant_id', 'm.metric', 'm.total', 'm.total_squares'])
            .whereRef('m.test_id', '=', 't.id'),
        ).as('totals'),
        jsonArrayFrom(
          eb
            .selectFrom('variant_metric_histograms as h')
            .select(['h.variant_id', 'h.metric', 'h.bucket', 'h.sessions'])
            .whereRef('h.test_id', '=', 't.id'),
        ).as('histograms'),
      ])
      .where('t.id', '=', testId)
      .where('t.user_id', '=', userId)
      .executeTakeFirst();
    if (test === undefined) return null;
    const variants = [...test.variants].sort((a, b) => a.variant_no - b.variant_no);
    const rollups = variants.map((v): TestRollups['variants'][number] => {
      const ofVariant = test.totals.filter((row) => row.variant_id === v.id);
      const histogramsOfVariant = new Map<HistogramMetric, Map<number, number>>();
      for (const h of test.histograms.filter((row) => row.variant_id === v.id)) {
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
    return {
      goalId: catalogueGoalId(test.goal_id),
      maxCases: test.max_cases,
      endDate: test.end_date,
      variants: rollups,
    };
  }
}

/**
 * A test's goal_id references the goals table, which the goal catalogue mirrors (a test checks they agree): an id
 * outside the catalogue is a migration the code was not told about, a programming error rather than a user's.
 */
function catalogueGoalId(goalId: number): CatalogueGoalId {
  const goal = catalogueGoal(goalId);
  if (goal === null) throw new Error(`Goal ${goalId} is in the database but not in the goal catalogue`);
  return goal.id;
}
