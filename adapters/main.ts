import type { FastifyInstance } from 'fastify';
import type { DependencyContainer } from 'tsyringe';
import type { TopUpAccounts, TopUpReport } from '../application/top-ups/top-up-accounts';
import { startTopUpSchedule } from './scheduling/top-up-schedule';
import type { Config } from './config/config';
import { createContainer, type Infrastructure } from './container';
import { createGraphqlServer } from './graphql/create-yoga';
import { buildServer } from './http/build-server';
import type { Logger } from './logging/create-logger';
import { CryptoOpaqueTokens } from './auth/crypto-opaque-tokens';
import { loadOrCreateSecret } from './persistence/app-secrets';
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
export interface BuiltApplication {
  readonly app: FastifyInstance;
  readonly container: DependencyContainer;
}

export async function buildApplication(
  config: Config,
  logger: Logger,
  database: Database,
  replacements: Pick<Infrastructure, 'clock'> = {},
): Promise<FastifyInstance> {
  return (await assembleApplication(config, logger, database, replacements)).app;
}

/** The server with the container it was wired from (start-up needs both: the scheduler runs a container job). */
async function assembleApplication(
  config: Config,
  logger: Logger,
  database: Database,
  replacements: Pick<Infrastructure, 'clock'> = {},
): Promise<BuiltApplication> {
  const signingSecret = config.jwtSecret ?? (await generatedSigningSecret(database));
  const container = createContainer({ config, logger, database, signingSecret, ...replacements });
  const useCases = container.resolve(tokens.useCases);
  const graphql = createGraphqlServer({ useCases, logger });
  const showsMailbox = config.environment !== 'production' && config.mail.smtpUrl === null;
  if (config.environment === 'production' && config.mail.smtpUrl === null) {
    logger.warn('SMTP_URL is not set: emails are kept in the outbox table and never delivered');
  }
  const app = await buildServer({
    useCases,
    graphql,
    logger,
    webDistDir: config.webDistDir,
    devMailbox: showsMailbox ? container.resolve(tokens.outbox) : null,
    trustProxy: config.trustProxy,
  });
  return { app, container };
}

/** Without JWT_SECRET, a random key made on first start and kept in the database, shared by every process. */
function generatedSigningSecret(database: Database): Promise<string> {
  return loadOrCreateSecret(database.db, 'access-token-signing-key', () => new CryptoOpaqueTokens().generate());
}

/** `splitpenny serve`: open the database, migrate it, listen. */
export async function startApplication(config: Config, logger: Logger): Promise<RunningApplication> {
  const database = await openDatabase(config.database, {
    onConnectionError: (error) => logger.warn({ err: error }, 'database connection lost; the pool will reconnect'),
  });
  try {
    await migrateAndLog(database, logger);
    const { app, container } = await assembleApplication(config, logger, database);
    const schedule = config.topUpSchedule
      ? startTopUpSchedule({
          topUpAccounts: container.resolve(tokens.topUpAccounts),
          clock: container.resolve(tokens.clock),
          logger,
        })
      : null;
    app.addHook('onClose', async () => {
      schedule?.stop();
      await database.close();
    });
    const url = await app.listen({ port: config.http.port, host: config.http.host });
    return { app, database, url, close: () => app.close() };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** `splitpenny topup`: the monthly top-up, now, for `month` (or a dry run saying what it would do). */
export async function runTopUp(
  config: Config,
  logger: Logger,
  input: Parameters<TopUpAccounts>[0],
): Promise<TopUpReport> {
  const database = await openDatabase(config.database);
  try {
    await migrateToLatest(database.db);
    const signingSecret = config.jwtSecret ?? (await generatedSigningSecret(database));
    return await createContainer({ config, logger, database, signingSecret }).resolve(tokens.topUpAccounts)(input);
  } finally {
    await database.close();
  }
}

/** `splitpenny migrate`: bring the configured database up to date and report what was applied. */
export async function migrateConfiguredDatabase(config: Config, logger: Logger): Promise<MigrationOutcome> {
  const database = await openDatabase(config.database, {
    onConnectionError: (error) => logger.warn({ err: error }, 'database connection lost; the pool will reconnect'),
  });
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
