import { sql, type Kysely, type RawBuilder, type Selectable } from 'kysely';
import type {
  ConversionTarget,
  NewTrackingSession,
  SessionGoalValue,
  TrackedSession,
  TrackingRepository,
  VariantGoalChange,
  VariantRollupChange,
} from '../../application/ports/tracking-repository';
import { enrolmentKey, type EnrolmentTarget } from '../../domain/sessions/enrolment';
import type { UserId } from '../../domain/shared/ids';
import { isEngaged, type SessionSummary } from '../../domain/tracking/session-summary';
import type { RawEventDay } from '../../domain/tracking/raw-event-days';
import type { TrackerEvent } from '../../domain/tracking/tracking-protocol';
import { combineChanges, type RollupChange } from '../../domain/tracking/variant-rollup';
import type { DatabaseSchema, TrackingSessionsTable } from './database-schema';
import { addToGoalRollups, conversionTargets, saveSessionGoals, sessionGoalValues } from './kysely-conversion-rollups';
import { dropRawEventDaysBefore, prepareRawEventDays } from './kysely-raw-event-days';
import { preparedName } from './prepared-statements';
import { isUuid } from './uuid';

type Pair = { readonly testId: string; readonly visitorId: string };

/**
 * The first key of the advisory locks held on client networks while their new visitors are counted and charged (the
 * second is the network's hash), apart from the ingest leases' keys, which are hashes of the stream's name.
 */
const networkLockClass = 0x53_50_4e_4c;

/**
 * Tracking writes come in batches, so each method is one or two statements whatever the batch size. Rows are
 * locked in id order and rollup rows written in key order, so concurrent batches queue instead of deadlocking.
 */
export class KyselyTrackingRepository implements TrackingRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async ownersOf(testIds: readonly string[]): Promise<Map<string, UserId>> {
    const ids = testIds.filter(isUuid);
    if (ids.length === 0) return new Map();
    const { rows } = await sql<{ id: string; user_id: string }>`${sql.raw(preparedName('test_owners'))}
      select id, user_id from tests where id = any(${ids}::uuid[])`.execute(this.db);
    return new Map(rows.map((row) => [row.id, row.user_id as UserId]));
  }

  async lockEnrolmentTargets(testIds: readonly string[]): Promise<Map<string, EnrolmentTarget>> {
    const ids = [...new Set(testIds.filter(isUuid))].sort();
    if (ids.length === 0) return new Map();
    // One round trip: the batch waits on it with its owners' balances locked. FOR NO KEY UPDATE, as the batch changes
    // no key of the test: a fold inserting rollup rows of the test meanwhile checks their foreign key with a KEY SHARE
    // lock, which FOR UPDATE would refuse until this batch commits, while this batch waits on the rollup rows the fold
    // holds (a deadlock). Enrolment batches still queue on the test, as NO KEY UPDATE locks exclude each other.
    const { rows: tests } = await sql<EnrolmentTargetRow>`${sql.raw(preparedName('lock_enrolment_targets'))}
      select t.id, t.user_id, p.website_id, w.daily_session_budget, t.active, t.start_date, t.end_date, t.max_cases, t.test_sessions_count,
        u.email_confirmed_at is not null as owner_email_confirmed,
        (select coalesce(json_agg(json_build_object('id', v.id, 'share', v.traffic_allocation)
          order by v.variant_no), '[]'::json) from variants v where v.test_id = t.id) as variants,
        (select coalesce(json_agg(d.device_id order by d.device_id), '[]'::json)
          from test_target_devices d where d.test_id = t.id) as devices
      from tests t join pages p on p.id = t.page_id join websites w on w.id = p.website_id
        join users u on u.id = t.user_id
      where t.id = any(${ids}::uuid[])
      order by t.id
      for no key update of t`.execute(this.db);
    return new Map(
      tests.map((t) => [
        t.id,
        {
          testId: t.id,
          ownerId: t.user_id,
          websiteId: t.website_id,
          active: t.active,
          startDate: t.start_date,
          endDate: t.end_date,
          maxCases: t.max_cases,
          sessionsCount: t.test_sessions_count,
          variants: jsonArray(t.variants),
          devices: jsonArray(t.devices),
          dailySessionBudget: t.daily_session_budget,
          ownerEmailConfirmed: t.owner_email_confirmed,
        },
      ]),
    );
  }

  async enrolledAlready(pairs: readonly Pair[]): Promise<Set<string>> {
    const valid = pairs.filter((p) => isUuid(p.testId));
    if (valid.length === 0) return new Set();
    const { rows } = await sql<{ test_id: string; visitor_id: string }>`${sql.raw(preparedName('enrolled_already'))}
      select s.test_id, s.visitor_id
      from ${pairList(valid)}
      join tracking_sessions s on s.test_id = k.test_id and s.visitor_id = k.visitor_id`.execute(this.db);
    return new Set(rows.map((r) => enrolmentKey(r.test_id, r.visitor_id)));
  }

  async lockNetworkNewVisitors(networks: readonly string[], since: Date): Promise<Map<string, number>> {
    if (networks.length === 0) return new Map();
    const keys = [...new Set(networks)];
    // Taken in the order of the sorted subquery, so batches sharing networks queue instead of deadlocking. Two
    // networks with one hash only queue together. No row stands for a network, hence advisory locks.
    await sql`${sql.raw(preparedName('lock_networks'))}
      select pg_advisory_xact_lock(${sql.lit(networkLockClass)}, hashtext(n))
      from (select n from unnest(${keys}::text[]) as n order by n) as ordered`.execute(this.db);
    // A statement of its own, after the locks: its snapshot then holds every session the previous holders committed.
    const { rows } = await sql<{ client_network: string; n: number }>`${sql.raw(preparedName('network_new_visitors'))}
      select client_network, count(*)::int as n from tracking_sessions
      where client_network = any(${keys}::text[]) and started_at > ${since}
      group by client_network`.execute(this.db);
    return new Map(rows.map((row) => [row.client_network, row.n]));
  }

  async lockBudgetDays(websiteIds: readonly string[], day: string, dayStart: Date): Promise<Map<string, number>> {
    const ids = [...new Set(websiteIds)].sort();
    if (ids.length === 0) return new Map();
    const locked = await this.lockedBudgetDays(ids, day);
    const missing = ids.filter((id) => !locked.has(id));
    if (missing.length === 0) return locked;
    // The website's first charge of the day (or since its budget was set): its row starts at what today charged so
    // far, counted once. A batch racing to start the same row keeps the first one and locks it below.
    await sql`insert into website_budget_days (website_id, day, sessions)
      select w, ${day}::date, (select count(*)::int from tracking_sessions s
        join tests t on t.id = s.test_id join pages p on p.id = t.page_id
        where p.website_id = w and s.started_at >= ${dayStart})
      from unnest(${missing}::uuid[]) as w
      on conflict (website_id, day) do nothing`.execute(this.db);
    for (const [id, sessions] of await this.lockedBudgetDays(missing, day)) locked.set(id, sessions);
    return locked;
  }

  private async lockedBudgetDays(ids: readonly string[], day: string): Promise<Map<string, number>> {
    const { rows } = await sql<{ website_id: string; sessions: number }>`${sql.raw(preparedName('lock_budget_days'))}
      select website_id, sessions from website_budget_days
      where website_id = any(${ids}::uuid[]) and day = ${day}::date
      order by website_id
      for update`.execute(this.db);
    return new Map(rows.map((row) => [row.website_id, row.sessions]));
  }

  async addToBudgetDays(charged: ReadonlyMap<string, number>, day: string): Promise<void> {
    if (charged.size === 0) return;
    const ids = [...charged.keys()];
    await sql`${sql.raw(preparedName('add_to_budget_days'))}
      update website_budget_days d set sessions = d.sessions + c.n
      from unnest(${ids}::uuid[], ${ids.map((id) => charged.get(id) ?? 0)}::int[]) as c(website_id, n)
      where d.website_id = c.website_id and d.day = ${day}::date`.execute(this.db);
  }

  async startSessions(sessions: readonly NewTrackingSession[], rollups: readonly VariantRollupChange[]): Promise<void> {
    if (sessions.length === 0) return;
    const { totals, histograms } = rollupRows(rollups);
    // The sessions, their tests' counts and the rollups in one statement: one round trip of a batch that holds its
    // owners' balances and its tests locked. Rollup rows go in key order, as every writer keeps them.
    await sql`${sql.raw(preparedName('start_sessions'))}
      with started as (
        insert into tracking_sessions
          (id, user_id, test_id, variant_id, visitor_id, device, started_at, last_seen_at, client_network)
        select id, user_id, test_id, variant_id, visitor_id, device, started_at, started_at, client_network
        from unnest(${sessions.map((s) => s.id)}::uuid[], ${sessions.map((s) => s.ownerId)}::uuid[],
          ${sessions.map((s) => s.testId)}::uuid[], ${sessions.map((s) => s.variantId)}::uuid[],
          ${sessions.map((s) => s.visitorId)}::text[], ${sessions.map((s) => s.device)}::smallint[],
          ${sessions.map((s) => s.startedAt.toISOString())}::timestamptz[],
          ${sessions.map((s) => s.network ?? null)}::text[])
          as s(id, user_id, test_id, variant_id, visitor_id, device, started_at, client_network)
        returning test_id
      ),
      counted as (
        update tests set test_sessions_count = tests.test_sessions_count + counted.added
        from (select test_id, count(*)::int as added from started group by test_id) as counted
        where tests.id = counted.test_id
      ),
      ${addRollupRows(totals, histograms)}`.execute(this.db);
  }

  async lockSessions(pairs: readonly Pair[]): Promise<Map<string, TrackedSession>> {
    const valid = pairs.filter((p) => isUuid(p.testId));
    if (valid.length === 0) return new Map();
    const { rows } = await sql<Selectable<TrackingSessionsTable> & { website_id: string }>`${sql.raw(
      preparedName('lock_sessions'),
    )}
      select s.*, p.website_id
      from ${pairList(valid)}
      join tracking_sessions s on s.test_id = k.test_id and s.visitor_id = k.visitor_id
      join tests t on t.id = s.test_id
      join pages p on p.id = t.page_id
      order by s.id
      for update of s`.execute(this.db);
    return new Map(
      rows.map((row) => [
        enrolmentKey(row.test_id, row.visitor_id),
        {
          id: row.id,
          websiteId: row.website_id,
          testId: row.test_id,
          variantId: row.variant_id,
          visitorId: row.visitor_id,
          summary: summaryOf(row),
        },
      ]),
    );
  }

  async saveSummaries(updates: readonly { sessionId: string; summary: SessionSummary; at: Date }[]): Promise<void> {
    if (updates.length === 0) return;
    const summaries = updates.map((u) => u.summary);
    await sql`${sql.raw(preparedName('save_summaries'))}
      update tracking_sessions as s set
        last_seen_at = v.at, clicks = v.clicks, button_clicks = v.button_clicks, button_hovers = v.button_hovers,
        form_clicks = v.form_clicks, form_hovers = v.form_hovers, form_submits = v.form_submits,
        form_time_ms = v.form_time_ms, max_scroll_pct = v.max_scroll_pct, time_on_page_ms = v.time_on_page_ms,
        engaged = v.engaged
      from unnest(${updates.map((u) => u.sessionId)}::uuid[], ${updates.map((u) => u.at.toISOString())}::timestamptz[],
        ${summaries.map((x) => x.clicks)}::int[], ${summaries.map((x) => x.buttonClicks)}::int[],
        ${summaries.map((x) => x.buttonHovers)}::int[], ${summaries.map((x) => x.formClicks)}::int[],
        ${summaries.map((x) => x.formHovers)}::int[], ${summaries.map((x) => x.formSubmits)}::int[],
        ${summaries.map((x) => x.formTimeMs)}::int[], ${summaries.map((x) => x.maxScrollPct)}::smallint[],
        ${summaries.map((x) => x.timeOnPageMs)}::int[], ${summaries.map(isEngaged)}::boolean[])
        as v(id, at, clicks, button_clicks, button_hovers, form_clicks, form_hovers, form_submits, form_time_ms,
          max_scroll_pct, time_on_page_ms, engaged)
      where s.id = v.id`.execute(this.db);
  }

  async storeRawEvents(
    rows: readonly { sessionId: string; events: readonly TrackerEvent[]; at: Date }[],
  ): Promise<void> {
    if (rows.length === 0) return;
    // One JSON document for the whole batch: V8 writes it faster than pg escapes an array of JSON texts.
    const batch = JSON.stringify(rows.map((r) => ({ session_id: r.sessionId, received_at: r.at, events: r.events })));
    await sql`${sql.raw(preparedName('store_raw_events'))}
      insert into tracking_events (session_id, received_at, events)
      select session_id, received_at, events
      from jsonb_to_recordset(${batch}::jsonb) as r(session_id uuid, received_at timestamptz, events jsonb)`.execute(
      this.db,
    );
  }

  async addToRollups(changes: readonly VariantRollupChange[]): Promise<void> {
    const { totals, histograms } = rollupRows(changes);
    if (totals.length === 0 && histograms.length === 0) return;
    // Both tables in one statement; rows in key order, as every writer keeps them.
    await sql`${sql.raw(preparedName('add_to_rollups'))}
      with ${addRollupRows(totals, histograms)}`.execute(this.db);
  }

  conversionTargets(websiteIds: readonly string[], goalIds: readonly number[], now: Date): Promise<ConversionTarget[]> {
    return conversionTargets(this.db, websiteIds, goalIds, now);
  }

  sessionGoalValues(keys: readonly { sessionId: string; goalId: number }[]): Promise<SessionGoalValue[]> {
    return sessionGoalValues(this.db, keys);
  }

  saveSessionGoals(values: readonly SessionGoalValue[]): Promise<void> {
    return saveSessionGoals(this.db, values);
  }

  addToGoalRollups(changes: readonly VariantGoalChange[]): Promise<void> {
    return addToGoalRollups(this.db, changes);
  }

  prepareRawEventDays(days: readonly RawEventDay[]): Promise<void> {
    return prepareRawEventDays(this.db, days);
  }

  dropRawEventDaysBefore(firstKept: RawEventDay): Promise<number> {
    return dropRawEventDaysBefore(this.db, firstKept);
  }
}

function summaryOf(row: Selectable<TrackingSessionsTable>): SessionSummary {
  return {
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
}

/** A json column: parsed by the driver already, or text for drivers that leave it so. */
function jsonArray<T>(value: T[] | string): T[] {
  return typeof value === 'string' ? (JSON.parse(value) as T[]) : value;
}

/**
 * The (test, visitor) pairs as a list joined to the sessions: the planner then looks each pair up in the unique index
 * on both columns, whatever its statistics say about one test's share of the table. (A row-wise IN list let it scan
 * every session of a test it wrongly thought small.) Two arrays, so the statement's text is the same for any batch.
 */
function pairList(pairs: readonly Pair[]) {
  return sql`unnest(${pairs.map((p) => p.testId)}::uuid[], ${pairs.map((p) => p.visitorId)}::text[]) as k(test_id, visitor_id)`;
}

interface EnrolmentTargetRow {
  readonly id: string;
  readonly user_id: string;
  readonly website_id: string;
  readonly daily_session_budget: number | null;
  readonly active: boolean;
  readonly start_date: Date;
  readonly end_date: Date;
  readonly max_cases: number;
  readonly test_sessions_count: number;
  readonly owner_email_confirmed: boolean;
  /** In variant-number order, the order the tracking config lists them in. */
  readonly variants: { id: string; share: number }[] | string;
  readonly devices: number[] | string;
}

interface RollupRows {
  readonly totals: readonly { variantId: string; testId: string; metric: string; total: number; squares: number }[];
  readonly histograms: readonly {
    variantId: string;
    testId: string;
    metric: string;
    bucket: number;
    sessions: number;
  }[];
}

/** The rows rollup changes add to, those of the same variant added up first, in key order. */
function rollupRows(changes: readonly VariantRollupChange[]): RollupRows {
  const byVariant = new Map<string, { testId: string; changes: RollupChange[] }>();
  for (const c of changes) {
    const group = byVariant.get(c.variantId) ?? { testId: c.testId, changes: [] };
    group.changes.push(c.change);
    byVariant.set(c.variantId, group);
  }
  const variants = [...byVariant]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([variantId, group]) => ({ variantId, testId: group.testId, combined: combineChanges(group.changes) }));
  return {
    totals: variants.flatMap(({ variantId, testId, combined }) =>
      combined.totals.map((d) => ({ variantId, testId, metric: d.metric, total: d.total, squares: d.squares })),
    ),
    histograms: variants.flatMap(({ variantId, testId, combined }) =>
      combined.histograms
        .map((d) => ({ variantId, testId, metric: d.metric, bucket: d.bucket, sessions: d.sessions }))
        // Buckets come in the order the sessions moved; in key order instead, an enrolment adding sessions to a bucket
        // and a batch moving sessions out of it queue on the bucket's row instead of deadlocking.
        .sort((x, y) => x.metric.localeCompare(y.metric) || x.bucket - y.bucket),
    ),
  };
}

/** The end of a statement adding rows to both rollup tables: a `totals` CTE, then the histograms' upsert. */
function addRollupRows(totals: RollupRows['totals'], histograms: RollupRows['histograms']): RawBuilder<unknown> {
  return sql`totals as (
        insert into variant_metric_totals (variant_id, test_id, metric, total, total_squares)
        select * from unnest(${totals.map((t) => t.variantId)}::uuid[], ${totals.map((t) => t.testId)}::uuid[],
          ${totals.map((t) => t.metric)}::text[], ${totals.map((t) => t.total)}::bigint[],
          ${totals.map((t) => String(t.squares))}::numeric[])
        on conflict (variant_id, metric) do update set
          total = variant_metric_totals.total + excluded.total,
          total_squares = variant_metric_totals.total_squares + excluded.total_squares
      )
      insert into variant_metric_histograms (variant_id, test_id, metric, bucket, sessions)
      select * from unnest(${histograms.map((h) => h.variantId)}::uuid[], ${histograms.map((h) => h.testId)}::uuid[],
        ${histograms.map((h) => h.metric)}::text[], ${histograms.map((h) => h.bucket)}::int[],
        ${histograms.map((h) => h.sessions)}::bigint[])
      on conflict (variant_id, metric, bucket) do update set
        sessions = variant_metric_histograms.sessions + excluded.sessions`;
}
