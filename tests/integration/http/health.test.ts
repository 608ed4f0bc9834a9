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
