import { listEmails, retryFailedEmails, type StoredEmail } from '../main';
import { loadRuntime, refusingUnreadyDatabase, UsageError } from './load-runtime';
import type { EmailsOptions } from './emails-options';

/**
 * `splitpenny emails [--failed | --pending] [--limit N] [--json]`: the outbox, newest first, each email with its
 * status, attempts and last error. `--retry ID...` puts failed emails back to pending, for a worker to send again.
 */
export async function emailsCommand(options: EmailsOptions, out: NodeJS.WritableStream): Promise<void> {
  const { config, logger } = loadRuntime(process.env);
  const quiet = logger.child({}, { level: 'warn' });
  if (options.retry !== undefined) {
    const requested = options.retry;
    const retried = await refusingUnreadyDatabase(() => retryFailedEmails(config, quiet, requested));
    out.write(
      `${retried.length} of ${requested.length} email(s) pending again: a worker sends them within 5 minutes.\n`,
    );
    const notFailed = requested.filter((id) => !retried.includes(id));
    if (notFailed.length > 0) out.write(`Not failed (or unknown), left alone: ${notFailed.join(', ')}\n`);
    return;
  }
  if (options.failed === true && options.pending === true) throw new UsageError('use --failed or --pending, not both');
  const status = options.failed === true ? 'failed' : options.pending === true ? 'pending' : null;
  const emails = await refusingUnreadyDatabase(() => listEmails(config, quiet, { status, limit: options.limit ?? 50 }));
  out.write(options.json === true ? `${JSON.stringify(emails.map(asJson))}\n` : table(emails));
}

function asJson(email: StoredEmail): Record<string, unknown> {
  return {
    id: email.id,
    to: email.to,
    subject: email.subject,
    status: email.status,
    attempts: email.attempts,
    lastError: email.lastError,
    createdAt: email.createdAt.toISOString(),
    lastAttemptAt: email.lastAttemptAt?.toISOString() ?? null,
    sentAt: email.sentAt?.toISOString() ?? null,
  };
}

function table(emails: readonly StoredEmail[]): string {
  if (emails.length === 0) return 'No emails.\n';
  return emails
    .map((email) => {
      const head = `${email.id}  ${email.status.padEnd(7)}  ${email.attempts} attempt(s)  ${email.createdAt.toISOString()}`;
      const lines = [head, `  to ${email.to}: ${email.subject}`];
      if (email.lastError !== null) lines.push(`  last error: ${email.lastError}`);
      return `${lines.join('\n')}\n`;
    })
    .join('');
}
