import { describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../../../adapters/config/config';
import { createLogger } from '../../../adapters/logging/create-logger';
import { buildApplication } from '../../../adapters/main';
import { createTestDatabase } from '../../support/test-database';

describe('graceful shutdown', () => {
  it('finishes the request in flight, refuses new connections, then closes the database', async () => {
    const testDb = await createTestDatabase();
    const config: Config = { ...loadConfig({ NODE_ENV: 'test' }), webDistDir: null };
    const app = await buildApplication(config, createLogger('silent'), testDb.database);
    app.addHook('onClose', async () => testDb.database.close());
    let started = false;
    let release: () => void = () => {};
    app.get('/slow', async () => {
      started = true;
      await new Promise<void>((resolve) => (release = resolve));
      return { finished: true };
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });

    const inFlight = fetch(`${address}/slow`);
    await expect.poll(() => started).toBe(true);
    const closing = app.close();
    setTimeout(() => release(), 100);

    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ finished: true });
    expect(response.headers.get('connection')).toBe('close');
    await closing;

    await expect(fetch(`${address}/healthz`)).rejects.toThrow();
    await expect(testDb.database.db.selectFrom('goals').selectAll().execute()).rejects.toThrow();
    await testDb.dispose();
  });
});
