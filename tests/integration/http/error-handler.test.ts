import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../../../adapters/http/error-handler';
import { captureLogs } from '../../support/capture-logs';

describe('the HTTP error handler', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => app?.close());

  async function appThrowing(thrown: unknown): Promise<{ app: FastifyInstance; logs: () => string }> {
    const { logger, text } = captureLogs();
    app = Fastify({ loggerInstance: logger as FastifyBaseLogger });
    registerErrorHandler(app);
    app.get('/boom', async () => {
      throw thrown;
    });
    await app.ready();
    return { app, logs: text };
  }

  it.each([
    ['an Error', new Error('pool exhausted'), 'pool exhausted'],
    ['a thrown string', 'pool exhausted', 'non-Error thrown: pool exhausted'],
    ['a thrown object', { reason: 'pool exhausted' }, "non-Error thrown: { reason: 'pool exhausted' }"],
  ])('logs %s with its message and stack, and hides it from the client', async (_name, thrown, message) => {
    const { app, logs } = await appThrowing(thrown);
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('pool exhausted');
    const logged = logs()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { msg?: string; err?: { message?: string; stack?: string } })
      .find((entry) => entry.err !== undefined);
    expect(logged?.err?.message).toBe(message);
    expect(logged?.err?.stack).toContain('Error: ');
    expect(logged?.msg).toBe(`request failed: ${message}`);
  });
});
