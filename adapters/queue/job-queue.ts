import { PgBoss, type ConstructorOptions, type Db } from 'pg-boss';
import type { Registry } from 'prom-client';
import type { Logger } from '../logging/create-logger';
import { registerQueueMetrics, type QueueMetrics } from './queue-metrics';

/** PostgreSQL through a small pool of the queue's own, or statements run on the embedded database's one session. */
export type QueueConnection =
  | { readonly kind: 'postgres'; readonly url: string; readonly poolSize: number }
  | { readonly kind: 'embedded'; readonly db: Db };

export interface QueueDefinition {
  readonly name: string;
  /** `exclusive`: one job queued or running at a time (per singleton key when jobs carry one). */
  readonly policy: 'standard' | 'exclusive';
  /** Attempts after the first, `delaySeconds` apart, doubling (with jitter) up to `maxDelaySeconds`. */
  readonly retry: { readonly limit: number; readonly delaySeconds: number; readonly maxDelaySeconds: number };
  /** A job running longer is taken as lost (its process died) and retried. */
  readonly expireInSeconds: number;
}

export interface SendOptions {
  /** With an `exclusive` queue: no second job with this key while one is queued or running. */
  readonly singletonKey?: string;
  /** At most one job per key per this many seconds' slot (a period's run, whoever asks for it). */
  readonly singletonSeconds?: number;
  readonly startAfterSeconds?: number;
}

/**
 * `worker`: runs jobs, keeps the cron schedules (one job per occurrence however many workers run) and the queue's
 * own maintenance. `producer`: only sends jobs (a web process that leaves the work to `splitpenny worker`).
 */
export type QueueRole = 'worker' | 'producer';

/** The job queue (pg-boss) in the application's PostgreSQL database, schema `pgboss`. */
export class JobQueue {
  private constructor(
    private readonly boss: PgBoss,
    private readonly logger: Logger,
    private readonly metrics: QueueMetrics,
  ) {}

  /** Creates or updates the queue's schema, under pg-boss's own advisory lock (so processes starting at once wait). */
  static async installSchema(connection: QueueConnection): Promise<void> {
    const boss = new PgBoss({ ...connectionOptions(connection, 1), supervise: false, schedule: false });
    await boss.start();
    await boss.stop({ graceful: false, close: true });
  }

  static async start(
    connection: QueueConnection,
    options: { readonly role: QueueRole; readonly logger: Logger; readonly metricsRegistry: Registry },
  ): Promise<JobQueue> {
    const worker = options.role === 'worker';
    const boss = new PgBoss({
      ...connectionOptions(connection, worker ? 4 : 2),
      supervise: worker,
      schedule: worker,
      // `splitpenny migrate` and every start install the schema first (installSchema), each under a lock.
      migrate: false,
      createSchema: false,
      instanceName: worker ? 'worker' : 'web',
    });
    boss.on('error', (error) => options.logger.error({ err: error }, 'job queue error'));
    boss.on('warning', (warning) => options.logger.warn({ warning }, 'job queue warning'));
    await boss.start();
    let queue: JobQueue | null = null;
    const metrics = registerQueueMetrics(options.metricsRegistry, () => queue?.depths() ?? Promise.resolve(new Map()));
    queue = new JobQueue(boss, options.logger, metrics);
    return queue;
  }

  /** Creates the queue, or brings its settings up to date (a new retry policy applies to jobs sent from now on). */
  async define(definition: QueueDefinition): Promise<void> {
    const options = {
      retryLimit: definition.retry.limit,
      retryDelay: definition.retry.delaySeconds,
      retryBackoff: true,
      retryDelayMax: definition.retry.maxDelaySeconds,
      expireInSeconds: definition.expireInSeconds,
    };
    await this.boss.createQueue(definition.name, { ...options, policy: definition.policy });
    await this.boss.updateQueue(definition.name, options);
  }

  /**
   * Runs `handle` for each job of the queue, one at a time in this process. A handler that throws fails the attempt:
   * the failure is counted and logged, and the queue retries the job as its definition says.
   */
  async work<T extends object>(
    name: string,
    options: { readonly pollingIntervalSeconds: number },
    handle: (data: T, attempt: { readonly retryCount: number }) => Promise<void>,
  ): Promise<void> {
    await this.boss.work<T>(
      name,
      { pollingIntervalSeconds: options.pollingIntervalSeconds, batchSize: 1 },
      async (jobs) => {
        for (const job of jobs) {
          try {
            await handle(job.data, job);
          } catch (error) {
            this.metrics.jobFailed(name);
            this.logger.warn({ err: error, queue: name, retryCount: job.retryCount }, `job ${name} failed`);
            throw error;
          }
        }
      },
    );
  }

  async send(name: string, data: object, options: SendOptions = {}): Promise<void> {
    await this.boss.send(name, data, {
      ...(options.singletonKey === undefined ? {} : { singletonKey: options.singletonKey }),
      ...(options.singletonSeconds === undefined ? {} : { singletonSeconds: options.singletonSeconds }),
      ...(options.startAfterSeconds === undefined ? {} : { startAfter: options.startAfterSeconds }),
    });
  }

  /** A job on `cron` (UTC), sent once per occurrence by whichever worker's clock monitor gets there first. */
  async schedule(name: string, cron: string): Promise<void> {
    await this.boss.schedule(name, cron, {}, { tz: 'UTC' });
  }

  async unschedule(name: string): Promise<void> {
    await this.boss.unschedule(name);
  }

  /** Jobs waiting in each queue of the database (ready, deferred or waiting to retry), whoever defined it. */
  async depths(): Promise<ReadonlyMap<string, number>> {
    const queues = await this.boss.getQueues();
    return new Map(queues.map((queue) => [queue.name, queue.queuedCount]));
  }

  /** Takes no more jobs, waits up to `timeoutMs` for those running to finish, then lets the connections go. */
  async stop(timeoutMs: number): Promise<void> {
    await this.boss.stop({ graceful: true, timeout: timeoutMs, close: true });
  }
}

function connectionOptions(connection: QueueConnection, poolSize: number): ConstructorOptions {
  if (connection.kind === 'embedded') return { db: connection.db, backend: 'pglite' };
  // A connection that cannot be had within 10 s fails the call (a job's attempt, or a send the sweep makes up for).
  return {
    connectionString: connection.url,
    max: Math.min(poolSize, connection.poolSize),
    connectionTimeoutMillis: 10_000,
  };
}
