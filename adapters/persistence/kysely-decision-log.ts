import { sql, type Kysely } from 'kysely';
import type { DecisionLog, WatchedTest } from '../../application/ports/decision-log';
import type { TestId, UserId } from '../../domain/shared/ids';
import type { VerdictKey } from '../../domain/statistics/verdict-change';
import type { DatabaseSchema } from './database-schema';
import { isUuid } from './uuid';

const weekMs = 7 * 86_400_000;

export class KyselyDecisionLog implements DecisionLog {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async testsToWatch(now: Date, ids: readonly string[] | null): Promise<WatchedTest[]> {
    const known = ids === null ? null : [...new Set(ids.filter(isUuid))];
    if (known !== null && known.length === 0) return [];
    let query = this.db
      .selectFrom('tests')
      .select(['id', 'user_id'])
      .where('active', '=', true)
      .where('stopped_at', 'is', null)
      .where('shipped_variant_id', 'is', null)
      .where('start_date', '<=', now)
      .where('test_sessions_count', '>', 0)
      .where('end_date', '>', new Date(now.getTime() - weekMs));
    if (known !== null) query = query.where('id', 'in', known);
    const rows = await query.orderBy('id').execute();
    return rows.map((row) => ({ userId: row.user_id as UserId, testId: row.id as TestId }));
  }

  async recordVerdict(testId: TestId, verdict: VerdictKey, at: Date): Promise<boolean> {
    // One statement: the row is written only when it is new or different, and only then returned.
    const row = await this.db
      .insertInto('test_verdicts')
      .values({ test_id: testId, verdict, changed_at: at })
      .onConflict((oc) =>
        oc
          .column('test_id')
          .doUpdateSet({ verdict, changed_at: at })
          .where(sql<boolean>`test_verdicts.verdict <> excluded.verdict`),
      )
      .returning('test_id')
      .executeTakeFirst();
    return row !== undefined;
  }
}
