import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { maxOperationNames } from '../../../adapters/http/request-duration-metric';
import { signUp } from '../../support/account-operations';
import { samplesOf, valueOf } from '../../support/prometheus-text';
import { useTestApplication } from '../../support/test-application';
import {
  createLiveWorkspace,
  enrolment,
  eventBatch,
  postTracking,
  trackingSettings,
} from '../../support/tracking-operations';

async function scrape(app: FastifyInstance, headers: Record<string, string> = {}): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/metrics', headers });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.body;
}

const duration = 'splitpenny_http_request_duration_seconds_count';

describe('GET /metrics without METRICS_TOKEN', () => {
  const testApp = useTestApplication({ tracking: trackingSettings({ rateLimitPerMinute: 3 }) });

  it('answers a scraper on this machine, and 404 to a request a proxy forwarded', async () => {
    const { app } = testApp();
    await scrape(app);
    const forwarded = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(forwarded.statusCode).toBe(404);
    expect(forwarded.body).not.toContain('splitpenny_');
  });

  it('times requests by route pattern and status, never by raw URL', async () => {
    const { app } = testApp();
    await app.inject({ method: 'GET', url: '/livez' });
    await app.inject({ method: 'GET', url: '/api/track/config?site=not-a-site&secret=abc' });
    await app.inject({ method: 'GET', url: '/api/nowhere/abc123' });
    const text = await scrape(app);
    expect(valueOf(text, duration, { method: 'GET', route: '/livez', status_code: '200', operation: '' })).toBe(1);
    expect(valueOf(text, duration, { method: 'GET', route: '/api/track/config', status_code: '400' })).toBe(1);
    expect(valueOf(text, duration, { method: 'GET', route: '(unmatched)', status_code: '404' })).toBe(1);
    expect(text).not.toContain('abc123');
    expect(text).not.toContain('not-a-site');
  });

  it('labels GraphQL requests with the operation that ran, and not with names that never validated', async () => {
    const { app } = testApp();
    const query = (body: string) => app.inject({ method: 'POST', url: '/graphql', payload: { query: body } });
    expect((await query('query GoalCatalogue { goals { id } }')).statusCode).toBe(200);
    expect((await query('query Invented_Name { noSuchField }')).statusCode).toBe(400);
    const text = await scrape(app);
    expect(valueOf(text, duration, { route: '/graphql', status_code: '200', operation: 'GoalCatalogue' })).toBe(1);
    expect(valueOf(text, duration, { route: '/graphql', status_code: '400', operation: '' })).toBe(1);
    expect(text).not.toContain('Invented_Name');
  });

  it('counts enrolments by answer and refusal, event batches and their events, and group-commit sizes', async () => {
    const { app } = testApp();
    const owner = await signUp(app);
    const ws = await createLiveWorkspace(app, owner.token);
    const first = enrolment(ws);
    expect((await postTracking(app, 'enrol', first)).statusCode).toBe(200);
    expect((await postTracking(app, 'enrol', first)).statusCode).toBe(200);
    expect((await postTracking(app, 'enrol', { site: ws.websiteId })).statusCode).toBe(400);
    // The fourth request of the minute is over TRACKING_RATE_LIMIT (3 here).
    expect((await postTracking(app, 'enrol', enrolment(ws))).statusCode).toBe(429);
    const events = [
      { k: 'click', at: 1 },
      { k: 'click', at: 2 },
    ] as const;
    expect((await postTracking(app, 'events', eventBatch(ws, first.visitor, events))).statusCode).toBe(202);
    expect((await postTracking(app, 'events', 'not json')).statusCode).toBe(400);
    expect((await postTracking(app, 'events', 'x'.repeat(20_000))).statusCode).toBe(413);
    const text = await scrape(app);
    const enrolments = 'splitpenny_tracking_enrolments_total';
    expect(valueOf(text, enrolments, { outcome: 'enrolled' })).toBe(1);
    expect(valueOf(text, enrolments, { outcome: 'returning' })).toBe(1);
    expect(valueOf(text, enrolments, { outcome: 'bad_request' })).toBe(1);
    expect(valueOf(text, enrolments, { outcome: 'rate_limited' })).toBe(1);
    expect(valueOf(text, enrolments, { outcome: 'not_live' })).toBe(0);
    const batches = 'splitpenny_tracking_event_batches_total';
    expect(valueOf(text, batches, { outcome: 'accepted' })).toBe(1);
    expect(valueOf(text, batches, { outcome: 'bad_request' })).toBe(1);
    expect(valueOf(text, batches, { outcome: 'too_large' })).toBe(1);
    expect(valueOf(text, 'splitpenny_tracking_events_accepted_total')).toBe(2);
    expect(valueOf(text, 'splitpenny_tracking_ingest_batch_size_count', { kind: 'enrolments' })).toBe(2);
    expect(valueOf(text, 'splitpenny_tracking_ingest_batch_size_sum', { kind: 'enrolments' })).toBe(2);
    expect(valueOf(text, 'splitpenny_tracking_ingest_batch_size_count', { kind: 'event_batches' })).toBe(1);
  });

  it("reports the PostgreSQL pool's connections, and nothing of the kind on PGlite", async () => {
    const { app, db } = testApp();
    const text = await scrape(app);
    const pool = samplesOf(text).filter((sample) => sample.name.startsWith('splitpenny_database_pool_'));
    if (db.database.kind === 'pglite') {
      expect(pool).toEqual([]);
      return;
    }
    expect(valueOf(text, 'splitpenny_database_pool_max_connections')).toBe(4);
    const busy = valueOf(text, 'splitpenny_database_pool_connections', { state: 'busy' }) ?? -1;
    const idle = valueOf(text, 'splitpenny_database_pool_connections', { state: 'idle' }) ?? -1;
    expect(busy).toBeGreaterThanOrEqual(0);
    expect(idle).toBeGreaterThanOrEqual(1);
    expect(busy + idle).toBeLessThanOrEqual(4);
    expect(valueOf(text, 'splitpenny_database_pool_waiting_queries')).toBe(0);
  });
});

describe('GraphQL operation names in metrics', () => {
  const testApp = useTestApplication();

  it(`keeps at most ${maxOperationNames} distinct names and counts the rest as "other"`, async () => {
    const { app } = testApp();
    for (let i = 0; i <= maxOperationNames; i += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/graphql',
        payload: { query: `query Name${i} { goals { id } }` },
      });
      expect(response.statusCode).toBe(200);
    }
    const text = await scrape(app);
    const operations = samplesOf(text)
      .filter((sample) => sample.name === duration && sample.labels.route === '/graphql')
      .map((sample) => sample.labels.operation);
    expect(operations).toHaveLength(maxOperationNames + 1);
    expect(operations).toContain('other');
    expect(operations).not.toContain(`Name${maxOperationNames}`);
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  const token = 'scrape-me-4f1c9e2b7a';
  const testApp = useTestApplication({ metricsToken: token });

  it('answers only a request with the token as its bearer, from anywhere', async () => {
    const { app } = testApp();
    const get = (headers: Record<string, string>) => app.inject({ method: 'GET', url: '/metrics', headers });
    expect((await get({})).statusCode).toBe(404);
    expect((await get({ authorization: 'Bearer wrong-token-0000000' })).statusCode).toBe(404);
    expect((await get({ authorization: token })).statusCode).toBe(404);
    const text = await scrape(app, { authorization: `Bearer ${token}`, 'x-forwarded-for': '203.0.113.9' });
    expect(text).toContain('splitpenny_http_request_duration_seconds');
  });
});
