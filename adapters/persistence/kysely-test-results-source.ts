import { sql, type Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type {
  GoalMeasure,
  MeasuredGoal,
  TestResultsSource,
  TestRollups,
} from '../../application/ports/test-results-source';
import type { GoalId } from '../../domain/ab-tests/goal';
import { catalogueGoal } from '../../domain/ab-tests/goal-catalogue';
import type { GoalTotalsRow } from '../../domain/statistics/conversion-statistics';
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
        't.minimum_lift_percent',
        't.start_date',
        't.end_date',
        jsonArrayFrom(
          eb
            .selectFrom('variants as v')
            .select(['v.id', 'v.variant_no', 'v.traffic_allocation', 'v.page_redirect_url'])
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
            .selectFrom('goals as g')
            .leftJoin('test_goals as tg', (join) =>
              join.onRef('tg.goal_id', '=', 'g.id').onRef('tg.test_id', '=', 't.id'),
            )
            .select(['g.id', 'g.name', 'g.kind', 'tg.position', 'tg.guardrail'])
            .where((w) => w.or([w('g.id', '=', w.ref('t.goal_id')), w('tg.test_id', 'is not', null)])),
        ).as('goals'),
        jsonArrayFrom(
          eb
            .selectFrom('variant_goal_totals as c')
            .select(['c.variant_id', 'c.goal_id', 'c.bucket', 'c.visitors', 'c.total', 'c.total_squares'])
            .whereRef('c.test_id', '=', 't.id'),
        ).as('goalTotals'),
        jsonArrayFrom(
          eb
            .selectFrom('variant_metric_histograms as h')
            .select(['h.variant_id', 'h.metric', 'h.bucket', 'h.sessions'])
            .whereRef('h.test_id', '=', 't.id'),
        ).as('histograms'),
        jsonArrayFrom(
          eb
            .selectFrom('test_phases as p')
            .select(['p.phase_no', 'p.started_at', 'p.baseline'])
            .whereRef('p.test_id', '=', 't.id')
            .orderBy('p.phase_no', 'desc')
            .limit(1),
        ).as('phase'),
        jsonArrayFrom(
          eb
            .selectFrom('goal_daily_statistics as d')
            .select([
              'd.variant_id',
              sql<string>`to_char(d.day, 'YYYY-MM-DD')`.as('day'),
              'd.sessions',
              'd.total',
              'd.total_squares',
            ])
            .whereRef('d.test_id', '=', 't.id')
            .whereRef('d.goal_id', '=', 't.goal_id')
            .orderBy('d.day'),
        ).as('daily'),
        largestNetworkSessions(),
      ])
      .where('t.id', '=', testId)
      .where('t.user_id', '=', userId)
      .executeTakeFirst();
    if (test === undefined) return null;
    const [phaseRow] = test.phase;
    const baseline = phaseRow === undefined ? null : baselineOf(phaseRow.baseline);
    const since = baseline === null ? null : new PhaseBaseline(baseline);
    const variants = [...test.variants].sort((a, b) => a.variant_no - b.variant_no);
    const rollups = variants.map((v): TestRollups['variants'][number] => {
      const ofVariant = test.totals.filter((row) => row.variant_id === v.id);
      const histogramsOfVariant = new Map<HistogramMetric, Map<number, number>>();
      for (const h of test.histograms.filter((row) => row.variant_id === v.id)) {
        const buckets = histogramsOfVariant.get(h.metric as HistogramMetric) ?? new Map<number, number>();
        buckets.set(h.bucket, Number(h.sessions) - (since?.histogram(v.id, h.metric, h.bucket) ?? 0));
        histogramsOfVariant.set(h.metric as HistogramMetric, buckets);
      }
      return {
        variantId: v.id,
        variantNo: v.variant_no,
        allocationPercent: v.traffic_allocation,
        redirects: v.page_redirect_url !== null,
        totals: new Map(
          ofVariant.map((row) => [
            row.metric as TotalMetric,
            Number(row.total) - (since?.total(v.id, row.metric) ?? 0),
          ]),
        ),
        squares: new Map(
          ofVariant.map((row) => [
            row.metric as TotalMetric,
            Number(row.total_squares) - (since?.squares(v.id, row.metric) ?? 0),
          ]),
        ),
        histograms: histogramsOfVariant,
      };
    });
    const goalTotals = new Map<GoalId, GoalTotalsRow[]>();
    for (const row of test.goalTotals) {
      const rows = goalTotals.get(row.goal_id as GoalId) ?? [];
      const before = since?.goalRow(row.variant_id, row.goal_id, row.bucket);
      rows.push({
        variantId: row.variant_id,
        bucket: row.bucket,
        visitors: Number(row.visitors) - (before?.visitors ?? 0),
        total: Number(row.total) - (before?.total ?? 0),
        squares: Number(row.total_squares) - (before?.squares ?? 0),
      });
      goalTotals.set(row.goal_id as GoalId, rows);
    }
    return {
      goals: measuredGoals(test.goal_id, test.goals),
      goalTotals,
      maxCases: test.max_cases,
      minimumLiftPercent: test.minimum_lift_percent,
      startDate: new Date(test.start_date),
      endDate: test.end_date,
      phase:
        phaseRow === undefined
          ? { number: 1, startedAt: new Date(test.start_date), sessionsBefore: 0 }
          : {
              number: phaseRow.phase_no,
              startedAt: new Date(phaseRow.started_at),
              sessionsBefore: variants.reduce((sum, v) => sum + (since?.total(v.id, 'sessions') ?? 0), 0),
            },
      variants: rollups,
      // A day's copy holds the results as they stood at its end: the phase's start day and those before it mix in
      // sessions of the earlier phase, so the phase's days begin after it.
      daily: test.daily
        .filter((row) => phaseRow === undefined || row.day > new Date(phaseRow.started_at).toISOString().slice(0, 10))
        .map((row) => ({
          variantId: row.variant_id,
          day: row.day,
          statistics: { n: Number(row.sessions), sum: Number(row.total), sumOfSquares: Number(row.total_squares) },
        })),
      largestNetworkSessions: Number(test.largest_network_sessions),
    };
  }
}

/**
 * The sessions of the current phase (from the latest phase's start; every session in the first phase) that the client
 * network bringing the most of them brought: one grouped count over the test's sessions, answered from the index on
 * (test, network) alone, inside the results' one statement. Sessions without a network are left out.
 */
function largestNetworkSessions() {
  return sql<number>`coalesce((
    select count(*)::int from tracking_sessions s
    where s.test_id = t.id and s.client_network is not null
      and s.started_at >= coalesce(
        (select max(p.started_at) from test_phases p where p.test_id = t.id), '-infinity'::timestamptz)
    group by s.client_network
    order by count(*) desc
    limit 1), 0)`.as('largest_network_sessions');
}

interface BaselineRows {
  readonly totals: readonly { variant_id: string; metric: string; total: number; total_squares: number }[];
  readonly goalTotals: readonly {
    variant_id: string;
    goal_id: number;
    bucket: number;
    visitors: number;
    total: number;
    total_squares: number;
  }[];
  readonly histograms: readonly { variant_id: string; metric: string; bucket: number; sessions: number }[];
}

/** The phase's baseline as the migration's JSON stores it (PGlite may hand jsonb back as text). */
function baselineOf(value: unknown): BaselineRows {
  const parsed = (typeof value === 'string' ? JSON.parse(value) : value) as Partial<BaselineRows> | null;
  return { totals: parsed?.totals ?? [], goalTotals: parsed?.goalTotals ?? [], histograms: parsed?.histograms ?? [] };
}

/**
 * The rollups as they stood when the current phase began, looked up by key: results subtract them, so they count
 * from the phase's start. Rollups are sums, so the difference is exactly what came in since.
 */
class PhaseBaseline {
  private readonly totals = new Map<string, { total: number; squares: number }>();
  private readonly goalRows = new Map<string, { visitors: number; total: number; squares: number }>();
  private readonly histograms = new Map<string, number>();

  constructor(rows: BaselineRows) {
    for (const r of rows.totals) {
      this.totals.set(`${r.variant_id}|${r.metric}`, { total: Number(r.total), squares: Number(r.total_squares) });
    }
    for (const r of rows.goalTotals) {
      this.goalRows.set(`${r.variant_id}|${r.goal_id}|${r.bucket}`, {
        visitors: Number(r.visitors),
        total: Number(r.total),
        squares: Number(r.total_squares),
      });
    }
    for (const r of rows.histograms) this.histograms.set(`${r.variant_id}|${r.metric}|${r.bucket}`, Number(r.sessions));
  }

  total(variantId: string, metric: string): number {
    return this.totals.get(`${variantId}|${metric}`)?.total ?? 0;
  }

  squares(variantId: string, metric: string): number {
    return this.totals.get(`${variantId}|${metric}`)?.squares ?? 0;
  }

  goalRow(variantId: string, goalId: number, bucket: number) {
    return this.goalRows.get(`${variantId}|${goalId}|${bucket}`);
  }

  histogram(variantId: string, metric: string, bucket: number): number {
    return this.histograms.get(`${variantId}|${metric}|${bucket}`) ?? 0;
  }
}

/**
 * An engagement goal's row is one of the catalogue's (a test checks they agree): an engagement id outside the
 * catalogue is a migration the code was not told about, a programming error rather than a user's.
 */
function measureOf(goal: { id: number; kind: string }): GoalMeasure {
  if (goal.kind !== 'engagement') return { kind: 'conversion', revenue: goal.kind === 'revenue' };
  const entry = catalogueGoal(goal.id);
  if (entry === null) throw new Error(`Goal ${goal.id} is in the database but not in the goal catalogue`);
  return { kind: 'engagement', goalId: entry.id };
}

/** The primary goal first, then the secondary goals in the owner's order. */
function measuredGoals(
  primaryId: number,
  rows: readonly { id: number; name: string; kind: string; position: number | null; guardrail: boolean | null }[],
): MeasuredGoal[] {
  const primary = rows.filter((row) => row.id === primaryId);
  const secondary = rows.filter((row) => row.id !== primaryId).sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  return [...primary, ...secondary].map((row) => ({
    goalId: row.id as GoalId,
    name: row.name,
    role: row.id === primaryId ? 'primary' : row.guardrail ? 'guardrail' : 'secondary',
    measure: measureOf(row),
  }));
}
