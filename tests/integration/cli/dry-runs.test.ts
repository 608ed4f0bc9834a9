import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../adapters/persistence/database';
import { migrations } from '../../../migrations/index';
import { cliDatabase, type CliDatabase } from '../../support/cli-database';
import { runCli } from '../../support/run-cli';
import { createTestDatabase, testDialect } from '../../support/test-database';

/** What a dry run must leave as it was: every table of the public schema with its row count. */
async function tableRowCounts(database: Database): Promise<Record<string, number>> {
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(database.db);
  const counts: Record<string, number> = {};
  for (const { table_name: name } of tables.rows) {
    const row = await sql<{ n: string }>`select count(*) as n from ${sql.table(name)}`.execute(database.db);
    counts[name] = Number(row.rows[0]?.n);
  }
  return counts;
}

/** A database of this project's dialect that the CLI opens from its environment, and the test opens between runs. */
async function databaseFor(prepare: (database: Database) => Promise<void>): Promise<CliDatabase> {
  if (testDialect() === 'postgres') {
    const testDb = await createTestDatabase({ empty: true });
    await prepare(testDb.database);
    return { env: { DATABASE_URL: testDb.url ?? '' }, use: (work) => work(testDb.database), dispose: testDb.dispose };
  }
  const dataDir = path.join(await mkdtemp(path.join(tmpdir(), 'splitpenny-dry-run-')), 'data');
  const use = async <T>(work: (database: Database) => Promise<T>): Promise<T> => {
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      return await work(database);
    } finally {
      await database.close();
    }
  };
  await use(prepare);
  return { env: { DATA_DIR: dataDir }, use, dispose: () => rm(path.dirname(dataDir), { recursive: true }) };
}

const dryRuns = [
  ['topup', '--dry-run'],
  ['payout', '--dry-run'],
] as const;

describe(`dry runs on ${testDialect()} write nothing`, () => {
  describe('on a migrated database', () => {
    let db: CliDatabase;
    let before: Record<string, number>;
    beforeAll(async () => {
      db = await cliDatabase();
      before = await db.use(tableRowCounts);
    });
    afterAll(() => db.dispose());

    it.each(dryRuns)('splitpenny %s %s leaves every table as it was, the signing key unmade', async (...args) => {
      const run = await runCli(args, db.env);
      expect(run.stderr).not.toContain('splitpenny:');
      expect(run.code).toBe(0);
      expect(run.stdout).toContain('Dry run: nothing was changed.');
      const after = await db.use(tableRowCounts);
      expect(after).toEqual(before);
      expect(after.app_secrets).toBe(0);
    });
  });

  describe('on a database behind the code', () => {
    const names = Object.keys(migrations);
    let db: CliDatabase;
    let before: Record<string, number>;
    beforeAll(async () => {
      db = await databaseFor(async (database) => {
        const migrator = new Migrator({
          db: database.db,
          provider: { getMigrations: async () => ({ ...migrations }) },
        });
        const { error } = await migrator.migrateTo(names.at(-2) ?? '');
        if (error !== undefined) throw error;
      });
      before = await db.use(tableRowCounts);
    });
    afterAll(() => db.dispose());

    it.each(dryRuns)('splitpenny %s %s refuses, naming what to run, and migrates nothing', async (...args) => {
      const run = await runCli(args, db.env);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(
        `splitpenny: The database schema is behind: 1 migration(s) not applied (${names.at(-1)}). ` +
          'A dry run changes nothing, so it does not migrate: run `splitpenny migrate` first.',
      );
      expect(run.stdout).toBe('');
      expect(await db.use(tableRowCounts)).toEqual(before);
    });
  });

  describe('on a fresh database', () => {
    let db: CliDatabase;
    beforeAll(async () => {
      db = await databaseFor(async () => {});
    });
    afterAll(() => db.dispose());

    it.each(dryRuns)('splitpenny %s %s refuses and creates nothing, not even the migration table', async (...args) => {
      const run = await runCli(args, db.env);
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(/splitpenny: The database schema is behind: \d+ migration\(s\) not applied/);
      expect(await db.use(tableRowCounts)).toEqual({});
    });
  });

  describe('without an embedded database', () => {
    let dir: string;
    beforeAll(async () => {
      dir = await mkdtemp(path.join(tmpdir(), 'splitpenny-dry-run-'));
    });
    afterAll(() => rm(dir, { recursive: true }));

    it.each(dryRuns)('splitpenny %s %s refuses and creates no database in DATA_DIR', async (...args) => {
      const dataDir = path.join(dir, 'data');
      const run = await runCli(args, { DATA_DIR: dataDir });
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(`splitpenny: There is no database in ${dataDir} (DATA_DIR) yet.`);
      expect(run.stderr).toContain('run `splitpenny migrate` first');
      expect(existsSync(dataDir)).toBe(false);
      expect(await readdir(dir)).toEqual([]);
    });
  });
});
