import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../../adapters/persistence/migrate';
import { migrations } from '../../../migrations/index';
import { createTestDatabase, testDialect, type TestDatabase } from '../../support/test-database';

describe(`migrations on ${testDialect()}`, () => {
  let testDb: TestDatabase | undefined;
  afterEach(async () => testDb?.dispose());

  it('builds the whole schema on an empty database, then has nothing left to apply', async () => {
    testDb = await createTestDatabase({ empty: true });
    const first = await migrateToLatest(testDb.database.db);
    expect(first.applied).toEqual(Object.keys(migrations));

    const second = await migrateToLatest(testDb.database.db);
    expect(second.applied).toEqual([]);
  });

  it('seeds the goals a test can be measured against', async () => {
    testDb = await createTestDatabase({ empty: true });
    await migrateToLatest(testDb.database.db);
    const goals = await testDb.database.db.selectFrom('goals').select('name').orderBy('id').execute();
    expect(goals.map((goal) => goal.name)).toEqual([
      'clicks',
      'form submissions',
      'scroll depth',
      'time on page',
      'bounce rate',
      'button clicks',
    ]);
  });

  it('runs every migration down and up again, so each is reversible', async () => {
    testDb = await createTestDatabase({ empty: true });
    const db = testDb.database.db;
    await migrateToLatest(db);
    for (const name of Object.keys(migrations).reverse()) await migrations[name]?.down?.(db);
    const left = await sql<{
      n: number;
    }>`select count(*)::int as n from information_schema.tables where table_schema = 'public' and table_name = 'goals'`.execute(
      db,
    );
    expect(left.rows[0]?.n).toBe(0);
  });
});
