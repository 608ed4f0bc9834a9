import type { InjectionToken } from 'tsyringe';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../adapters/config/config';
import { createContainer, type Infrastructure } from '../../adapters/container';
import { createLogger } from '../../adapters/logging/create-logger';
import { tokens } from '../../adapters/tokens';
import { useTestDatabase } from '../support/test-database';

describe('composition root', () => {
  const testDb = useTestDatabase();
  const infrastructure = (env: NodeJS.ProcessEnv = {}): Infrastructure => ({
    config: loadConfig({ NODE_ENV: 'test', ...env }),
    logger: createLogger('silent'),
    database: testDb().database,
    signingSecret: 'a-signing-secret-of-at-least-32-characters',
  });

  // esbuild emits no decorator metadata: a registration that relied on it would resolve to undefined parts.
  it.each(Object.entries(tokens))('resolves %s to a complete value', (_name, token) => {
    const value = createContainer(infrastructure()).resolve(token as InjectionToken<unknown>);
    expect(value).toBeDefined();
    if (typeof value === 'object' && value !== null) {
      for (const [key, part] of Object.entries(value)) expect(part, `${key} is undefined`).toBeDefined();
    }
  });

  it('gives each container its own instances', () => {
    const a = createContainer(infrastructure());
    const b = createContainer(infrastructure());
    expect(a.resolve(tokens.useCases)).toBe(a.resolve(tokens.useCases));
    expect(a.resolve(tokens.useCases)).not.toBe(b.resolve(tokens.useCases));
  });

  it('writes every email to the outbox: kept without SMTP_URL, pending delivery by the queue with it', async () => {
    const message = { subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' };
    const kept = createContainer(infrastructure());
    expect(kept.resolve(tokens.mailer)).toBe(kept.resolve(tokens.outbox));
    await kept.resolve(tokens.mailer).send({ ...message, to: 'kept@example.com' });
    const queued: string[] = [];
    const smtp = createContainer({
      ...infrastructure({ SMTP_URL: 'smtp://127.0.0.1:2525' }),
      enqueueEmail: async (id) => void queued.push(id),
    });
    expect(smtp.resolve(tokens.mailer)).toBe(smtp.resolve(tokens.outbox));
    await smtp.resolve(tokens.mailer).send({ ...message, to: 'sent@example.com' });
    const rows = await testDb()
      .database.db.selectFrom('outbox_emails')
      .select(['id', 'to_address', 'status'])
      .orderBy('to_address')
      .execute();
    expect(rows.map((row) => [row.to_address, row.status])).toEqual([
      ['kept@example.com', 'kept'],
      ['sent@example.com', 'pending'],
    ]);
    expect(queued).toEqual([rows[1]?.id]);
  });
});
