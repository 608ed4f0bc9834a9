import type { Kysely } from 'kysely';
import type { TestChangeLog } from '../../application/ports/test-change-log';
import type { TestChange } from '../../domain/ab-tests/test-change';
import { testChangeKinds, type TestChangeKind } from '../../domain/ab-tests/test-edit-rules';
import type { TestId, UserId } from '../../domain/shared/ids';
import type { DatabaseSchema } from './database-schema';
import { isUuid } from './uuid';

/** A stored kind the table's CHECK allows; anything else would be a migration this code does not know. */
function changeKind(value: string): TestChangeKind {
  const kind = testChangeKinds.find((k) => k === value);
  if (kind === undefined) throw new Error(`Unknown test change kind: ${value}`);
  return kind;
}

export class KyselyTestChangeLog implements TestChangeLog {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async record(change: TestChange): Promise<void> {
    await this.db
      .insertInto('test_changes')
      .values({ test_id: change.testId, what: change.what, at: change.at })
      .execute();
  }

  async listForTests(userId: UserId, testIds: readonly TestId[]): Promise<readonly TestChange[]> {
    const ids = testIds.filter(isUuid);
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('test_changes')
      .innerJoin('tests', 'tests.id', 'test_changes.test_id')
      .select(['test_changes.test_id', 'test_changes.what', 'test_changes.at'])
      .where('tests.user_id', '=', userId)
      .where('test_changes.test_id', 'in', ids)
      .orderBy('test_changes.at')
      .orderBy('test_changes.id')
      .execute();
    return rows.map((row) => ({ testId: row.test_id as TestId, what: changeKind(row.what), at: row.at }));
  }
}
