import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { loadConfig, type Config } from '../../adapters/config/config';
import { createLogger } from '../../adapters/logging/create-logger';
import { buildApplication } from '../../adapters/main';
import { useTestDatabase, type TestDatabase } from './test-database';

export interface TestApplication {
  readonly app: FastifyInstance;
  readonly db: TestDatabase;
}

/** The real application on this file's own database, driven through `app.inject` (no port is opened). */
export function useTestApplication(overrides: Partial<Config> = {}): () => TestApplication {
  const database = useTestDatabase();
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    const config = { ...loadConfig({ NODE_ENV: 'test' }), webDistDir: null, ...overrides } as Config;
    app = await buildApplication(config, createLogger('silent'), database().database);
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });
  return () => {
    if (app === undefined) throw new Error('useTestApplication(): the app exists only inside tests and hooks');
    return { app, db: database() };
  };
}
