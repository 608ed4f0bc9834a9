import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../support/account-operations';
import { captureLogs } from '../../support/capture-logs';
import { awayFromMinuteEdge } from '../../support/rate-limit-window';
import { noRedisReason, redisAnswers } from '../../support/redis-server';
import { useTestApplication } from '../../support/test-application';
import { createLiveWorkspace, trackingSettings } from '../../support/tracking-operations';
import type { Workspace } from '../../support/workspace-operations';

const available = await redisAnswers();
if (!available) console.warn(noRedisReason);

const limit = 3;

/** A TCP relay to the local Redis that the test can cut, as a network failure or a Redis restart would. */
function redisRelay(): { port: () => number; start: () => Promise<void>; cut: () => Promise<void> } {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect({ host: '127.0.0.1', port: 6379 });
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  return {
    port: () => (server.address() as net.AddressInfo).port,
    start: () => new Promise((resolve) => server.listen(0, '127.0.0.1', resolve)),
    cut: async () => {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}

/**
 * A client address no other run shares: the Redis the limits are counted in is the machine's, and this file runs on
 * both databases' projects, at times in the same minute.
 */
function newClient(): string {
  const octet = () => 1 + Math.floor(Math.random() * 254);
  return `198.18.${octet()}.${octet()}`;
}

describe.skipIf(!available)('rate limits when Redis stops answering mid-run', () => {
  const relay = redisRelay();
  const logs = captureLogs();
  beforeAll(() => relay.start());
  const testApp = useTestApplication(
    () => ({
      redisUrl: `redis://127.0.0.1:${relay.port()}`,
      tracking: trackingSettings({ rateLimitPerMinute: limit }),
    }),
    { logger: logs.logger },
  );
  afterAll(() => relay.cut().catch(() => undefined));

  async function statuses(ws: Workspace, client: string, count: number): Promise<number[]> {
    const result: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const reply = await testApp().app.inject({
        method: 'GET',
        url: '/api/track/config',
        query: { site: ws.websiteId, url: `${ws.websiteUrl}/pricing` },
        remoteAddress: client,
      });
      result.push(reply.statusCode);
    }
    return result;
  }

  it('goes on answering tracking requests, counting in memory, and logs a warning once', async () => {
    const { app } = testApp();
    const ws = await createLiveWorkspace(app, (await signUp(app)).token);
    // A whole minute's window must hold the test.
    await awayFromMinuteEdge(5000);
    expect(await statuses(ws, newClient(), limit + 1)).toEqual([200, 200, 200, 429]);
    expect(logs.text()).not.toContain('rate limits could not be counted in Redis');

    await relay.cut();
    const started = Date.now();
    const afterCut = await statuses(ws, newClient(), limit + 1);

    expect(afterCut).toEqual([200, 200, 200, 429]);
    expect(Date.now() - started).toBeLessThan(2000);
    const warnings = logs
      .text()
      .split('\n')
      .filter((line) => line.includes('rate limits could not be counted in Redis'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('"level":40');
  });
});

describe.skipIf(available)('rate limits when Redis stops answering mid-run (skipped)', () => {
  it.skip(noRedisReason, () => undefined);
});
