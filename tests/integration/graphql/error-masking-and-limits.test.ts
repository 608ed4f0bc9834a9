import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { UseCases } from '../../../application/use-cases';
import { createGraphqlServer, type GraphqlLimits } from '../../../adapters/graphql/create-yoga';
import { buildServer } from '../../../adapters/http/build-server';
import { createLogger } from '../../../adapters/logging/create-logger';

const goalsQuery = { query: '{ goals { id name } }' };

async function serverWith(useCases: Partial<UseCases>, limits?: GraphqlLimits): Promise<FastifyInstance> {
  const given: Partial<UseCases> = {
    checkHealth: async () => ({ status: 'ok', database: 'up' }),
    listGoals: async () => [],
    ...useCases,
  };
  // Only the use cases a test gives exist; touching any other fails the test loudly.
  const all = new Proxy(given, {
    get: (target, name: keyof UseCases) =>
      target[name] ??
      (() => {
        throw new Error(`use case ${String(name)} is not part of this test`);
      }),
  }) as UseCases;
  const logger = createLogger('silent');
  return buildServer({
    useCases: all,
    graphql: createGraphqlServer({ useCases: all, logger, ...(limits && { limits }) }),
    logger,
    webDistDir: null,
    publicUrl: 'http://app.test',
    registerPaymentRoutes: async () => {},
    apiKeyRateLimit: { perMinute: 100, hashKey: (secret) => secret },
    tracking: { rateLimitPerMinute: 100, configCacheMs: 0, batchWindowMs: 0, scriptFile: '/nonexistent/track.js' },
  });
}

describe('GraphQL error handling and limits', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => app?.close());

  it('masks an unexpected failure instead of leaking its message', async () => {
    app = await serverWith({
      listGoals: async () => {
        throw new Error('connection to 10.0.0.5 refused: password authentication failed');
      },
    });
    const body = (await app.inject({ method: 'POST', url: '/graphql', payload: goalsQuery })).json();
    expect(body.errors[0].message).toBe('Unexpected error.');
    expect(JSON.stringify(body)).not.toContain('10.0.0.5');
  });

  it('refuses a query deeper than the limit before running it', async () => {
    let ran = false;
    app = await serverWith(
      {
        listGoals: async () => {
          ran = true;
          return [];
        },
      },
      { maxDepth: 1, maxCost: 5000 },
    );
    const body = (await app.inject({ method: 'POST', url: '/graphql', payload: goalsQuery })).json();
    expect(body.errors[0].message).toMatch(/depth/i);
    expect(ran).toBe(false);
  });

  it('refuses a query costlier than the limit', async () => {
    app = await serverWith({}, { maxDepth: 10, maxCost: 1 });
    const body = (await app.inject({ method: 'POST', url: '/graphql', payload: goalsQuery })).json();
    expect(body.errors[0].message).toMatch(/cost/i);
  });
});
