import { sql, type Kysely } from 'kysely';
import type { VisitsLeftOutStore } from '../../application/ports/visits-left-out-store';
import type { LeftOutVisits, VisitsLeftOut } from '../../domain/tracking/visits-left-out';
import type { DatabaseSchema } from './database-schema';
import { isUuid } from './uuid';

/**
 * The counts of visits left out, one row per test and reason. An addition is one statement that selects the tests
 * that exist, so an id from a forged request or a test deleted meanwhile adds nothing rather than failing.
 */
export class KyselyVisitsLeftOut implements VisitsLeftOutStore {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async add(visits: readonly LeftOutVisits[]): Promise<void> {
    const rows = merged(visits.filter((v) => isUuid(v.testId)));
    if (rows.length === 0) return;
    const values = sql.join(rows.map((r) => sql`(${r.testId}::uuid, ${r.reason}::text, ${r.visits}::bigint)`));
    await sql`
      insert into visits_left_out (test_id, reason, visits)
      select tests.id, counted.reason, counted.visits
      from (values ${values}) as counted (test_id, reason, visits)
      join tests on tests.id = counted.test_id
      order by tests.id, counted.reason
      on conflict (test_id, reason) do update set visits = visits_left_out.visits + excluded.visits
    `.execute(this.db);
  }

  async ofTests(testIds: readonly string[]): Promise<ReadonlyMap<string, VisitsLeftOut>> {
    const ids = testIds.filter(isUuid);
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('visits_left_out')
      .select(['test_id', 'reason', 'visits'])
      .where('test_id', 'in', ids)
      .execute();
    const counts = new Map<string, { bots: number; otherOrigins: number }>();
    for (const row of rows) {
      const count = counts.get(row.test_id) ?? { bots: 0, otherOrigins: 0 };
      if (row.reason === 'bot') count.bots += Number(row.visits);
      else count.otherOrigins += Number(row.visits);
      counts.set(row.test_id, count);
    }
    return counts;
  }
}

/** One row per test and reason (a statement may not update the same row twice), in the order rows are locked. */
function merged(visits: readonly LeftOutVisits[]): LeftOutVisits[] {
  const byKey = new Map<string, LeftOutVisits>();
  for (const v of visits) {
    const key = `${v.testId} ${v.reason}`;
    const before = byKey.get(key);
    byKey.set(key, { ...v, visits: (before?.visits ?? 0) + v.visits });
  }
  return [...byKey.values()];
}
