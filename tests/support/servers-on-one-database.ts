import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../../adapters/config/config';
import { createLogger } from '../../adapters/logging/create-logger';
import { buildApplication } from '../../adapters/main';
import { rememberDatabase } from './app-databases';
import type { TestDatabase } from './test-database';

/**
 * `count` servers on one test database, as in a deployment with more than one node: built before the file's tests
 * (the array fills then) and closed after them.
 */
export function useServersOnOneDatabase(
  config: Config,
  testDb: () => TestDatabase,
  count = 2,
): readonly FastifyInstance[] {
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    for (let i = 0; i < count; i += 1) {
      const app = await buildApplication(config, createLogger('silent'), testDb().database);
      await app.ready();
      rememberDatabase(app, testDb().database.db);
      apps.push(app);
    }
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
  });
  return apps;
}
