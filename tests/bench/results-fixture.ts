// The test behind the results case of `npm run bench`: an owner's test with a million sessions over three variants,
// and the rollups ingest would have kept for them. Through the enrolment endpoint a million sessions would take many
// minutes, so one SQL statement writes them and the domain's own functions (rollupChange, combineChanges) fold them
// into the rollups, which are then held to SQL aggregates of the sessions themselves.
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../adapters/persistence/database';
import type { DatabaseSchema } from '../../adapters/persistence/database-schema';
import { KyselyTrackingRepository } from '../../adapters/persistence/kysely-tracking-repository';
import type { SessionSummary } from '../../domain/tracking/session-summary';
import {
  combineChanges,
  histogramMetrics,
  rollupChange,
  totalMetrics,
  type RollupChange,
  type TotalMetric,
} from '../../domain/tracking/variant-rollup';
import type { SignedUpUser } from '../support/account-operations';
import { postGraphql } from '../support/graphql-request';
import {
  ACTIVATE_TEST,
  SET_TRAFFIC_ALLOCATIONS,
  createPage,
  createTest,
  createVariant,
  dataOf,
  daysFromNow,
  getVariants,
} from '../support/workspace-operations';
import type { ResultsTest } from './protocol';

/** The control and two variants, and their shares of the traffic in percent. */
const arms = [
  { name: 'Control', allocation: 34 },
  { name: 'One page checkout', allocation: 33 },
  { name: 'Trust badges', allocation: 33 },
] as const;
/** How a variant changes behaviour against the control (button clicks, form clicks, submissions), so they differ. */
const lifts = { buttonClicks: [1, 1.1, 0.96], formClicks: [1, 1.15, 1.02], submits: [1, 1.08, 0.93] } as const;
/** Sessions are read back in pages of this many, by id. */
const readChunk = 50_000;

/** The checkout page of the bench website with a test of the control and two variants (34/33/33), running. */
async function createResultsTestOn(app: FastifyInstance, token: string, websiteId: string): Promise<string[]> {
  const pageId = await createPage(app, token, websiteId, { url: '/checkout', name: 'Checkout' });
  const testId = await createTest(app, token, pageId, {
    name: 'Checkout layout',
    description: 'Does a shorter checkout sell more',
    startDate: daysFromNow(-21),
    endDate: daysFromNow(9),
    maxCases: 100_000_000,
  });
  for (const arm of arms.slice(1)) await createVariant(app, token, testId, { name: arm.name, trafficAllocation: 0 });
  const variants = await getVariants(app, token, testId);
  const ordered = [...variants].sort((a, b) => Number(b.isControl) - Number(a.isControl) || a.variantNo - b.variantNo);
  if (ordered.length !== arms.length || ordered[0]?.isControl !== true) {
    throw new Error(`the results test has ${ordered.length} variants, expected a control and ${arms.length - 1}`);
  }
  const allocations = ordered.map((v, i) => ({ variantId: v.id, trafficAllocation: arms[i]?.allocation ?? 0 }));
  dataOf(await postGraphql(app, SET_TRAFFIC_ALLOCATIONS, { input: { testId, allocations } }, { bearer: token }));
  dataOf(await postGraphql(app, ACTIVATE_TEST, { id: testId }, { bearer: token }));
  return [testId, ...ordered.map((v) => v.id)];
}

/**
 * `count` sessions in one statement, each a visitor with a random id as the tracking script makes them, in a variant
 * drawn by the allocation. Visits last from half a second to ten minutes (log-uniform, so about 40% are under 10 s);
 * longer visits scroll deeper, hover and click more; form time only where a form was clicked, within the visit;
 * clicks count button and form clicks as the summary does; engaged by the domain's rule.
 */
async function insertSessions(
  db: Kysely<DatabaseSchema>,
  target: { ownerId: string; testId: string; variantIds: readonly string[] },
  count: number,
): Promise<void> {
  const [control, second, third] = target.variantIds;
  const firstCut = (arms[0].allocation / 100).toString();
  const secondCut = ((arms[0].allocation + arms[1].allocation) / 100).toString();
  const lift = (values: readonly number[]): ReturnType<typeof sql.raw> => sql.raw(`(array[${values.join(', ')}])`);
  // The draws are fenced off (offset 0) so that each random() is drawn once per session however often it is used.
  // Written in id order, the primary key grows at its end and the pages read back by id lie in order on disk.
  await sql`
    insert into tracking_sessions (id, user_id, test_id, variant_id, visitor_id, device, started_at, last_seen_at,
      clicks, button_clicks, button_hovers, form_clicks, form_hovers, form_submits, form_time_ms, max_scroll_pct,
      time_on_page_ms, engaged)
    select id, ${target.ownerId}::uuid, ${target.testId}::uuid,
      case arm when 0 then ${control}::uuid when 1 then ${second}::uuid else ${third}::uuid end,
      visitor_id, device, started_at, started_at + time_on_page_ms * interval '1.2 milliseconds',
      button_clicks + form_clicks + other_clicks, button_clicks, button_hovers, form_clicks, form_hovers,
      form_submits, form_time_ms, max_scroll_pct, time_on_page_ms,
      time_on_page_ms >= 10000 or button_clicks + form_clicks + other_clicks > 0 or form_submits > 0
    from (
      select *,
        case when form_clicks > 0 and u_submit < 0.4 * ${lift(lifts.submits)}[arm + 1]
          then 1 + (u_submit < 0.01)::int else 0 end as form_submits,
        case when form_clicks > 0 then least(time_on_page_ms, floor(1500 * power(40, u_form_time))::int)
          else 0 end as form_time_ms
      from (
        select id, arm, visitor_id, u_submit, u_form_time,
          case when u_device < 0.55 then 1 when u_device < 0.62 then 2 else 3 end as device,
          now() - u_start * interval '21 days' as started_at,
          floor(500 * power(1200, u_time))::int as time_on_page_ms,
          least(100, floor(u_scroll * 50 + u_time * 60))::int as max_scroll_pct,
          floor(-ln(1 - u_button_hover) * (0.5 + 2 * u_time))::int as button_hovers,
          floor(-ln(1 - u_button_click) * (0.1 + 0.9 * u_time) * ${lift(lifts.buttonClicks)}[arm + 1])::int
            as button_clicks,
          floor(-ln(1 - u_form_hover) * 0.6 * (0.3 + u_time))::int as form_hovers,
          floor(-ln(1 - u_form_click) * 0.8 * u_time * ${lift(lifts.formClicks)}[arm + 1])::int as form_clicks,
          floor(-ln(1 - u_other_click) * 0.4)::int as other_clicks
        from (
          select gen_random_uuid() as id,
            case when u_arm < ${sql.raw(firstCut)} then 0 when u_arm < ${sql.raw(secondCut)} then 1 else 2 end as arm,
            rtrim(translate(encode(uuid_send(gen_random_uuid()), 'base64'), '+/', '-_'), '=') as visitor_id,
            u_device, u_start, u_time, u_scroll, u_button_hover, u_button_click, u_form_hover, u_form_click,
            u_submit, u_form_time, u_other_click
          from (
            select random() as u_arm, random() as u_device, random() as u_start, random() as u_time,
              random() as u_scroll, random() as u_button_hover, random() as u_button_click,
              random() as u_form_hover, random() as u_form_click, random() as u_submit, random() as u_form_time,
              random() as u_other_click
            from generate_series(1, ${count}::int)
            offset 0
          ) as draws
          offset 0
        ) as drawn
      ) as visits
    ) as sessions
    order by id`.execute(db);
}

/**
 * The rollups ingest would have kept: each session as a new one (rollupChange(null, summary)), the changes of a page
 * of sessions folded per variant with combineChanges, and each page written by the repository's own addToRollups
 * (which adds to the rows, in numeric, as ingest does batch after batch).
 */
async function rollUp(db: Kysely<DatabaseSchema>, testId: string): Promise<void> {
  const repository = new KyselyTrackingRepository(db);
  let after: string | null = null;
  for (;;) {
    const rows = await db
      .selectFrom('tracking_sessions')
      .select([
        'id',
        'variant_id',
        'clicks',
        'button_clicks',
        'button_hovers',
        'form_clicks',
        'form_hovers',
        'form_submits',
        'form_time_ms',
        'max_scroll_pct',
        'time_on_page_ms',
      ])
      .where('test_id', '=', testId)
      .$if(after !== null, (query) => query.where('id', '>', after ?? ''))
      .orderBy('id')
      .limit(readChunk)
      .execute();
    const byVariant = new Map<string, RollupChange[]>();
    for (const row of rows) {
      const summary: SessionSummary = {
        clicks: row.clicks,
        buttonClicks: row.button_clicks,
        buttonHovers: row.button_hovers,
        formClicks: row.form_clicks,
        formHovers: row.form_hovers,
        formSubmits: row.form_submits,
        formTimeMs: row.form_time_ms,
        maxScrollPct: row.max_scroll_pct,
        timeOnPageMs: row.time_on_page_ms,
      };
      const changes = byVariant.get(row.variant_id) ?? [];
      changes.push(rollupChange(null, summary));
      byVariant.set(row.variant_id, changes);
    }
    const folded = [...byVariant].map(([variantId, changes]) => ({
      testId,
      variantId,
      change: combineChanges(changes),
    }));
    // Totals of squares are added in doubles. No value is negative, so the sums only grow: a sum that ends below
    // 2^53 was exact all the way (a page of 50,000 sessions puts about 4e14 ms² in each variant's time on page).
    for (const { change } of folded) {
      const unsafe = change.totals.find((d) => !Number.isSafeInteger(d.total) || !Number.isSafeInteger(d.squares));
      if (unsafe !== undefined) throw new Error(`the ${unsafe.metric} totals of a page are too large to be exact`);
    }
    await repository.addToRollups(folded);
    const last = rows.at(-1);
    if (last === undefined || rows.length < readChunk) return;
    after = last.id;
  }
}

/**
 * Each total's per-session value in SQL, from the stored columns. `engaged` is the column the insert wrote: the
 * rollups' engaged total comes from isEngaged on the other columns, so the check holds the two to each other.
 */
const sessionValueSql: Record<TotalMetric, string> = {
  sessions: '1',
  engaged: 'engaged::int',
  submitted: '(form_submits > 0)::int',
  clicks: 'clicks',
  button_clicks: 'button_clicks',
  button_hovers: 'button_hovers',
  form_clicks: 'form_clicks',
  form_hovers: 'form_hovers',
  form_submits: 'form_submits',
  form_time_ms: 'form_time_ms',
  max_scroll_pct: 'max_scroll_pct',
  time_on_page_ms: 'time_on_page_ms',
};

/**
 * Holds the rollups to the sessions: every total and total of squares equal to its SQL aggregate, every histogram
 * counting each session once. Returns each variant's sessions and SQL average of clicks, control first.
 */
async function checkRollups(
  db: Kysely<DatabaseSchema>,
  testId: string,
  variantIds: readonly string[],
): Promise<ResultsTest['variants']> {
  const aggregates = totalMetrics.flatMap((metric) => {
    const value = sessionValueSql[metric];
    return [
      sql.raw(`sum(${value})::text as "${metric}"`),
      sql.raw(`sum((${value})::numeric * (${value}))::text as "${metric}:squares"`),
    ];
  });
  const { rows: expected } = await sql<Record<string, string> & { variant_id: string; avg_clicks: string }>`
    select variant_id, avg(clicks)::text as avg_clicks, ${sql.join(aggregates)}
    from tracking_sessions where test_id = ${testId} group by variant_id`.execute(db);
  const totals = await db
    .selectFrom('variant_metric_totals')
    .select(['variant_id', 'metric', sql<string>`total::text`.as('total'), sql<string>`total_squares::text`.as('sq')])
    .where('test_id', '=', testId)
    .execute();
  const histograms = await db
    .selectFrom('variant_metric_histograms')
    .select(['variant_id', 'metric', sql<string>`sum(sessions)::text`.as('sessions')])
    .where('test_id', '=', testId)
    .groupBy(['variant_id', 'metric'])
    .execute();
  const problems: string[] = [];
  const variants = variantIds.map((variantId) => {
    const aggregate = expected.find((row) => row.variant_id === variantId);
    if (aggregate === undefined) throw new Error(`variant ${variantId} of the results test has no sessions`);
    for (const metric of totalMetrics) {
      const stored = totals.find((row) => row.variant_id === variantId && row.metric === metric);
      const pairs = [
        ['total', stored?.total ?? '0', aggregate[metric] ?? '0'],
        ['total of squares', stored?.sq ?? '0', aggregate[`${metric}:squares`] ?? '0'],
      ] as const;
      for (const [what, got, want] of pairs) {
        if (BigInt(got) !== BigInt(want)) {
          problems.push(`${variantId} ${metric} ${what}: ${got} in the rollup, ${want} in the sessions`);
        }
      }
    }
    for (const metric of histogramMetrics) {
      const counted = histograms.find((row) => row.variant_id === variantId && row.metric === metric)?.sessions;
      if (counted !== aggregate.sessions) {
        problems.push(`${variantId} ${metric} histogram: ${counted ?? 0} sessions of ${aggregate.sessions}`);
      }
    }
    return { variantId, sessions: Number(aggregate.sessions), avgClicks: Number(aggregate.avg_clicks) };
  });
  if (problems.length > 0) throw new Error(`the rollups differ from the sessions:\n  ${problems.join('\n  ')}`);
  return variants;
}

/** Seconds since `start` (a performance.now() reading), to one decimal. */
function secondsSince(start: number): number {
  return Math.round((performance.now() - start) / 100) / 10;
}

/**
 * The results test of the bench owner, on a page of its website, with `count` sessions and their rollups, and its
 * test_sessions_count to match (the owner is not charged for them: the balance checks count the live test's alone).
 */
export async function createResultsTest(
  app: FastifyInstance,
  database: Database,
  owner: SignedUpUser,
  websiteId: string,
  count: number,
): Promise<ResultsTest> {
  const started = performance.now();
  const [testId = '', ...variantIds] = await createResultsTestOn(app, owner.token, websiteId);
  const phases: { name: string; seconds: number }[] = [];
  const phase = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const start = performance.now();
    const result = await work();
    phases.push({ name, seconds: secondsSince(start) });
    return result;
  };
  const variants = await database.db.transaction().execute(async (trx) => {
    await phase('sessions written', async () => {
      await insertSessions(trx, { ownerId: owner.id, testId, variantIds }, count);
      await trx.updateTable('tests').set({ test_sessions_count: count }).where('id', '=', testId).execute();
      // Statistics from before the million rows would have the pages below read some other way than by id.
      await sql`analyze tracking_sessions`.execute(trx);
    });
    await phase('rolled up', () => rollUp(trx, testId));
    return phase('rollups checked against SQL', () => checkRollups(trx, testId, variantIds));
  });
  // Now rather than by autovacuum in the middle of a measurement.
  await phase('vacuum analyze', () => sql`vacuum analyze tracking_sessions`.execute(database.db));
  return {
    type: 'results',
    testId,
    ownerToken: owner.token,
    allocations: arms.map((arm) => arm.allocation),
    sessions: count,
    variants,
    seconds: secondsSince(started),
    phases,
  };
}
