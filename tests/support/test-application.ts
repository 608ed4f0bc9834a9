import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { loadConfig, type Config } from '../../adapters/config/config';
import type { Clock } from '../../application/ports/clock';
import { createLogger, type Logger } from '../../adapters/logging/create-logger';
import { buildApplication } from '../../adapters/main';
import { rememberDatabase } from './app-databases';
import { useTestDatabase, type TestDatabase } from './test-database';

export interface TestApplication {
  readonly app: FastifyInstance;
  readonly db: TestDatabase;
}

/** The real application on this file's own database, driven through `app.inject` (no port is opened). */
export function useTestApplication(
  /** Config to change; a function is called when the app is built, for values known only then. */
  overrides: Partial<Config> | (() => Partial<Config>) = {},
  parts: {
    readonly logger?: Logger;
    readonly clock?: Clock;
    /** Told of every statement the application sends to its database. */
    readonly onStatement?: (sql: string) => void;
    /** Tells a job queue of each email the application writes (a test's worker sends them). */
    readonly enqueueEmail?: (emailId: string) => Promise<void>;
  } = {},
): () => TestApplication {
  const database = useTestDatabase({ onStatement: parts.onStatement });
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    const changes = typeof overrides === 'function' ? overrides() : overrides;
    // Every file signs its owners up from one address: the sign-up limit is off unless a file sets it (its own
    // tests are tests/integration/accounts/sign-up-limit.test.ts).
    const config: Config = {
      ...loadConfig({ NODE_ENV: 'test' }),
      webDistDir: null,
      signupRateLimitPerHour: 1_000_000,
      ...changes,
    };
    app = await buildApplication(config, parts.logger ?? createLogger('silent'), database().database, {
      clock: parts.clock,
      enqueueEmail: parts.enqueueEmail,
    });
    await app.ready();
    rememberDatabase(app, database().database.db);
  });
  afterAll(async () => {
    await app?.close();
  });
  return () => {
    if (app === undefined) throw new Error('useTestApplication(): the app exists only inside tests and hooks');
    return { app, db: database() };
  };
}
