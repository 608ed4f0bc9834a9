import { sql, type Kysely, type Selectable } from 'kysely';
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
import type { TrackerEvent } from '../../domain/tracking/tracking-protocol';
import { combineChanges, type RollupChange } from '../../domain/tracking/variant-rollup';
import type { DatabaseSchema, TrackingSessionsTable } from './database-schema';
import { addToGoalRollups, conversionTargets, saveSessionGoals, sessionGoalValues } from './kysely-conversion-rollups';
import { isUuid } from './uuid';

type Pair = { readonly testId: string; readonly visitorId: string };

/**
 * Tracking writes come in batches, so each method is one or two statements whatever the batch size. Rows are
 * locked in id order and rollup rows written in key order, so concurrent batches queue instead of deadlocking.
 */
export class KyselyTrackingRepository implements TrackingRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async ownersOf(testIds: readonly string[]): Promise<UserId[]> {
    const ids = testIds.filter(isUuid);
    if (ids.length === 0) return [];
    const rows = await this.db.selectFrom('tests').select('user_id').distinct().where('id', 'in', ids).execute();
    return rows.map((row) => row.user_id as UserId);
  }

  async lockEnrolmentTargets(testIds: readonly string[]): Promise<Map<string, EnrolmentTarget>> {
    const ids = [...new Set(testIds.filter(isUuid))].sort();
    if (ids.length === 0) return new Map();
    // One round trip: the batch waits on it with its owners' balances locked.
    const tests = await this.db
      .selectFrom('tests')
      .innerJoin('pages', 'pages.id', 'tests.page_id')
      .select([
        'tests.id',
        'tests.user_id',
        'pages.website_id',
        'tests.active',
        'tests.start_date',
        'tests.end_date',
        'tests.max_cases',
        'tests.test_sessions_count',
        sql<string[]>`(select coalesce(json_agg(v.id), '[]'::json) from variants v where v.test_id = tests.id)`.as(
          'variant_ids',
        ),
        sql<number[]>`(select coalesce(json_agg(d.device_id order by d.device_id), '[]'::json)
          from test_target_devices d where d.test_id = tests.id)`.as('devices'),
      ])
      .where('tests.id', 'in', ids)
      .orderBy('tests.id')
      .forUpdate('tests')
      .execute();
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
          variantIds: jsonArray(t.variant_ids),
          devices: jsonArray(t.devices),
        },
      ]),
    );
  }

  async enrolledAlready(pairs: readonly Pair[]): Promise<Set<string>> {
    const valid = pairs.filter((p) => isUuid(p.testId));
    if (valid.length === 0) return new Set();
    const { rows } = await sql<{ test_id: string; visitor_id: string }>`
      select s.test_id, s.visitor_id
      from ${pairValues(valid)}
      join tracking_sessions s on s.test_id = k.test_id and s.visitor_id = k.visitor_id`.execute(this.db);
    return new Set(rows.map((r) => enrolmentKey(r.test_id, r.visitor_id)));
  }

  async startSessions(sessions: readonly NewTrackingSession[]): Promise<void> {
    if (sessions.length === 0) return;
    // The sessions and their tests' counts in one statement.
    await this.db
      .with('started', (db) =>
        db
          .insertInto('tracking_sessions')
          .values(
            sessions.map((s) => ({
              id: s.id,
              user_id: s.ownerId,
              test_id: s.testId,
              variant_id: s.variantId,
              visitor_id: s.visitorId,
              device: s.device,
              started_at: s.startedAt,
              last_seen_at: s.startedAt,
            })),
          )
          .returning('test_id'),
      )
      .updateTable('tests')
      .from((eb) =>
        eb
          .selectFrom('started')
          .select(['started.test_id', (e) => e.fn.countAll<number>().as('added')])
          .groupBy('started.test_id')
          .as('counted'),
      )
      .set((eb) => ({ test_sessions_count: sql<number>`${eb.ref('tests.test_sessions_count')} + counted.added` }))
      .whereRef('tests.id', '=', 'counted.test_id')
      .execute();
  }

  async lockSessions(pairs: readonly Pair[]): Promise<Map<string, TrackedSession>> {
    const valid = pairs.filter((p) => isUuid(p.testId));
    if (valid.length === 0) return new Map();
    const { rows } = await sql<Selectable<TrackingSessionsTable> & { website_id: string }>`
      select s.*, p.website_id
      from ${pairValues(valid)}
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
    const rows = sql.join(
      updates.map(
        ({ sessionId: id, summary: s, at }) =>
          sql`(${id}::uuid, ${at}::timestamptz, ${s.clicks}::int, ${s.buttonClicks}::int, ${s.buttonHovers}::int,
            ${s.formClicks}::int, ${s.formHovers}::int, ${s.formSubmits}::int, ${s.formTimeMs}::int,
            ${s.maxScrollPct}::smallint, ${s.timeOnPageMs}::int, ${isEngaged(s)}::boolean)`,
      ),
    );
    await sql`
      update tracking_sessions as s set
        last_seen_at = v.at, clicks = v.clicks, button_clicks = v.button_clicks, button_hovers = v.button_hovers,
        form_clicks = v.form_clicks, form_hovers = v.form_hovers, form_submits = v.form_submits,
        form_time_ms = v.form_time_ms, max_scroll_pct = v.max_scroll_pct, time_on_page_ms = v.time_on_page_ms,
        engaged = v.engaged
      from (values ${rows}) as v(id, at, clicks, button_clicks, button_hovers, form_clicks, form_hovers,
        form_submits, form_time_ms, max_scroll_pct, time_on_page_ms, engaged)
      where s.id = v.id`.execute(this.db);
  }

  async storeRawEvents(
    rows: readonly { sessionId: string; events: readonly TrackerEvent[]; at: Date }[],
  ): Promise<void> {
    if (rows.length === 0) return;
    await this.db
      .insertInto('tracking_events')
      .values(rows.map((r) => ({ session_id: r.sessionId, received_at: r.at, events: JSON.stringify(r.events) })))
      .execute();
  }

  async addToRollups(changes: readonly VariantRollupChange[]): Promise<void> {
    const byVariant = new Map<string, { testId: string; changes: RollupChange[] }>();
    for (const c of changes) {
      const group = byVariant.get(c.variantId) ?? { testId: c.testId, changes: [] };
      group.changes.push(c.change);
      byVariant.set(c.variantId, group);
    }
    const variants = [...byVariant].sort(([a], [b]) => a.localeCompare(b));
    const totals = variants.flatMap(([variantId, group]) =>
      combineChanges(group.changes).totals.map((d) => ({
        variant_id: variantId,
        test_id: group.testId,
        metric: d.metric,
        total: d.total,
        total_squares: d.squares,
      })),
    );
    const histograms = variants.flatMap(([variantId, group]) =>
      combineChanges(group.changes).histograms.map((d) => ({
        variant_id: variantId,
        test_id: group.testId,
        metric: d.metric,
        bucket: d.bucket,
        sessions: d.sessions,
      })),
    );
    if (totals.length > 0) {
      await this.db
        .insertInto('variant_metric_totals')
        .values(totals)
        .onConflict((oc) =>
          oc.columns(['variant_id', 'metric']).doUpdateSet({
            total: sql`variant_metric_totals.total + excluded.total`,
            total_squares: sql`variant_metric_totals.total_squares + excluded.total_squares`,
          }),
        )
        .execute();
    }
    if (histograms.length > 0) {
      await this.db
        .insertInto('variant_metric_histograms')
        .values(histograms)
        .onConflict((oc) =>
          oc
            .columns(['variant_id', 'metric', 'bucket'])
            .doUpdateSet({ sessions: sql`variant_metric_histograms.sessions + excluded.sessions` }),
        )
        .execute();
    }
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

  async deleteEventsBefore(cutoff: Date): Promise<number> {
    const result = await this.db.deleteFrom('tracking_events').where('received_at', '<', cutoff).executeTakeFirst();
    return Number(result.numDeletedRows);
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
 * The (test, visitor) pairs as a VALUES list joined to the sessions: the planner then looks each pair up in the
 * unique index on both columns, whatever its statistics say about one test's share of the table. (A row-wise IN
 * list let it scan every session of a test it wrongly thought small.)
 */
function pairValues(pairs: readonly Pair[]) {
  const rows = sql.join(pairs.map((p) => sql`(${p.testId}::uuid, ${p.visitorId}::text)`));
  return sql`(values ${rows}) as k(test_id, visitor_id)`;
}
