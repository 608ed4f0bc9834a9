import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../../adapters/persistence/database';
import { migrateToLatest } from '../../adapters/persistence/migrate';
import { createTestDatabase, testDialect, type TestDatabase } from './test-database';

/**
 * A database the child process can open, and a way to reach it from the test in between runs (PGlite's folder can
 * be opened by one process at a time, so the test opens it only while the CLI is not running).
 */
export interface CliDatabase {
  readonly env: Record<string, string>;
  use<T>(work: (database: Database) => Promise<T>): Promise<T>;
  dispose(): Promise<void>;
}

export async function cliDatabase(): Promise<CliDatabase> {
  if (testDialect() === 'postgres') {
    const testDb: TestDatabase = await createTestDatabase();
    return {
      env: { DATABASE_URL: testDb.url ?? '' },
      use: (work) => work(testDb.database),
      dispose: () => testDb.dispose(),
    };
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'splitpenny-cli-'));
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
