import type { Kysely } from 'kysely';
import type { DailyStatisticsRow, DailyStatisticsStore } from '../../application/ports/daily-statistics-store';
import type { TestId, UserId } from '../../domain/shared/ids';
import type { DatabaseSchema } from './database-schema';

const dayMs = 86_400_000;

export class KyselyDailyStatisticsStore implements DailyStatisticsStore {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async testsToSnapshot(now: Date): Promise<{ userId: UserId; testId: TestId }[]> {
    const rows = await this.db
      .selectFrom('tests')
      .select(['id', 'user_id'])
      .where('test_sessions_count', '>', 0)
      .where((w) => w.or([w('active', '=', true), w('end_date', '>=', new Date(now.getTime() - 2 * dayMs))]))
      .execute();
    return rows.map((row) => ({ userId: row.user_id as UserId, testId: row.id as TestId }));
  }

  async save(rows: readonly DailyStatisticsRow[]): Promise<void> {
    if (rows.length === 0) return;
    await this.db
      .insertInto('goal_daily_statistics')
      .values(
        rows.map((row) => ({
          test_id: row.testId,
          variant_id: row.variantId,
          goal_id: row.goalId,
          day: row.day,
          sessions: row.statistics.n,
          total: row.statistics.sum,
          total_squares: row.statistics.sumOfSquares,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['variant_id', 'goal_id', 'day']).doUpdateSet({
          sessions: (eb) => eb.ref('excluded.sessions'),
          total: (eb) => eb.ref('excluded.total'),
          total_squares: (eb) => eb.ref('excluded.total_squares'),
        }),
      )
      .execute();
  }
}
