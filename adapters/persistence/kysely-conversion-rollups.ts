import { sql, type Kysely } from 'kysely';
import type {
  ConversionTarget,
  SessionGoalValue,
  VariantGoalChange,
} from '../../application/ports/tracking-repository';
import type { DatabaseSchema } from './database-schema';
import { isStorableGoalId } from './goal-id';
import { isUuid } from './uuid';

/**
 * The conversion side of tracking writes (the TrackingRepository delegates here): which tests count a goal, each
 * session's value on its goals, and the per-variant goal rollups. One statement each, whatever the batch size.
 */

/** Tests between their dates, on, neither stopped nor shipped, measuring one of the goals first or second. */
export async function conversionTargets(
  db: Kysely<DatabaseSchema>,
  websiteIds: readonly string[],
  goalIds: readonly number[],
  now: Date,
): Promise<ConversionTarget[]> {
  const sites = websiteIds.filter(isUuid);
  const goals = goalIds.filter(isStorableGoalId);
  if (sites.length === 0 || goals.length === 0) return [];
  const { rows } = await sql<{
    website_id: string;
    test_id: string;
    goal_id: number;
    kind: string;
    max_order_value: number | null;
  }>`
    select g.website_id, t.id as test_id, g.id as goal_id, g.kind, w.max_order_value
    from goals g
    join websites w on w.id = g.website_id
    join pages p on p.website_id = g.website_id
    join tests t on t.page_id = p.id
    where g.website_id = any(${sites}::uuid[]) and g.id = any(${goals}::int[])
      and t.active and t.start_date <= ${now} and t.end_date > ${now}
      and t.stopped_at is null and t.shipped_variant_id is null
      and (t.goal_id = g.id or exists (select 1 from test_goals tg where tg.test_id = t.id and tg.goal_id = g.id))`.execute(
    db,
  );
  return rows.map((row) => ({
    websiteId: row.website_id,
    testId: row.test_id,
    goalId: row.goal_id,
    revenue: row.kind === 'revenue',
    maxOrderValue: row.max_order_value,
  }));
}

export async function sessionGoalValues(
  db: Kysely<DatabaseSchema>,
  keys: readonly { sessionId: string; goalId: number }[],
): Promise<SessionGoalValue[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .selectFrom('session_goals')
    .select(['session_id', 'goal_id', 'value'])
    .where('session_id', 'in', [...new Set(keys.map((k) => k.sessionId))])
    .where('goal_id', 'in', [...new Set(keys.map((k) => k.goalId))])
    .execute();
  return rows.map((row) => ({ sessionId: row.session_id, goalId: row.goal_id, value: Number(row.value) }));
}

export async function saveSessionGoals(db: Kysely<DatabaseSchema>, values: readonly SessionGoalValue[]): Promise<void> {
  if (values.length === 0) return;
  await db
    .insertInto('session_goals')
    .values(values.map((v) => ({ session_id: v.sessionId, goal_id: v.goalId, value: v.value })))
    .onConflict((oc) => oc.columns(['session_id', 'goal_id']).doUpdateSet({ value: sql`excluded.value` }))
    .execute();
}

/** Rows of the same (variant, goal, bucket) added up first, written in key order so concurrent batches queue. */
export async function addToGoalRollups(
  db: Kysely<DatabaseSchema>,
  changes: readonly VariantGoalChange[],
): Promise<void> {
  const rows = new Map<
    string,
    {
      variant_id: string;
      test_id: string;
      goal_id: number;
      bucket: number;
      visitors: number;
      total: number;
      total_squares: number;
    }
  >();
  for (const change of changes) {
    for (const d of change.deltas) {
      const key = `${change.variantId}:${change.goalId}:${String(d.bucket).padStart(4, '0')}`;
      const row = rows.get(key) ?? {
        variant_id: change.variantId,
        test_id: change.testId,
        goal_id: change.goalId,
        bucket: d.bucket,
        visitors: 0,
        total: 0,
        total_squares: 0,
      };
      rows.set(key, {
        ...row,
        visitors: row.visitors + d.visitors,
        total: row.total + d.total,
        total_squares: row.total_squares + d.squares,
      });
    }
  }
  const values = [...rows].sort(([a], [b]) => a.localeCompare(b)).map(([, row]) => row);
  if (values.length === 0) return;
  await db
    .insertInto('variant_goal_totals')
    .values(values)
    .onConflict((oc) =>
      oc.columns(['variant_id', 'goal_id', 'bucket']).doUpdateSet({
        visitors: sql`variant_goal_totals.visitors + excluded.visitors`,
        total: sql`variant_goal_totals.total + excluded.total`,
        total_squares: sql`variant_goal_totals.total_squares + excluded.total_squares`,
      }),
    )
    .execute();
}
