import type { FastifyInstance } from 'fastify';
import type { Config } from './config/config';
import { createContainer } from './container';
import { createGraphqlServer } from './graphql/create-yoga';
import { buildServer } from './http/build-server';
import type { Logger } from './logging/create-logger';
import { openDatabase, type Database } from './persistence/database';
import { migrateToLatest, type MigrationOutcome } from './persistence/migrate';
import { tokens } from './tokens';

export interface RunningApplication {
  readonly app: FastifyInstance;
  readonly database: Database;
  /** The address it listens on, e.g. http://127.0.0.1:3000. */
  readonly url: string;
  /** Stops taking requests, lets those in flight finish, then closes the database. */
  close(): Promise<void>;
}

/** Wires the application around an open database; the caller owns the database's lifetime. */
export async function buildApplication(config: Config, logger: Logger, database: Database): Promise<FastifyInstance> {
  const container = createContainer({ config, logger, database });
  const useCases = container.resolve(tokens.useCases);
  const graphql = createGraphqlServer({ useCases, logger });
  return buildServer({ useCases, graphql, logger, webDistDir: config.webDistDir });
}

/** `splitpenny serve`: open the database, migrate it, listen. */
export async function startApplication(config: Config, logger: Logger): Promise<RunningApplication> {
  const database = await openDatabase(config.database);
  try {
    await migrateAndLog(database, logger);
    const app = await buildApplication(config, logger, database);
    app.addHook('onClose', async () => database.close());
    const url = await app.listen({ port: config.http.port, host: config.http.host });
    return { app, database, url, close: () => app.close() };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** `splitpenny migrate`: bring the configured database up to date and report what was applied. */
export async function migrateConfiguredDatabase(config: Config, logger: Logger): Promise<MigrationOutcome> {
  const database = await openDatabase(config.database);
  try {
    return await migrateAndLog(database, logger);
  } finally {
    await database.close();
  }
}

async function migrateAndLog(database: Database, logger: Logger): Promise<MigrationOutcome> {
  const outcome = await migrateToLatest(database.db);
  logger.info(
    { database: database.kind, applied: outcome.applied },
    `database migrated (${outcome.applied.length} applied)`,
  );
  return outcome;
}
