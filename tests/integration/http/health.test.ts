import { describe, expect, it } from 'vitest';
import { useTestApplication } from '../../support/test-application';

describe('GET /healthz', () => {
  const testApp = useTestApplication();

  it('reports the database as up while it answers', async () => {
    const response = await testApp().app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 and says the database is down once it is unreachable', async () => {
    const { app, db } = testApp();
    await db.database.close();
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'degraded', database: 'down' });
  });
});

describe('GET /livez and /readyz', () => {
  const testApp = useTestApplication();

  it('are both 200 while the database answers, /readyz naming it', async () => {
    const { app } = testApp();
    const live = await app.inject({ method: 'GET', url: '/livez' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    expect(live.headers['cache-control']).toBe('no-store');
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', dependencies: { database: 'up' } });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('once the database is unreachable: /readyz 503 naming it down, /livez still 200', async () => {
    const { app, db } = testApp();
    await db.database.close();
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'not ready', dependencies: { database: 'down' } });
    const live = await app.inject({ method: 'GET', url: '/livez' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
  });
});
