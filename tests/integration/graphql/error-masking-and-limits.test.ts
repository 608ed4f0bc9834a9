import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { Registry } from 'prom-client';
import { afterEach, describe, expect, it } from 'vitest';
import type { UseCases } from '../../../application/use-cases';
import { createGraphqlServer, type GraphqlLimits } from '../../../adapters/graphql/create-yoga';
import { buildServer } from '../../../adapters/http/build-server';
import { createLogger } from '../../../adapters/logging/create-logger';
import { ConfigChanges } from '../../../adapters/http/tracking/config-changes';

const goalsQuery = { query: '{ goals { id name } }' };

async function serverWith(
  useCases: Partial<UseCases>,
  limits?: Partial<GraphqlLimits>,
  logLines: string[] | null = null,
): Promise<FastifyInstance> {
  const given: Partial<UseCases> = {
    checkHealth: async () => ({ status: 'ok', database: 'up' }),
    checkReadiness: async () => ({ ready: true, dependencies: { database: 'up' } }),
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
  const logger =
    logLines === null
      ? createLogger('silent')
      : createLogger(
          'error',
          new Writable({
            write: (chunk: Buffer, _encoding, done) => {
              logLines.push(chunk.toString());
              done();
            },
          }),
        );
  return buildServer({
    useCases: all,
    graphql: createGraphqlServer({ useCases: all, logger, ...(limits && { limits }) }),
    logger,
    webDistDir: null,
    publicUrl: 'http://app.test',
    registerPaymentRoutes: async () => {},
    apiKeyRateLimit: { perMinute: 100, hashKey: (secret) => secret },
    metrics: { registry: new Registry(), token: null },
    rateLimitStore: null,
    configChanges: new ConfigChanges(),
    clientNetworkSecret: 'test',
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

  it('logs an unexpected failure with its message and stack', async () => {
    const lines: string[] = [];
    app = await serverWith(
      {
        listGoals: async () => {
          throw new Error('the goals table is gone');
        },
      },
      undefined,
      lines,
    );
    await app.inject({ method: 'POST', url: '/graphql', payload: goalsQuery });
    const logged = lines.map((line) => JSON.parse(line) as { err?: { message?: string; stack?: string } });
    const failure = logged.find((entry) => entry.err?.message === 'the goals table is gone');
    expect(failure?.err?.stack).toContain('error-masking-and-limits.test.ts');
    expect(lines.join('')).not.toContain('"0":{}');
  });

  it("names the request and its operation on the failure's log line", async () => {
    const lines: string[] = [];
    app = await serverWith(
      {
        listGoals: async () => {
          throw new Error('the goals table is gone');
        },
      },
      undefined,
      lines,
    );
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'x-request-id': 'trace-4711' },
      payload: { query: 'query GoalCatalogue { goals { id name } }' },
    });
    expect(response.headers['x-request-id']).toBe('trace-4711');
    const logged = lines.map((line) => JSON.parse(line) as { err?: { message?: string } });
    const failure = logged.find((entry) => entry.err?.message === 'the goals table is gone');
    expect(failure).toMatchObject({ reqId: 'trace-4711', operationName: 'GoalCatalogue' });
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
    const response = await app.inject({ method: 'POST', url: '/graphql', payload: goalsQuery });
    const body = response.json();
    expect(response.statusCode).toBe(400);
    expect(body.errors[0].message).toMatch(/depth limit of 1 /i);
    expect(body.errors[0].extensions).toMatchObject({ code: 'QUERY_TOO_COMPLEX', limit: 'depth', max: 1 });
    expect(ran).toBe(false);
  });

  it('refuses a query costlier than the limit', async () => {
    app = await serverWith({}, { maxDepth: 10, maxCost: 1 });
    const body = (await app.inject({ method: 'POST', url: '/graphql', payload: goalsQuery })).json();
    expect(body.errors[0].message).toMatch(/cost/i);
  });

  describe('documents nested far past any real query are refused while parsing, with 400', () => {
    const selections = `{${'goals {'.repeat(3000)} id ${'}'.repeat(3001)}`;
    const listLiterals = `{ goals(limit: ${'['.repeat(10_000)}${']'.repeat(10_000)}) { id } }`;
    const chainedFragments = [
      '{ ...F0 }',
      ...Array.from(
        { length: 3000 },
        (_, i) => `fragment F${i} on Query { ${i < 2999 ? `...F${i + 1}` : 'goals { id }'} }`,
      ),
    ].join(' ');

    it.each([
      ['3,000 levels of selections', selections],
      ['10,000 levels of list literals', listLiterals],
      ['3,000 chained fragments', chainedFragments],
    ])('%s', async (_name, query) => {
      const lines: string[] = [];
      app = await serverWith({}, undefined, lines);
      const response = await app.inject({ method: 'POST', url: '/graphql', payload: { query } });
      expect(response.statusCode).toBe(400);
      const error = response.json().errors[0];
      expect(error.message).toBe('Syntax Error: Token limit of 1000 exceeded.');
      expect(error.extensions).toEqual({ code: 'QUERY_TOO_COMPLEX', limit: 'tokens', max: 1000 });
      expect(lines).toEqual([]);
    });
  });

  it('refuses a document with more fragments than the limit', async () => {
    app = await serverWith({}, { maxFragments: 2 });
    const query =
      '{ ...A } fragment A on Query { ...B } fragment B on Query { ...C } fragment C on Query { goals { id } }';
    const response = await app.inject({ method: 'POST', url: '/graphql', payload: { query } });
    expect(response.statusCode).toBe(400);
    const fragmentError = response
      .json()
      .errors.find((error: { extensions: { limit?: string } }) => error.extensions.limit === 'fragments');
    expect(fragmentError).toMatchObject({
      message: 'Fragment limit of 2 exceeded, found 3.',
      extensions: { code: 'QUERY_TOO_COMPLEX', max: 2 },
    });
  });

  describe('a request that cannot run says what is wrong, with 400', () => {
    it.each([
      ['a null body', 'null', /body is null/],
      ['an array body', '[]', /body is an array/],
      ['a number body', '5', /body is a number/],
      ['an empty object', '{}', /body is an empty object/],
      ['variables without a query', '{"variables":{}}', /Must provide query string/],
      ['a null query', '{"query":null}', /Must provide query string/],
      ['a syntax error', '{"query":"{ goals {"}', /Syntax Error: Expected Name/],
      ['an unknown field', '{"query":"{ nope }"}', /Cannot query field "nope"/],
    ])('%s', async (_name, payload, message) => {
      app = await serverWith({});
      const response = await app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].message).toMatch(message);
    });

    it('a GET without a query', async () => {
      app = await serverWith({});
      const response = await app.inject({ method: 'GET', url: '/graphql' });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].message).toBe('Must provide query string.');
    });
  });
});
