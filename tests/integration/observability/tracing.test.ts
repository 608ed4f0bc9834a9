import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../../../adapters/config/config';
import { createLogger } from '../../../adapters/logging/create-logger';
import { buildApplication } from '../../../adapters/main';
import { startTracing, type Tracing } from '../../../adapters/observability/tracing';
import { startOtlpReceiver, type OtlpReceiver, type ReceivedSpan } from '../../support/otlp-receiver';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';

const config: Config = { ...loadConfig({ NODE_ENV: 'test' }), webDistDir: null };
const serverKind = 2;
const clientKind = 3;
const goalCatalogue = { query: 'query GoalCatalogue { goals { id name } }' };

describe('tracing, with OTEL_EXPORTER_OTLP_ENDPOINT set', () => {
  let receiver: OtlpReceiver;
  let tracing: Tracing;
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    tracing = startTracing({ endpoint: receiver.url, serviceName: 'splitpenny-under-test' });
    database = await createTestDatabase({ tracer: tracing.tracer });
    app = await buildApplication(config, createLogger('silent'), database.database, { tracing });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
    await tracing.shutdown();
    await receiver.close();
  });

  /** The spans of the trace `traceId`, once the batch has been sent. */
  async function traceOf(traceId: string): Promise<ReceivedSpan[]> {
    await tracing.flush();
    return receiver.spans.filter((span) => span.traceId === traceId);
  }

  it('sends an HTTP span, the GraphQL operation span and its database spans in one trace', async () => {
    const response = await app.inject({ method: 'POST', url: '/graphql', payload: goalCatalogue });
    expect(response.statusCode).toBe(200);
    await tracing.flush();
    const http = receiver.spans.find((span) => span.name === 'POST /graphql' && span.kind === serverKind);
    expect(http, JSON.stringify(receiver.spans.map((span) => span.name))).toBeDefined();
    expect(http?.serviceName).toBe('splitpenny-under-test');
    expect(http?.attributes['http.route']).toBe('/graphql');
    const trace = await traceOf(http?.traceId ?? '');
    const operation = trace.find((span) => span.name === 'query GoalCatalogue');
    expect(operation?.attributes).toMatchObject({
      'graphql.operation.name': 'GoalCatalogue',
      'graphql.operation.type': 'query',
    });
    const statements = trace.filter((span) => span.attributes['db.system.name'] === 'postgresql');
    expect(statements.length).toBeGreaterThan(0);
    expect(statements[0]).toMatchObject({ name: 'SELECT', kind: clientKind, parentSpanId: operation?.spanId });
    expect(statements[0]?.attributes['db.query.text']).toMatch(/^select /i);
    // The operation runs inside the route handler's span, itself inside the request's.
    const handler = trace.find((span) => span.spanId === operation?.parentSpanId);
    expect(handler?.name).toBe('handler /graphql');
    expect(handler?.parentSpanId).toBe(http?.spanId);
  });

  it("continues the caller's trace from its traceparent header", async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` },
      payload: goalCatalogue,
    });
    const trace = await traceOf(traceId);
    expect(trace.find((span) => span.kind === serverKind)?.parentSpanId).toBe('00f067aa0ba902b7');
    expect(trace.map((span) => span.name)).toContain('query GoalCatalogue');
  });
});

describe('tracing, with OTEL_EXPORTER_OTLP_ENDPOINT unset', () => {
  it('is off in the configuration', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).tracing).toBeNull();
  });

  it('makes no span at all, even with a tracer provider registered in the process', async () => {
    const receiver = await startOtlpReceiver();
    const tracing = startTracing({ endpoint: receiver.url, serviceName: 'another-service' });
    const database = await createTestDatabase();
    const app = await buildApplication(config, createLogger('silent'), database.database);
    try {
      expect(app.hasRequestDecorator('opentelemetry')).toBe(false);
      expect((await app.inject({ method: 'POST', url: '/graphql', payload: goalCatalogue })).statusCode).toBe(200);
      await tracing.flush();
      expect(receiver.spans).toEqual([]);
      expect(receiver.requests()).toBe(0);
    } finally {
      await app.close();
      await database.dispose();
      await tracing.shutdown();
      await receiver.close();
    }
  });
});
