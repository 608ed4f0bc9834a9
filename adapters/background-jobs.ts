import type { DependencyContainer } from 'tsyringe';
import type { WebhookDeliveryOutcome } from '../application/decisions/deliver-webhook';
import type { DeliveryOutcome } from '../application/email/deliver-email';
import type { WebhookDeliveryId } from '../domain/shared/ids';
import { webhookDeliveryPolicy } from '../domain/webhooks/webhook-delivery';
import { topUpMonthOf } from '../domain/top-ups/monthly-top-up';
import type { Config } from './config/config';
import { registerEmailMetrics, type EmailMetrics } from './email/email-metrics';
import type { Logger } from './logging/create-logger';
import type { JobQueue, QueueDefinition } from './queue/job-queue';
import { tokens } from './tokens';

/** The queues, by name. Renaming one strands its waiting jobs: add a new name instead. */
export const queueNames = {
  topUp: 'monthly-top-up',
  rawEventRotation: 'raw-event-rotation',
  lowBalanceWarning: 'low-balance-warning',
  sessionSpikeWarning: 'session-spike-warning',
  dailyStatistics: 'daily-statistics',
  sendEmail: 'send-email',
  strandedEmails: 'stranded-emails',
  verdictWatch: 'verdict-watch',
  deliverWebhook: 'deliver-webhook',
  strandedWebhookDeliveries: 'stranded-webhook-deliveries',
} as const;

const hour = 3600;

/**
 * A periodic job: at `cron` (UTC) and once soon after a worker starts (as the hourly jobs always ran after a start),
 * at most one run queued or running at a time, and one start-up run per hour however many workers start in it. Each
 * job is idempotent as well: a run that finds the work done does nothing.
 */
interface PeriodicJob {
  readonly name: string;
  readonly cron: string;
  readonly firstRunAfterSeconds: number;
  readonly run: () => Promise<void>;
}

function periodicQueue(name: string): QueueDefinition {
  // A failed run is retried twice, a few minutes apart; the next period's run tries again anyway.
  return {
    name,
    policy: 'exclusive',
    retry: { limit: 2, delaySeconds: 60, maxDelaySeconds: 600 },
    expireInSeconds: hour,
  };
}

function periodicJobs(config: Config, logger: Logger, container: DependencyContainer): PeriodicJob[] {
  const jobs: PeriodicJob[] = [
    {
      name: queueNames.rawEventRotation,
      cron: '17 * * * *',
      firstRunAfterSeconds: 60,
      run: async () => {
        const removed = await container.resolve(tokens.rotateRawEvents)();
        if (removed > 0) logger.info({ removed }, 'raw tracking events past their retention removed');
      },
    },
    {
      name: queueNames.dailyStatistics,
      cron: '37 * * * *',
      firstRunAfterSeconds: 30,
      run: async () => {
        const report = await container.resolve(tokens.snapshotDailyStatistics)();
        if (report.tests > 0) logger.debug({ tests: report.tests }, "live tests' results copied for today");
      },
    },
    {
      name: queueNames.verdictWatch,
      // Every few minutes: the tests counted by another process, and those that finish by their end date. Tests this
      // process counts are checked within DECISION_CHECK_SECONDS (adapters/system/debounced-decision-checks.ts).
      cron: '*/5 * * * *',
      firstRunAfterSeconds: 45,
      run: async () => {
        const report = await container.resolve(tokens.watchVerdicts)(null);
        if (report.decisionsTold > 0) logger.info({ decisions: report }, 'decided tests told to their owners');
      },
    },
    {
      name: queueNames.lowBalanceWarning,
      cron: '27 * * * *',
      // After the top-up's first run, so an account it has just topped up is not warned.
      firstRunAfterSeconds: 120,
      run: async () => {
        const report = await container.resolve(tokens.warnLowBalances)();
        if (report.ownersWarned > 0 || report.emailsFailed > 0) {
          logger.info({ lowBalance: report }, 'owners running low on sessions warned');
        }
      },
    },
    {
      name: queueNames.sessionSpikeWarning,
      // Just before the hour's end, so "the last hour" is nearly the clock hour an owner would look at.
      cron: '57 * * * *',
      firstRunAfterSeconds: 150,
      run: async () => {
        const report = await container.resolve(tokens.warnSessionSpikes)();
        if (report.ownersWarned > 0 || report.emailsFailed > 0) {
          logger.warn({ sessionSpikes: report }, 'owners told of a jump in their charged sessions');
        }
      },
    },
  ];
  if (config.topUpSchedule) {
    jobs.push({
      name: queueNames.topUp,
      // Hourly: the first run in a month does the work (one ledger entry per account and month), the rest find none.
      cron: '7 * * * *',
      firstRunAfterSeconds: 0,
      run: async () => {
        const month = topUpMonthOf(container.resolve(tokens.clock).now());
        const report = await container.resolve(tokens.topUpAccounts)({ month, dryRun: false });
        if (report.accountsToppedUp > 0) logger.info({ topUp: report }, 'monthly top-up ran');
      },
    });
  }
  return jobs;
}

/**
 * What a worker runs (`splitpenny worker`, or `serve` in its own process): the periodic jobs and, with SMTP_URL,
 * the emails of the outbox. The schedules live in the database, so the first worker to start sets them up for all.
 */
export async function runBackgroundJobs(
  config: Config,
  logger: Logger,
  container: DependencyContainer,
  queue: JobQueue,
): Promise<void> {
  const periodic = periodicJobs(config, logger, container);
  for (const job of periodic) {
    await queue.define(periodicQueue(job.name));
    await queue.schedule(job.name, job.cron);
    await queue.work(job.name, { pollingIntervalSeconds: 10 }, () => job.run());
    await queue.send(
      job.name,
      {},
      { singletonKey: 'start', singletonSeconds: hour, startAfterSeconds: job.firstRunAfterSeconds },
    );
  }
  if (!config.topUpSchedule) {
    // Cron runs `splitpenny topup` instead: a schedule an earlier start set up must go too.
    await queue.define(periodicQueue(queueNames.topUp));
    await queue.unschedule(queueNames.topUp);
  }
  if (config.mail.smtpUrl !== null) await runEmailDelivery(config, logger, container, queue);
  await runWebhookDelivery(logger, container, queue);
}

/** Each delivery's attempts: the first at once, then retries doubling from 30 s up to an hour (with jitter). */
export const webhookQueue: QueueDefinition = {
  name: queueNames.deliverWebhook,
  policy: 'exclusive',
  retry: {
    limit: webhookDeliveryPolicy.maxAttempts - 1,
    delaySeconds: webhookDeliveryPolicy.retryDelaySeconds,
    maxDelaySeconds: webhookDeliveryPolicy.maxDelaySeconds,
  },
  // An attempt waits at most 10 s for its answer.
  expireInSeconds: 120,
};

/** Queues the sending of a new webhook delivery: one job per delivery (its id the job's key). */
export function enqueueWebhookDelivery(queue: JobQueue): (deliveryId: string) => Promise<void> {
  return (deliveryId) => queue.send(queueNames.deliverWebhook, { deliveryId }, { singletonKey: deliveryId });
}

async function runWebhookDelivery(logger: Logger, container: DependencyContainer, queue: JobQueue): Promise<void> {
  const deliverWebhook = container.resolve(tokens.deliverWebhook);
  const uow = container.resolve(tokens.unitOfWork);
  const clock = container.resolve(tokens.clock);
  await queue.define(webhookQueue);
  await queue.work<{ deliveryId: string }>(queueNames.deliverWebhook, { pollingIntervalSeconds: 1 }, async (job) =>
    settleWebhook(await deliverWebhook(job.deliveryId as WebhookDeliveryId), job.deliveryId, logger),
  );
  // Pending deliveries no job was queued for (the queue was unreachable when they were written): queued again. A
  // delivery waiting for its retry keeps its job, so the exclusive queue takes no second one.
  await queue.define(periodicQueue(queueNames.strandedWebhookDeliveries));
  await queue.schedule(queueNames.strandedWebhookDeliveries, '*/5 * * * *');
  await queue.work(queueNames.strandedWebhookDeliveries, { pollingIntervalSeconds: 10 }, async () => {
    const before = new Date(clock.now().getTime() - 60_000);
    const stranded = await uow.read(({ webhooks }) => webhooks.pendingBefore(before, 1000));
    for (const deliveryId of stranded) await enqueueWebhookDelivery(queue)(deliveryId);
  });
}

/** A failed attempt still to be retried throws, so the queue retries the job after its back-off. */
function settleWebhook(outcome: WebhookDeliveryOutcome, deliveryId: string, logger: Logger): void {
  switch (outcome.kind) {
    case 'delivered':
      logger.info({ deliveryId, attempts: outcome.attempts, statusCode: outcome.statusCode }, 'webhook delivered');
      return;
    case 'retrying':
      throw new Error(
        `webhook delivery ${deliveryId}: attempt ${outcome.attempts} failed (${outcome.error}); it will be retried`,
      );
    case 'failed':
      logger.warn(
        { deliveryId, attempts: outcome.attempts, error: outcome.error },
        'webhook delivery failed after its last attempt: its owner sees it in the log of deliveries',
      );
      return;
    case 'not-due':
    case 'missing':
      // Deleted with its endpoint, or done already: nothing to retry.
      return;
    default: {
      const unreachable: never = outcome;
      throw new Error(`unknown webhook delivery outcome ${JSON.stringify(unreachable)}`);
    }
  }
}

export function emailQueue(config: Config): QueueDefinition {
  return {
    name: queueNames.sendEmail,
    policy: 'exclusive',
    // The attempts are counted on the email itself too; its last one marks it failed (domain/shared/email-delivery).
    retry: { limit: config.mail.maxAttempts - 1, delaySeconds: config.mail.retryDelaySeconds, maxDelaySeconds: hour },
    expireInSeconds: 300,
  };
}

/** Queues the sending of a new email: one job per email (its id the job's key), however often it is asked for. */
export function enqueueEmail(queue: JobQueue): (emailId: string) => Promise<void> {
  return (emailId) => queue.send(queueNames.sendEmail, { emailId }, { singletonKey: emailId });
}

async function runEmailDelivery(
  config: Config,
  logger: Logger,
  container: DependencyContainer,
  queue: JobQueue,
): Promise<void> {
  const deliverEmail = container.resolve(tokens.deliverEmail);
  const outbox = container.resolve(tokens.outbox);
  const clock = container.resolve(tokens.clock);
  const metrics = registerEmailMetrics(container.resolve(tokens.metricsRegistry));
  await queue.define(emailQueue(config));
  await queue.work<{ emailId: string }>(queueNames.sendEmail, { pollingIntervalSeconds: 1 }, async ({ emailId }) =>
    settle(await deliverEmail(emailId), emailId, logger, metrics),
  );
  // Pending emails no job was queued for (the queue was unreachable when they were written): queued again.
  await queue.define(periodicQueue(queueNames.strandedEmails));
  await queue.schedule(queueNames.strandedEmails, '*/5 * * * *');
  await queue.work(queueNames.strandedEmails, { pollingIntervalSeconds: 10 }, async () => {
    const stranded = await outbox.pendingSince(new Date(clock.now().getTime() - 60_000), 1000);
    for (const emailId of stranded) await enqueueEmail(queue)(emailId);
  });
}

/** A failed attempt still to be retried throws, so the queue retries the job after its back-off. */
function settle(outcome: DeliveryOutcome, emailId: string, logger: Logger, metrics: EmailMetrics): void {
  switch (outcome.kind) {
    case 'sent':
      metrics.sent();
      logger.info({ emailId, attempts: outcome.attempts }, 'email sent');
      return;
    case 'retrying':
      throw new Error(`email ${emailId}: attempt ${outcome.attempts} failed (${outcome.error}); it will be retried`);
    case 'failed':
      metrics.failed();
      logger.error(
        { emailId, attempts: outcome.attempts, error: outcome.error },
        'email failed after its last attempt: `splitpenny emails --failed` lists it',
      );
      return;
    case 'not-due':
      return;
    case 'missing':
      throw new Error(`email ${emailId} is not in the outbox (yet): retrying`);
    default: {
      const unreachable: never = outcome;
      throw new Error(`unknown delivery outcome ${JSON.stringify(unreachable)}`);
    }
  }
}
