import { sql, type Kysely } from 'kysely';
import type { TestPhaseLog } from '../../application/ports/test-phase-log';
import type { TestId } from '../../domain/shared/ids';
import type { DatabaseSchema } from './database-schema';

/**
 * One statement: the next phase's row with the test's rollups as they stand, copied into its baseline as JSON
 * (the same rows the results source reads), so results can subtract them. Runs in the transaction of the change,
 * after the test's row is locked, so two changes cannot take the same number.
 */
export class KyselyTestPhaseLog implements TestPhaseLog {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async start(testId: TestId, at: Date): Promise<number> {
    const row = await this.db
      .insertInto('test_phases')
      .columns(['test_id', 'phase_no', 'started_at', 'baseline'])
      .expression(
        sql`select ${testId}::uuid,
          coalesce((select max(p.phase_no) from test_phases p where p.test_id = ${testId}::uuid), 1) + 1,
          ${at},
          jsonb_build_object(
            'totals', coalesce((select jsonb_agg(jsonb_build_object('variant_id', m.variant_id, 'metric', m.metric,
              'total', m.total, 'total_squares', m.total_squares)) from variant_metric_totals m
              where m.test_id = ${testId}::uuid), '[]'::jsonb),
            'goalTotals', coalesce((select jsonb_agg(jsonb_build_object('variant_id', c.variant_id, 'goal_id', c.goal_id,
              'bucket', c.bucket, 'visitors', c.visitors, 'total', c.total, 'total_squares', c.total_squares))
              from variant_goal_totals c where c.test_id = ${testId}::uuid), '[]'::jsonb),
            'histograms', coalesce((select jsonb_agg(jsonb_build_object('variant_id', h.variant_id, 'metric', h.metric,
              'bucket', h.bucket, 'sessions', h.sessions)) from variant_metric_histograms h
              where h.test_id = ${testId}::uuid), '[]'::jsonb))`,
      )
      .returning('phase_no')
      .executeTakeFirstOrThrow();
    return row.phase_no;
  }
}
