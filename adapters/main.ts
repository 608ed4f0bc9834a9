import type { FastifyInstance } from 'fastify';
import type { DependencyContainer } from 'tsyringe';
import type { RevokedSessions } from '../application/accounts/revoked-sessions';
import type { TopUpAccounts, TopUpReport } from '../application/top-ups/top-up-accounts';
import type { PayAffiliates, PayoutReport } from '../application/affiliates/pay-affiliates';
import { enqueueEmail, enqueueWebhookDelivery, runBackgroundJobs } from './background-jobs';
import { JobQueue, type QueueConnection } from './queue/job-queue';
import type { Schedule } from './scheduling/hourly-job';
import { startSessionRevocationSchedule } from './scheduling/session-revocation-schedule';
import { embeddedSqlRunner } from './persistence/embedded-sql';
import type { KyselyOutboxMailer, StoredEmail } from './persistence/kysely-outbox-mailer';
import type { Config } from './config/config';
import { createContainer, type Infrastructure } from './container';
import { createGraphqlServer } from './graphql/create-yoga';
import { apiExplorerPage } from './http/api-explorer';
import { buildServer } from './http/build-server';
import { MemoryRateLimiter } from './system/memory-rate-limiter';
import { rateLimitStoreOver } from './http/rate-limit-store';
import { ConfigChanges } from './http/tracking/config-changes';
import { connectRedis, type RedisEvents } from './redis/redis-connection';
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
import { collectProcessMetrics, createMetricsRegistry } from './observability/metrics-registry';
import { startTracing, type Tracing } from './observability/tracing';
import { tokens } from './tokens';
import { serveWorkerMetrics } from './worker-metrics-endpoint';
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

/**
 * What the caller may bring: a clock of its own; the job queue's email sender and the registry it reports to; the
 * event log batches go to (else the database); tracing, when it traces (the database's statements too, then).
 */
export type ApplicationParts = Pick<
  Infrastructure,
  'clock' | 'enqueueEmail' | 'enqueueWebhookDelivery' | 'metricsRegistry'
> & {
  readonly tracing?: Tracing | null;
  readonly eventLog?: EventLog | undefined;
};

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
  { tracing = null, eventLog, ...replacements }: ApplicationParts = {},
): Promise<BuiltApplication> {
  const signingSecret = config.jwtSecret ?? (await generatedSigningSecret(database));
  const redis = config.redisUrl === null ? null : await connectRedis(config.redisUrl, redisEvents(logger));
  const container = createContainer({ config, logger, database, signingSecret, redis, ...replacements });
  // Before the use cases are built: /readyz asks every probe registered by then.
  if (eventLog !== undefined) {
    container.register(tokens.readinessProbe, { useValue: { name: 'event log', isReachable: () => eventLog.ping() } });
  }
  const logEvents =
    eventLog === undefined
      ? null
      : makeLogEvents({ log: eventLog, clock: container.resolve(tokens.clock), ids: container.resolve(tokens.ids) });
  const useCases = container.resolve(tokens.useCases);
  const graphql = createGraphqlServer({
    useCases,
    logger,
    tracer: tracing?.tracer ?? null,
    renderGraphiQL: apiExplorerPage,
  });
  const opaqueTokens = container.resolve(tokens.opaqueTokens);
  const requestRateLimiter = container.resolve(tokens.requestRateLimiter);
  const configChanges = new ConfigChanges();
  if (config.environment === 'production' && config.mail.smtpUrl === null) {
    logger.warn('SMTP_URL is not set: emails are kept in the outbox table and never delivered');
  }
  let stopHearingChanges: (() => Promise<void>) | null = null;
  let stopHearingRevocations: (() => Promise<void>) | null = null;
  // The listening connections and Redis are closed with the server, or at once should building it fail.
  const release = async (): Promise<void> => {
    await stopHearingChanges?.();
    await stopHearingRevocations?.();
    redis?.disconnect();
  };
  let app: FastifyInstance;
  try {
    stopHearingChanges = await hearTrackingConfigChanges(database, configChanges, logger);
    // Every server hears them, so a logout or a deleted account is refused on every process at once.
    stopHearingRevocations = await hearSessionRevocations(database, container.resolve(tokens.revokedSessions), logger);
    app = await buildServer({
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
      // Nothing shared (the embedded database): counted in this process, in the same sliding windows.
      rateLimitStore: rateLimitStoreOver(requestRateLimiter ?? new MemoryRateLimiter()),
      configChanges,
      clientNetworkSecret: await loadOrCreateSecret(database.db, clientNetworkKeyName, () =>
        new CryptoOpaqueTokens().generate(),
      ),
      metrics: { registry: container.resolve(tokens.metricsRegistry), token: config.metricsToken },
      tracerProvider: tracing?.tracerProvider ?? null,
    });
  } catch (error) {
    await release();
    throw error;
  }
  app.addHook('onClose', release);
  return { app, container };
}

/**
 * Tells the config caches of every change to tracking configs that any process commits (the database's triggers
 * notify on `tracking_config`, migrations/0023-shared-state.ts): a website's id, or `*` for all of them. After a lost
 * connection every config is dropped, since changes may have been missed meanwhile.
 */
async function hearTrackingConfigChanges(
  database: Database,
  changes: ConfigChanges,
  logger: Logger,
): Promise<() => Promise<void>> {
  return database.listen('tracking_config', {
    onNotification: (payload) => changes.publish(payload === '*' ? 'everything' : { site: payload }),
    onResumed: () => {
      logger.info('listening to tracking config changes again; cached configs dropped');
      changes.publish('everything');
    },
    onLost: (error) =>
      logger.warn(
        { err: error },
        'listening to tracking config changes failed; cached configs may be stale until it reconnects',
      ),
  });
}

/**
 * Reads the sessions revoked by any process as soon as the database tells of one (migrations/0023-shared-state.ts),
 * so a logout on one process refuses its token on every other at once; the scheduled read stays as the fallback.
 */
function hearSessionRevocations(
  database: Database,
  revokedSessions: RevokedSessions,
  logger: Logger,
): Promise<() => Promise<void>> {
  const refresh = (): void => {
    revokedSessions.refresh().catch((error: unknown) => {
      logger.warn({ err: error }, 'reading revoked sessions failed; the scheduled read retries');
    });
  };
  return database.listen('session_revocations', {
    onNotification: refresh,
    onResumed: refresh,
    onLost: (error) => logger.warn({ err: error }, 'listening to session revocations failed; it reconnects'),
  });
}

/** Logs the Redis connection going down once (not every reconnect attempt), and coming back. */
function redisEvents(logger: Logger): RedisEvents {
  let down = false;
  return {
    onError: (error) => {
      if (down) return;
      down = true;
      logger.warn({ err: error }, 'Redis is out of reach: rate limits are counted locally until it answers again');
    },
    onReady: () => {
      if (!down) return;
      down = false;
      logger.info('Redis answers again: rate limits are shared again');
    },
  };
}

/** A database an operations command cannot use as it is: the CLI tells it as a refusal rather than a crash. */
export { DatabaseNotReadyError };

const signingKeyName = 'access-token-signing-key';
/** The key of the client network pseudonyms that enrolments are noted with, shared by every process. */
const clientNetworkKeyName = 'client-network-key';

/** Without JWT_SECRET, a random key made on first start and kept in the database, shared by every process. */
function generatedSigningSecret(database: Database): Promise<string> {
  return loadOrCreateSecret(database.db, signingKeyName, () => new CryptoOpaqueTokens().generate());
}

/** How long a stopping process waits for the jobs it is running to finish. */
const jobsShutdownTimeoutMs = 30_000;

/**
 * `splitpenny serve`: open the database, migrate it, start the job queue (its worker too, unless RUN_JOBS=false),
 * listen.
 */
export async function startApplication(config: Config, logger: Logger): Promise<RunningApplication> {
  // Before the database opens, so that its statements are spans too; off (nothing started) without an endpoint.
  const tracing = config.tracing === null ? null : startTracing(config.tracing);
  if (config.tracing !== null) logger.info(`tracing: spans go to ${config.tracing.endpoint}/v1/traces`);
  const database = await openDatabase(config.database, {
    onConnectionError: (error) => logger.warn({ err: error }, 'database connection lost; the pool will reconnect'),
    ...(tracing !== null && { tracer: tracing.tracer }),
  }).catch(async (error: unknown) => {
    await tracing?.shutdown();
    throw error;
  });
  let app: FastifyInstance | null = null;
  let queue: JobQueue | null = null;
  let ingestLog: IngestLog | null = null;
  try {
    for (const warning of riskySettingWarnings(config)) logger.warn(warning);
    await migrateAndLog(config, database, logger);
    const metricsRegistry = createMetricsRegistry();
    queue = await JobQueue.start(queueConnection(config, database), {
      role: config.runJobs ? 'worker' : 'producer',
      logger,
      metricsRegistry,
    });
    const started = queue;
    if (config.ingestLog !== null) ingestLog = await openIngestLog(config.ingestLog, 'splitpenny serve');
    const built = await assembleApplication(config, logger, database, {
      enqueueEmail: enqueueEmail(started),
      enqueueWebhookDelivery: enqueueWebhookDelivery(started),
      metricsRegistry,
      tracing,
      eventLog: ingestLog?.eventLog,
    });
    collectProcessMetrics(metricsRegistry);
    const server = built.app;
    app = server;
    const stoppers: (() => void | Promise<void>)[] = [];
    // Registered first, so that whatever starts below is stopped again if a later step fails.
    server.addHook('onClose', async () => {
      for (const stop of stoppers) await stop();
      await started.stop(jobsShutdownTimeoutMs);
      await ingestLog?.close();
      await database.close();
      await tracing?.shutdown();
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
    const revocations = startRevocationRefresh(config, logger, built.container);
    stoppers.push(() => revocations.stop());
    if (config.runJobs) await runBackgroundJobs(config, logger, built.container, started);
    logger.info(
      { runJobs: config.runJobs },
      config.runJobs ? 'job queue worker running in this process' : 'jobs left to `splitpenny worker` (RUN_JOBS=false)',
    );
    const url = await listenQuietly(server, { port: config.http.port, host: config.http.host });
    return { app: server, database, url, close: () => server.close() };
  } catch (error) {
    if (app !== null) await app.close();
    else {
      await queue?.stop(0);
      await ingestLog?.close();
      await database.close();
      await tracing?.shutdown();
    }
    throw error;
  }
}

export interface RunningWorker {
  readonly database: Database;
  /** Takes no more jobs, lets those running finish (up to 30 s), then closes the database. */
  close(): Promise<void>;
}

/**
 * `splitpenny worker`: open the database, migrate it, run the job queue's jobs and nothing else but, with
 * METRICS_PORT, the port its metrics are scraped on.
 */
export async function startWorker(config: Config, logger: Logger): Promise<RunningWorker> {
  const database = await openDatabase(config.database, {
    onConnectionError: (error) => logger.warn({ err: error }, 'database connection lost; the pool will reconnect'),
  });
  let jobs: RunningJobs | null = null;
  try {
    await migrateAndLog(config, database, logger);
    const started = await runJobsOn(config, logger, database);
    jobs = started;
    const metrics = await serveWorkerMetrics(started.container, config, logger);
    let closing: Promise<void> | null = null;
    const close = async (): Promise<void> => {
      await metrics?.close();
      await started.stop();
      await database.close();
    };
    return { database, close: () => (closing ??= close()) };
  } catch (error) {
    await jobs?.stop();
    await database.close();
    throw error;
  }
}

export interface RunningJobs {
  /** The worker's own container: its mailer queues each email it writes. */
  readonly container: DependencyContainer;
  /** Queues the sending of an email already in the outbox (what a web process's mailer does). */
  enqueueEmail(emailId: string): Promise<void>;
  /** Takes no more jobs and lets those running finish (up to 30 s); the database stays open. */
  stop(): Promise<void>;
}

/** A worker of the job queue on an open, migrated database (the queue's schema is installed if missing). */
export async function runJobsOn(config: Config, logger: Logger, database: Database): Promise<RunningJobs> {
  const connection = queueConnection(config, database);
  await JobQueue.installSchema(connection);
  const metricsRegistry = createMetricsRegistry();
  const queue = await JobQueue.start(connection, { role: 'worker', logger, metricsRegistry });
  try {
    const signingSecret = config.jwtSecret ?? (await generatedSigningSecret(database));
    const container = createContainer({
      config,
      logger,
      database,
      signingSecret,
      enqueueEmail: enqueueEmail(queue),
      enqueueWebhookDelivery: enqueueWebhookDelivery(queue),
      metricsRegistry,
    });
    await runBackgroundJobs(config, logger, container, queue);
    return { container, enqueueEmail: enqueueEmail(queue), stop: () => queue.stop(jobsShutdownTimeoutMs) };
  } catch (error) {
    await queue.stop(0);
    throw error;
  }
}

/** The job queue on the application's database: its own small pool on PostgreSQL, the one session of PGlite. */
function queueConnection(config: Config, database: Database): QueueConnection {
  if (config.database.kind === 'postgres') {
    return { kind: 'postgres', url: config.database.url, poolSize: config.database.poolSize };
  }
  const embedded = database.embedded;
  if (embedded === null) throw new Error('the embedded database has no PGlite instance');
  return { kind: 'embedded', db: embeddedSqlRunner({ ...database, embedded }) };
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
 * Every few seconds, the sessions other processes revoked: each web process keeps its own copy, so this stays a timer
 * of the process rather than a job of the queue.
 */
function startRevocationRefresh(config: Config, logger: Logger, container: DependencyContainer): Schedule {
  return startSessionRevocationSchedule({
    revokedSessions: container.resolve(tokens.revokedSessions),
    everyMs: config.sessionRevocationRefreshMs,
    logger,
  });
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

/**
 * Listens without Fastify's own "Server listening at" line for each address: the command that started the server
 * says it is listening, once, when it is ready. Only the server's logger is quietened, for the moment of binding.
 */
async function listenQuietly(server: FastifyInstance, at: { port: number; host: string }): Promise<string> {
  const level = server.log.level;
  server.log.level = 'warn';
  try {
    return await server.listen(at);
  } finally {
    server.log.level = level;
  }
}

/** `splitpenny topup`: the monthly top-up, now, for `month` (or a dry run saying what it would do). */
export function runTopUp(config: Config, logger: Logger, input: Parameters<TopUpAccounts>[0]): Promise<TopUpReport> {
  return withOperationsContainer(config, logger, input, (container) => container.resolve(tokens.topUpAccounts)(input));
}

/** `splitpenny payout`: pays every affiliate due a payout (or, in a dry run, says who would be paid). */
export function runPayout(config: Config, logger: Logger, input: Parameters<PayAffiliates>[0]): Promise<PayoutReport> {
  return withOperationsContainer(config, logger, input, (container) => container.resolve(tokens.payAffiliates)(input));
}

export type { StoredEmail };

/** `splitpenny emails`: the outbox, newest first (reads only: the database must be migrated already). */
export function listEmails(
  config: Config,
  logger: Logger,
  filter: Parameters<KyselyOutboxMailer['list']>[0],
): Promise<readonly StoredEmail[]> {
  return withOperationsContainer(config, logger, { dryRun: true }, (container) =>
    container.resolve(tokens.outbox).list(filter),
  );
}

/** `splitpenny emails --retry`: failed emails pending again; returns those that were failed. */
export function retryFailedEmails(config: Config, logger: Logger, ids: readonly string[]): Promise<readonly string[]> {
  return withOperationsContainer(config, logger, { dryRun: false }, (container) =>
    container.resolve(tokens.outbox).retryFailed(ids),
  );
}

/** `splitpenny migrate`: bring the configured database up to date and report what was applied. */
export async function migrateConfiguredDatabase(config: Config, logger: Logger): Promise<MigrationOutcome> {
  const database = await openDatabase(config.database, {
    onConnectionError: (error) => logger.warn({ err: error }, 'database connection lost; the pool will reconnect'),
  });
  try {
    return await migrateAndLog(config, database, logger);
  } finally {
    await database.close();
  }
}

/** The application's schema, then the job queue's (schema `pgboss`), each under a lock of its own. */
async function migrateAndLog(config: Config, database: Database, logger: Logger): Promise<MigrationOutcome> {
  const outcome = await migrateToLatest(database.db);
  await JobQueue.installSchema(queueConnection(config, database));
  logger.info(
    { database: database.kind, applied: outcome.applied },
    `database migrated (${outcome.applied.length} applied)`,
  );
  return outcome;
}
