import { randomBytes } from 'node:crypto';
import type { DependencyContainer } from 'tsyringe';
import type { EventLog } from '../application/ports/event-log';
import type { EventLogPartitions, PartitionLag } from '../application/ports/event-log-partitions';
import type { PartitionLeases } from '../application/ports/partition-leases';
import { makeIngestWorker, type IngestWorker } from '../application/tracking/ingest-worker';
import { ingestJobs } from '../application/tracking/tracking-use-cases';
import type { Config } from './config/config';
import { createContainer } from './container';
import type { Logger } from './logging/create-logger';
import { ensureEventStream } from './nats/event-stream';
import { registerIngestLagMetrics } from './nats/ingest-lag-metrics';
import { connectIngestLog } from './nats/ingest-log-connection';
import { JetStreamEventLog } from './nats/jetstream-event-log';
import { JetStreamEventPartitions } from './nats/jetstream-event-partitions';
import { openDatabase } from './persistence/database';
import { migrateToLatest } from './persistence/migrate';
import { PostgresPartitionLeases } from './persistence/postgres-partition-leases';
import { SoleWorkerLeases } from './system/sole-worker-leases';
import { registerIngestFoldMetrics } from './observability/ingest-fold-metrics';
import { tokens } from './tokens';
import { serveWorkerMetrics } from './worker-metrics-endpoint';

export type IngestLogSettings = NonNullable<Config['ingestLog']>;

/** The event log as one process uses it: appending batches, reading partitions, and the lag. */
export interface IngestLog {
  readonly eventLog: EventLog;
  readonly partitions: JetStreamEventPartitions;
  lag(): Promise<PartitionLag[]>;
  /** Stops reading, lets the publishes in flight finish, and closes the connection. */
  close(): Promise<void>;
}

/** How often a worker looks for partitions to take or give back. */
const rebalanceMs = 2_000;
/** How long a partition waits after a failed fold. */
const retryMs = 1_000;
/** How often a worker forgets the ingest ledger's notes of messages the log will never deliver again. */
const forgetEveryMs = 60_000;

/** Connects to NATS and brings the stream and its consumers to the configured settings (idempotent). */
export async function openIngestLog(settings: IngestLogSettings, processName: string): Promise<IngestLog> {
  const connection = await connectIngestLog(settings.url, processName);
  try {
    const jsm = await connection.jetstreamManager();
    await ensureEventStream(jsm, settings);
    const partitions = new JetStreamEventPartitions(connection, jsm, settings, settings.foldBatch * 2);
    return {
      eventLog: new JetStreamEventLog(connection, settings),
      partitions,
      lag: () => partitions.lag(),
      async close() {
        await partitions.close();
        await connection.drain();
      },
    };
  } catch (error) {
    await connection.close();
    throw error;
  }
}

/** The lag gauge on the application's registry (adapters/nats/ingest-lag-metrics.ts). */
export function registerIngestLag(container: DependencyContainer, ingestLog: IngestLog): void {
  registerIngestLagMetrics(container.resolve(tokens.metricsRegistry), () => ingestLog.lag());
}

/**
 * An ingest worker over the container's database: leases on PostgreSQL advisory locks, or, on the embedded database
 * (one process only), every partition. Folds tell the container's results cache, so a server's own worker shows its
 * events at once.
 */
export async function startIngestWorker(
  container: DependencyContainer,
  partitions: EventLogPartitions,
  config: Config & { readonly ingestLog: IngestLogSettings },
  logger: Logger,
): Promise<IngestWorker> {
  const leases: PartitionLeases =
    config.database.kind === 'postgres'
      ? new PostgresPartitionLeases(config.database.sessionUrl, config.ingestLog.stream, (error) =>
          logger.warn(
            { err: error },
            'ingest worker: the partition leases went with their connection; taking them afresh',
          ),
        )
      : new SoleWorkerLeases();
  const jobs = ingestJobs(
    { uow: container.resolve(tokens.unitOfWork), rollupsChanges: container.resolve(tokens.countedChanges) },
    partitions,
  );
  const metrics = registerIngestFoldMetrics(container.resolve(tokens.metricsRegistry));
  const worker = makeIngestWorker({
    log: partitions,
    leases,
    fold: metrics.measured(jobs.foldLoggedEvents),
    settings: { maxBatch: config.ingestLog.foldBatch, rebalanceMs, retryMs },
    events: {
      onError: (error, what) => logger.error({ err: error }, `ingest worker: ${what} failed`),
      onFolded: (partition, folded, alreadyFolded) =>
        logger.debug({ partition, folded, alreadyFolded }, 'ingest worker: batches folded'),
      onUnreadable: (partition, count) => {
        metrics.unreadable(count);
        logger.warn(
          { partition, count },
          'ingest worker: messages that are no event batch were acknowledged and left out',
        );
      },
    },
  });
  const forgetting = setInterval(() => {
    jobs
      .forgetFoldedMessages()
      .catch((error: unknown) =>
        logger.error({ err: error }, 'ingest worker: forgetting acknowledged ledger notes failed'),
      );
  }, forgetEveryMs);
  forgetting.unref();
  await worker.start();
  return {
    ...worker,
    async stop() {
      clearInterval(forgetting);
      await worker.stop();
    },
  };
}

/**
 * `splitpenny ingest-worker`: a worker process of its own, on PostgreSQL, until `close`; with METRICS_PORT, its
 * metrics (folds, the lag, the database pool) and health are served on that port. `reading` may wrap how the
 * worker reads the log (failure drills hold acknowledgements back, to kill a worker between commit and acknowledgement).
 */
export async function runIngestWorkerProcess(
  config: Config & { readonly ingestLog: IngestLogSettings },
  logger: Logger,
  reading: (partitions: EventLogPartitions) => EventLogPartitions = (partitions) => partitions,
): Promise<{ readonly worker: IngestWorker; close(): Promise<void> }> {
  const database = await openDatabase(config.database, {
    onConnectionError: (error) => logger.warn({ err: error }, 'database connection lost; the pool will reconnect'),
  });
  let ingestLog: IngestLog | null = null;
  let worker: IngestWorker | null = null;
  try {
    await migrateToLatest(database.db);
    // A worker signs nothing: the container only needs a key to be complete.
    const signingSecret = config.jwtSecret ?? randomBytes(32).toString('hex');
    const container = createContainer({ config, logger, database, signingSecret });
    const log = await openIngestLog(config.ingestLog, 'splitpenny ingest-worker');
    ingestLog = log;
    container.register(tokens.readinessProbe, {
      useValue: { name: 'event log', isReachable: () => log.eventLog.ping() },
    });
    registerIngestLag(container, log);
    const started = await startIngestWorker(container, reading(log.partitions), config, logger);
    worker = started;
    const metrics = await serveWorkerMetrics(container, config, logger);
    return {
      worker: started,
      async close() {
        await metrics?.close();
        await started.stop();
        await log.close();
        await database.close();
      },
    };
  } catch (error) {
    await worker?.stop();
    await ingestLog?.close();
    await database.close();
    throw error;
  }
}

/** The event log has no stream (or partition) of that name: no server or worker with these settings ran yet. */
export class NoEventLogError extends Error {
  constructor(settings: IngestLogSettings) {
    super(
      `the event log has no stream ${settings.stream} with ${settings.partitions} partitions at ${settings.url} yet: ` +
        'a server or worker started with these settings creates it',
    );
    this.name = 'NoEventLogError';
  }
}

/** The lag of every partition, read from NATS alone (`splitpenny ingest-worker --status`). */
export async function readIngestLag(settings: IngestLogSettings): Promise<PartitionLag[]> {
  const connection = await connectIngestLog(settings.url, 'splitpenny ingest-worker --status');
  try {
    const jsm = await connection.jetstreamManager();
    return await new JetStreamEventPartitions(connection, jsm, settings, 1).lag().catch((error: unknown) => {
      throw error instanceof Error && /not found/i.test(error.message) ? new NoEventLogError(settings) : error;
    });
  } finally {
    await connection.close();
  }
}
