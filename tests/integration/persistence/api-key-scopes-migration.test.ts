import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrations } from '../../../migrations/index';
import { createTestDatabase, testDialect, type TestDatabase } from '../../support/test-database';

const userId = '5f0c1a2e-0000-4000-8000-000000000001';

describe(`the API key scopes migration on ${testDialect()}`, () => {
  let testDb: TestDatabase | undefined;
  afterEach(async () => testDb?.dispose());

  it('makes the keys that existed before it write keys, and makes every new key state its scope', async () => {
    testDb = await createTestDatabase();
    const db = testDb.database.db;
    const migration = migrations['0019-api-key-scopes'];
    if (migration?.down === undefined) throw new Error('0019-api-key-scopes must be reversible');
    await migration.down(db);
    await sql`insert into users (id, email, password_hash, created_at)
      values (${userId}, 'old@example.com', 'x', now())`.execute(db);
    await sql`insert into api_keys (id, user_id, name, prefix, secret_hash, created_at)
      values ('5f0c1a2e-0000-4000-8000-000000000002', ${userId}, 'old key', 'sp_live_abcd', 'hash-old', now())`.execute(
      db,
    );

    await migration.up(db);
    const keys = await db.selectFrom('api_keys').select(['name', 'scope']).execute();
    expect(keys).toEqual([{ name: 'old key', scope: 'write' }]);

    const withoutScope = sql`insert into api_keys (id, user_id, name, prefix, secret_hash, created_at)
      values (gen_random_uuid(), ${userId}, 'new key', 'sp_live_efgh', 'hash-new', now())`;
    await expect(withoutScope.execute(db)).rejects.toThrow();
    const withScope = (scope: string) =>
      sql`insert into api_keys (id, user_id, name, prefix, secret_hash, created_at, scope)
        values (gen_random_uuid(), ${userId}, 'new key', 'sp_live_efgh', ${`hash-${scope}`}, now(), ${scope})`.execute(
        db,
      );
    await expect(withScope('admin')).rejects.toThrow();
    await expect(withScope('read')).resolves.toBeDefined();
  });
});
