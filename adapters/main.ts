import type { FastifyInstance } from 'fastify';
import type { DependencyContainer } from 'tsyringe';
import type { TopUpAccounts, TopUpReport } from '../application/top-ups/top-up-accounts';
import type { PayAffiliates, PayoutReport } from '../application/affiliates/pay-affiliates';
import { startDailyStatisticsSchedule } from './scheduling/daily-statistics-schedule';
import type { Schedule } from './scheduling/hourly-job';
import { startLowBalanceWarningSchedule } from './scheduling/low-balance-warning-schedule';
import { startRawEventRotationSchedule } from './scheduling/raw-event-rotation-schedule';
import { startSessionRevocationSchedule } from './scheduling/session-revocation-schedule';
import { startTopUpSchedule } from './scheduling/top-up-schedule';
import type { Config } from './config/config';
import { createContainer, type Infrastructure } from './container';
import { createGraphqlServer } from './graphql/create-yoga';
import { buildServer } from './http/build-server';
import { startDemoShop } from './http/demo-shop-server';
import { demoOwner, makeSeedDemoShop, type SeedDemoShop } from '../application/demo/seed-demo-shop';
import type { Logger } from './logging/create-logger';
import { CryptoOpaqueTokens } from './auth/crypto-opaque-tokens';
import { loadOrCreateSecret, loadSecret } from './persistence/app-secrets';
import { riskySettingWarnings } from './config/risky-settings';
import { embeddedDatabaseExists, openDatabase, type Database } from './persistence/database';
import {
  assertSchemaUpToDate,
  DatabaseNotReadyError,
  migrateToLatest,
  type MigrationOutcome,
} from './persistence/migrate';
import { tokens } from './tokens';
import type { EventLog } from '../application/ports/event-log';
import { makeLogEvents } from '../application/tracking/log-events';
import { openIngestLog, registerIngestLag, startIngestWorker, type IngestLog } from './ingest-log';

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

/** Parts a caller may give instead of the defaults: a pinned clock; the event log batches go to (else the database). */
export type ApplicationParts = Pick<Infrastructure, 'clock'> & { readonly eventLog?: EventLog | undefined };

export async function buildApplication(
  config: Config,
  logger: Logger,
  database: Database,
  replacements: ApplicationParts = {},
): Promise<FastifyInstance> {
  return (await assembleApplication(config, logger, database, replacements)).app;
}

/** The server with the container it was wired from (start-up needs both: the scheduler runs a container job). */
async function assembleApplication(
  config: Config,
  logger: Logger,
  database: Database,
  { eventLog, ...replacements }: ApplicationParts = {},
): Promise<BuiltApplication> {
  const signingSecret = config.jwtSecret ?? (await generatedSigningSecret(database));
  const container = createContainer({ config, logger, database, signingSecret, ...replacements });
  const logEvents =
    eventLog === undefined
      ? null
      : makeLogEvents({ log: eventLog, clock: container.resolve(tokens.clock), ids: container.resolve(tokens.ids) });
  const useCases = container.resolve(tokens.useCases);
  const graphql = createGraphqlServer({ useCases, logger });
  const opaqueTokens = container.resolve(tokens.opaqueTokens);
  if (config.environment === 'production' && config.mail.smtpUrl === null) {
    logger.warn('SMTP_URL is not set: emails are kept in the outbox table and never delivered');
  }
  const app = await buildServer({
    useCases,
    graphql,
    logger,
    webDistDir: config.webDistDir,
    publicUrl: config.publicUrl,
    devMailbox: config.devMailbox ? container.resolve(tokens.outbox) : null,
    trustProxy: config.trustProxy,
    corsOrigins: config.corsOrigins,
    tracking: { ...config.tracking, scriptFile: config.trackerScriptFile, logEvents },
    registerPaymentRoutes: container.resolve(tokens.paymentProvider).registerRoutes,
    apiKeyRateLimit: { perMinute: config.apiKeyRateLimitPerMinute, hashKey: (secret) => opaqueTokens.hash(secret) },
  });
  return { app, container };
}

/** A database an operations command cannot use as it is: the CLI tells it as a refusal rather than a crash. */
export { DatabaseNotReadyError };

const signingKeyName = 'access-token-signing-key';

/** Without JWT_SECRET, a random key made on first start and kept in the database, shared by every process. */
function generatedSigningSecret(database: Database): Promise<string> {
  return loadOrCreateSecret(database.db, signingKeyName, () => new CryptoOpaqueTokens().generate());
}

/** `splitpenny serve`: open the database, migrate it, listen. */
export async function startApplication(config: Config, logger: Logger): Promise<RunningApplication> {
  const database = await openDatabase(config.database, {
    onConnectionError: (error) => logger.warn({ err: error }, 'database connection lost; the pool will reconnect'),
  });
  let app: FastifyInstance | null = null;
  let ingestLog: IngestLog | null = null;
  try {
    for (const warning of riskySettingWarnings(config)) logger.warn(warning);
    await migrateAndLog(database, logger);
    if (config.ingestLog !== null) ingestLog = await openIngestLog(config.ingestLog, 'splitpenny serve');
    const built = await assembleApplication(config, logger, database, { eventLog: ingestLog?.eventLog });
    const server = built.app;
    app = server;
    const stoppers: (() => void | Promise<void>)[] = [];
    // Registered first, so that whatever starts below is stopped again if a later step fails.
    server.addHook('onClose', async () => {
      for (const stop of stoppers) await stop();
      await ingestLog?.close();
      await database.close();
    });
    if (ingestLog !== null && config.ingestLog !== null) {
      registerIngestLag(built.container, ingestLog);
      if (config.ingestLog.inProcessWorker) {
        const worker = await startIngestWorker(
          built.container,
          ingestLog.partitions,
          { ...config, ingestLog: config.ingestLog },
          logger,
        );
        stoppers.push(() => worker.stop());
      }
      logger.info(
        {
          stream: config.ingestLog.stream,
          partitions: config.ingestLog.partitions,
          worker: config.ingestLog.inProcessWorker,
        },
        'event batches go through the event log',
      );
    }
    await prepareRawEventDays(built.container, logger);
    const demoShop = await startDemo(config, logger, built.container);
    if (demoShop !== null) stoppers.push(() => demoShop.close());
    for (const schedule of startSchedules(config, logger, built.container)) stoppers.push(() => schedule.stop());
    const url = await server.listen({ port: config.http.port, host: config.http.host });
    return { app: server, database, url, close: () => server.close() };
  } catch (error) {
    if (app === null) await ingestLog?.close();
    await (app === null ? database.close() : app.close());
    throw error;
  }
}

/**
 * Today's and the coming days' raw events get their place before the first batch arrives, rather than at the hourly
 * rotation's first run. A failure (a long query on the table keeping its lock past the timeout) is not worth
 * refusing to start for: the day's batches are kept all the same, in the DEFAULT partition, until the rotation runs.
 */
async function prepareRawEventDays(container: DependencyContainer, logger: Logger): Promise<void> {
  try {
    await container.resolve(tokens.prepareRawEventDays)();
  } catch (error) {
    logger.warn({ err: error }, "preparing the coming days' raw tracking events failed; the hourly rotation retries");
  }
}

/**
 * The in-process jobs: hourly, the monthly top-up (unless cron runs it), raw event rotation, the low-balance
 * warning and the copy of each live test's results for the day; every few seconds, other processes' revoked sessions.
 */
function startSchedules(config: Config, logger: Logger, container: DependencyContainer): Schedule[] {
  const rotation = startRawEventRotationSchedule({
    rotateRawEvents: container.resolve(tokens.rotateRawEvents),
    logger,
  });
  const lowBalance = startLowBalanceWarningSchedule({
    warnLowBalances: container.resolve(tokens.warnLowBalances),
    logger,
  });
  const daily = startDailyStatisticsSchedule({
    snapshotDailyStatistics: container.resolve(tokens.snapshotDailyStatistics),
    logger,
  });
  const revocations = startSessionRevocationSchedule({
    revokedSessions: container.resolve(tokens.revokedSessions),
    everyMs: config.sessionRevocationRefreshMs,
    logger,
  });
  if (!config.topUpSchedule) return [rotation, lowBalance, daily, revocations];
  const topUp = startTopUpSchedule({
    topUpAccounts: container.resolve(tokens.topUpAccounts),
    clock: container.resolve(tokens.clock),
    logger,
  });
  return [rotation, lowBalance, daily, revocations, topUp];
}

/** Seeds the demo owner (once) and serves the demo shop on its own origin, when asked for (SEED_DEMO). */
async function startDemo(
  config: Config,
  logger: Logger,
  container: DependencyContainer,
): Promise<{ close(): Promise<void> } | null> {
  if (!config.demo.atStart) return null;
  const demoUrl = demoShopUrl(config);
  const seeded = await seedDemo(container, demoUrl);
  const shop = await startDemoShop({
    directory: config.demoShopDir,
    port: config.demo.port,
    host: config.http.host,
    appUrl: config.publicUrl,
    websiteId: seeded.websiteId,
  });
  logger.info(
    `demo shop at ${demoUrl}: log in to the app as ${demoOwner.email} / ${demoOwner.password} to see its test`,
  );
  return shop;
}

function demoShopUrl(config: Config): string {
  return `http://localhost:${config.demo.port}`;
}

function seedDemo(container: DependencyContainer, demoUrl: string): ReturnType<SeedDemoShop> {
  const seedDemoShop = makeSeedDemoShop({
    useCases: container.resolve(tokens.useCases),
    clock: container.resolve(tokens.clock),
  });
  return seedDemoShop(demoUrl);
}

/**
 * An operations command's work on the configured database, which is closed after. A real run brings the database up
 * to date first; a dry run writes nothing at all, so it refuses a database that is missing or behind the code.
 */
async function withOperationsContainer<T>(
  config: Config,
  logger: Logger,
  mode: { readonly dryRun: boolean },
  work: (container: DependencyContainer) => Promise<T>,
): Promise<T> {
  if (mode.dryRun) refuseMissingEmbeddedDatabase(config.database);
  const database = await openDatabase(config.database);
  try {
    const signingSecret = mode.dryRun
      ? await readOnlySigningSecret(config, database)
      : await migratedSigningSecret(config, database);
    return await work(createContainer({ config, logger, database, signingSecret }));
  } finally {
    await database.close();
  }
}

async function migratedSigningSecret(config: Config, database: Database): Promise<string> {
  await migrateToLatest(database.db);
  return config.jwtSecret ?? (await generatedSigningSecret(database));
}

/**
 * The schema must be current already, and a signing key never made is made up for this run only: a dry run signs
 * nothing that outlives it.
 */
async function readOnlySigningSecret(config: Config, database: Database): Promise<string> {
  await assertSchemaUpToDate(database.db);
  return config.jwtSecret ?? (await loadSecret(database.db, signingKeyName)) ?? new CryptoOpaqueTokens().generate();
}

function refuseMissingEmbeddedDatabase(location: Config['database']): void {
  if (location.kind === 'pglite' && !embeddedDatabaseExists(location.dataDir)) {
    throw new DatabaseNotReadyError(
      `There is no database in ${location.dataDir} (DATA_DIR) yet. A dry run changes nothing, so it does not create ` +
        'one: run `splitpenny migrate` first.',
    );
  }
}

/** `splitpenny seed`: the demo owner and their live test on the demo shop, unless they exist already. */
export async function runSeed(
  config: Config,
  logger: Logger,
): Promise<{ readonly demoUrl: string; readonly created: boolean; readonly email: string; readonly password: string }> {
  const demoUrl = demoShopUrl(config);
  const { created } = await withOperationsContainer(config, logger, { dryRun: false }, (container) =>
    seedDemo(container, demoUrl),
  );
  return { demoUrl, created, ...demoOwner };
}

/** `splitpenny topup`: the monthly top-up, now, for `month` (or a dry run saying what it would do). */
export function runTopUp(config: Config, logger: Logger, input: Parameters<TopUpAccounts>[0]): Promise<TopUpReport> {
  return withOperationsContainer(config, logger, input, (container) => container.resolve(tokens.topUpAccounts)(input));
}

/** `splitpenny payout`: pays every affiliate due a payout (or, in a dry run, says who would be paid). */
export function runPayout(config: Config, logger: Logger, input: Parameters<PayAffiliates>[0]): Promise<PayoutReport> {
  return withOperationsContainer(config, logger, input, (container) => container.resolve(tokens.payAffiliates)(input));
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
