import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailStatus } from '../../../domain/shared/email-delivery';
import { cliDatabase, type CliDatabase } from '../../support/cli-database';
import { runCli } from '../../support/run-cli';
import { testDialect } from '../../support/test-database';

describe(`splitpenny emails on ${testDialect()}`, () => {
  let db: CliDatabase;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    db = await cliDatabase();
    const rows: [string, EmailStatus, number, string | null][] = [
      ['kept@example.com', 'kept', 0, null],
      ['sent@example.com', 'sent', 2, '451 Try again later'],
      ['bounced@example.com', 'failed', 8, '550 No such mailbox'],
      ['waiting@example.com', 'pending', 1, 'connect ECONNREFUSED 127.0.0.1:25'],
    ];
    await db.use(async (database) => {
      for (const [index, [to, status, attempts, lastError]] of rows.entries()) {
        const id = randomUUID();
        ids[status] = id;
        await database.db
          .insertInto('outbox_emails')
          .values({
            id,
            to_address: to,
            subject: `About ${status}`,
            text_body: 'Hello',
            html_body: '<p>Hello</p>',
            created_at: new Date(Date.UTC(2026, 10, 1, 10, index)),
            status,
            attempts,
            last_error: lastError,
            last_attempt_at: attempts > 0 ? new Date() : null,
            sent_at: status === 'sent' ? new Date() : null,
          })
          .execute();
      }
    });
  });
  afterAll(async () => db.dispose());

  it('lists the failed emails with their attempts and last error', async () => {
    const run = await runCli(['emails', '--failed'], db.env);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`${ids.failed}  failed   8 attempt(s)`);
    expect(run.stdout).toContain('to bounced@example.com: About failed');
    expect(run.stdout).toContain('last error: 550 No such mailbox');
    expect(run.stdout).not.toContain('sent@example.com');
  });

  it('lists every email, newest first, as JSON', async () => {
    const run = await runCli(['emails', '--json'], db.env);
    expect(run.code).toBe(0);
    const emails = JSON.parse(run.stdout) as { to: string; status: string; attempts: number }[];
    expect(emails.map((e) => [e.status, e.attempts])).toEqual([
      ['pending', 1],
      ['failed', 8],
      ['sent', 2],
      ['kept', 0],
    ]);
  });

  it('puts a failed email back to pending on --retry, and leaves the others alone', async () => {
    const run = await runCli(['emails', '--retry', ids.failed ?? '', ids.sent ?? ''], db.env);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('1 of 2 email(s) pending again');
    expect(run.stdout).toContain(`left alone: ${ids.sent}`);
    const pending = await runCli(['emails', '--pending', '--json'], db.env);
    const emails = JSON.parse(pending.stdout) as { id: string; attempts: number }[];
    expect(emails.find((e) => e.id === ids.failed)?.attempts).toBe(0);
    expect(emails).toHaveLength(2);
  });

  it('exits 2 on a bad --limit', async () => {
    const run = await runCli(['emails', '--limit', '0'], db.env);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--limit must be a whole number from 1 to 10000');
  });
});
