import { loadConfig, type Config } from '../../adapters/config/config';
import { createLogger, type Logger } from '../../adapters/logging/create-logger';
import { runJobsOn, type RunningJobs } from '../../adapters/main';
import type { TestDatabase } from './test-database';

/** The config a test's worker runs with: the test database's own settings, plus `overrides`. */
export function testWorkerConfig(testDb: TestDatabase, overrides: Partial<Config> = {}): Config {
  const base = loadConfig({ NODE_ENV: 'test' });
  const database: Config['database'] =
    testDb.url === null
      ? base.database
      : { kind: 'postgres', url: testDb.url, poolSize: 4, sessionUrl: testDb.url, preparedStatements: true };
  return { ...base, webDistDir: null, database, ...overrides };
}

/** A worker of the job queue (as `splitpenny worker` runs one) on the test's database; stop it after. */
export function startTestWorker(
  testDb: TestDatabase,
  overrides: Partial<Config> = {},
  logger: Logger = createLogger('silent'),
): Promise<RunningJobs> {
  return runJobsOn(testWorkerConfig(testDb, overrides), logger, testDb.database);
}
