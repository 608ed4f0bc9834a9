import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../adapters/persistence/database';
import { migrateToLatest } from '../../../adapters/persistence/migrate';
import { KyselyUnitOfWork } from '../../../adapters/persistence/kysely-unit-of-work';
import { aUser } from '../../contracts/account-rows';
import { runCli } from '../../support/run-cli';
import { createTestDatabase, testDialect, type TestDatabase } from '../../support/test-database';

/**
 * A database the child process can open, and a way to reach it from the test in between runs (PGlite's folder can
 * be opened by one process at a time, so the test opens it only while the CLI is not running).
 */
interface Target {
  readonly env: Record<string, string>;
  use<T>(work: (database: Database) => Promise<T>): Promise<T>;
  dispose(): Promise<void>;
}

async function target(): Promise<Target> {
  if (testDialect() === 'postgres') {
    const testDb: TestDatabase = await createTestDatabase();
    return {
      env: { DATABASE_URL: testDb.url ?? '' },
      use: (work) => work(testDb.database),
      dispose: () => testDb.dispose(),
    };
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'splitpenny-topup-'));
  const use = async <T>(work: (database: Database) => Promise<T>): Promise<T> => {
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      return await work(database);
    } finally {
      await database.close();
    }
  };
  await use((database) => migrateToLatest(database.db));
  return { env: { DATA_DIR: dataDir }, use, dispose: () => rm(dataDir, { recursive: true, force: true }) };
}

describe(`splitpenny topup on ${testDialect()}`, () => {
  let db: Target;
  const ids: string[] = [];
  beforeAll(async () => {
    db = await target();
    await db.use(async (database) => {
      for (const balance of [0, 400, 1000]) {
        const user = aUser();
        ids.push(user.id);
        await new KyselyUnitOfWork(database.db).run(async ({ users, credits }) => {
          await users.insert(user);
          if (balance > 0) {
            await credits.record({
              id: randomUUID(),
              userId: user.id,
              reason: 'adjustment',
              reference: `seed:${user.id}`,
              amount: balance,
              createdAt: new Date(),
            });
          }
        });
      }
    });
  });
  afterAll(async () => db.dispose());

  const balances = () =>
    db.use(async (database) => {
      const rows = await database.db
        .selectFrom('users')
        .select(['id', 'test_sessions_remaining'])
        .where('id', 'in', ids)
        .execute();
      return ids.map((id) => rows.find((row) => row.id === id)?.test_sessions_remaining);
    });

  it('says what it would do on a dry run, and changes nothing', async () => {
    const run = await runCli(['topup', '--month', '2026-11', '--dry-run'], db.env);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(
      '2026-11: 2 of 2 account(s) below the level would gain 1,600 sessions. Dry run: nothing was changed.\n',
    );
    expect(run.stderr).toContain('Topping up accounts below 1,000 sessions for 2026-11 (dry run)');
    expect(await balances()).toEqual([0, 400, 1000]);
  });

  it('tops up, and a second run in the month adds nothing', async () => {
    const first = await runCli(['topup', '--month', '2026-11'], db.env);
    expect(first.stdout).toBe('2026-11: 2 of 2 account(s) below the level gained 1,600 sessions.\n');
    expect(first.stderr).toContain('checked 2 account(s), 2 topped up');
    expect(await balances()).toEqual([1000, 1000, 1000]);

    const second = await runCli(['topup', '--month', '2026-11'], db.env);
    expect(second.code).toBe(0);
    expect(second.stdout).toBe('2026-11: 0 of 0 account(s) below the level gained 0 sessions.\n');
  });

  it.each(['2026-13', 'november', '2026-1'])('refuses the month %j, saying what it expects', async (month) => {
    const run = await runCli(['topup', '--month', month], db.env);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`--month must be a month like 2026-11, not "${month}"`);
  });
});
