import { Counter, Gauge, type Registry } from 'prom-client';

export interface QueueMetrics {
  jobFailed(queue: string): void;
}

/**
 * `splitpenny_job_queue_depth{queue}`: jobs waiting, read from the database when scraped (the same in every process).
 * `splitpenny_job_failures_total{queue}`: failed attempts of this process's jobs, retried or not.
 */
export function registerQueueMetrics(
  registry: Registry,
  depths: () => Promise<ReadonlyMap<string, number>>,
): QueueMetrics {
  new Gauge({
    name: 'splitpenny_job_queue_depth',
    help: 'Jobs waiting in each queue: ready, deferred, or waiting to be retried',
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const [queue, depth] of await depths()) this.set({ queue }, depth);
    },
  });
  const failures = new Counter({
    name: 'splitpenny_job_failures_total',
    help: "Failed attempts of this process's jobs, by queue (a failed attempt is retried until its queue's limit)",
    labelNames: ['queue'],
    registers: [registry],
  });
  return { jobFailed: (queue) => failures.inc({ queue }) };
}
