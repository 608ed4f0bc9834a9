import { createServer, type AddressInfo } from 'node:net';
import { Registry } from 'prom-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { enqueueEmail, queueNames } from '../../../adapters/background-jobs';
import { createLogger } from '../../../adapters/logging/create-logger';
import { KyselyOutboxMailer } from '../../../adapters/persistence/kysely-outbox-mailer';
import { JobQueue } from '../../../adapters/queue/job-queue';
import { RandomIdGenerator } from '../../../adapters/system/random-id-generator';
import { SystemClock } from '../../../adapters/system/system-clock';
import { cliDatabase, type CliDatabase } from '../../support/cli-database';
import { valueOf } from '../../support/prometheus-text';
import { runCli, startWorkerProcess, type WorkerProcess } from '../../support/run-cli';
import { startSmtpReceiver, type SmtpReceiver } from '../../support/smtp-receiver';
import { testDialect } from '../../support/test-database';
import { getFrom, metricsUrlIn, scrapeUntil } from '../../support/worker-metrics';

describe(`splitpenny worker with METRICS_PORT on ${testDialect()}`, () => {
  let db: CliDatabase;
  let worker: WorkerProcess | null = null;
  beforeAll(async () => {
    db = await cliDatabase();
  });
  afterEach(async () => {
    await worker?.stop();
    worker = null;
  });
  afterAll(async () => db.dispose());

  it('serves its queue, process and pool metrics and its health on its own port, to this machine only', async () => {
    worker = await startWorkerProcess({ ...db.env, METRICS_PORT: '0' });
    const base = metricsUrlIn(worker.output());
    expect(base).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);

    const text = await scrapeUntil(
      base,
      (body) => valueOf(body, 'splitpenny_job_queue_depth', { queue: queueNames.rawEventRotation }) !== undefined,
    );
    expect(text).toContain('# TYPE splitpenny_job_failures_total counter');
    expect(valueOf(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(text).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
    if (testDialect() === 'postgres') {
      expect(valueOf(text, 'splitpenny_database_pool_max_connections')).toBeGreaterThan(0);
    }
    const scraped = await getFrom(base, '/metrics');
    expect(scraped.contentType).toMatch(/^text\/plain; version=0\.0\.4/);

    expect((await getFrom(base, '/livez')).status).toBe(200);
    const ready = await getFrom(base, '/readyz');
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.body)).toMatchObject({ status: 'ready' });

    // A reverse proxy on this machine connects from loopback on behalf of anyone: what it forwards is refused.
    const forwarded = await getFrom(base, '/metrics', { 'x-forwarded-for': '203.0.113.9' });
    expect(forwarded.status).toBe(404);
    expect(forwarded.body).not.toContain('splitpenny_');
    // Nothing of the application is served on this port.
    expect((await getFrom(base, '/graphql')).status).toBe(404);

    expect(await worker.stop()).toBe(0);
    expect(worker.output()).toContain('shut down cleanly');
    await expect(getFrom(base, '/livez')).rejects.toThrow();
    worker = null;
  });

  it('refuses to start, naming METRICS_PORT, when the port is taken', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    try {
      const port = (taken.address() as AddressInfo).port;
      const run = await runCli(['worker'], { ...db.env, METRICS_PORT: String(port) });
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(`splitpenny: METRICS_PORT ${port} is in use on 127.0.0.1`);
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });
});

// The test writes emails and queues them as a web process does, while the worker runs: PostgreSQL only.
describe.skipIf(testDialect() !== 'postgres')('splitpenny worker with METRICS_PORT and METRICS_TOKEN', () => {
  const token = 'worker-scrape-token-0123456789';
  let db: CliDatabase;
  let receiver: SmtpReceiver;
  let worker: WorkerProcess | null = null;
  let producer: JobQueue | null = null;
  beforeAll(async () => {
    db = await cliDatabase();
    receiver = await startSmtpReceiver({ refuse: (to) => to === 'bounces@example.com' });
  });
  afterAll(async () => {
    await producer?.stop(0);
    await worker?.stop();
    await receiver.close();
    await db.dispose();
  });

  it('counts the emails sent and failed and the failed attempts of its jobs, for a scraper with the token', async () => {
    worker = await startWorkerProcess({
      ...db.env,
      METRICS_PORT: '0',
      METRICS_TOKEN: token,
      SMTP_URL: receiver.url,
      EMAIL_MAX_ATTEMPTS: '2',
      EMAIL_RETRY_DELAY_SECONDS: '1',
      TOPUP_SCHEDULE: 'false',
    });
    const base = metricsUrlIn(worker.output());
    const bearer = { authorization: `Bearer ${token}` };
    expect((await getFrom(base, '/metrics')).status).toBe(404);
    expect((await getFrom(base, '/metrics', { authorization: 'Bearer not-the-token-at-all' })).status).toBe(404);

    // As a web process with RUN_JOBS=false: the email is written to the outbox and its sending queued.
    const url = db.env.DATABASE_URL ?? '';
    const logger = createLogger('silent');
    producer = await JobQueue.start(
      { kind: 'postgres', url, poolSize: 1 },
      { role: 'producer', logger, metricsRegistry: new Registry() },
    );
    await db.use(async (database) => {
      const mailer = new KyselyOutboxMailer(database.db, {
        clock: new SystemClock(),
        ids: new RandomIdGenerator(),
        logger,
        appUrl: 'http://localhost:3000',
        delivery: enqueueEmail(producer as JobQueue),
      });
      for (const to of ['ann@example.com', 'bounces@example.com']) {
        await mailer.send({ to, subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' });
      }
    });

    const text = await scrapeUntil(
      base,
      (body) =>
        valueOf(body, 'splitpenny_emails_failed_total') === 1 && valueOf(body, 'splitpenny_emails_sent_total') === 1,
      30_000,
      bearer,
    );
    // The refused email's first attempt failed and was retried; its second and last marked it failed.
    expect(valueOf(text, 'splitpenny_job_failures_total', { queue: queueNames.sendEmail })).toBe(1);
    expect(valueOf(text, 'splitpenny_job_queue_depth', { queue: queueNames.sendEmail })).toBe(0);
    expect(receiver.attempts.get('bounces@example.com')).toBe(2);
  });
});
