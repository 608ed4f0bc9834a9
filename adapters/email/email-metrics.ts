import { Counter, type Registry } from 'prom-client';

export interface EmailMetrics {
  sent(): void;
  failed(): void;
}

/**
 * `splitpenny_emails_sent_total` and `splitpenny_emails_failed_total`: emails this process handed to the mail server,
 * and those it gave up on after their last attempt (`splitpenny emails --failed` lists them).
 */
export function registerEmailMetrics(registry: Registry): EmailMetrics {
  const sent = new Counter({
    name: 'splitpenny_emails_sent_total',
    help: 'Emails handed to the mail server',
    registers: [registry],
  });
  const failed = new Counter({
    name: 'splitpenny_emails_failed_total',
    help: 'Emails given up on after their last attempt',
    registers: [registry],
  });
  return { sent: () => sent.inc(), failed: () => failed.inc() };
}
