import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { signUp } from '../../support/account-operations';
import { postGraphql } from '../../support/graphql-request';
import { useTestApplication } from '../../support/test-application';
import {
  createLiveWorkspace,
  enrolment,
  eventBatch,
  newVisitorId,
  sessionsRemaining,
  trackingSettings,
  trackingTableCounts,
} from '../../support/tracking-operations';
import { GOALS, type Workspace } from '../../support/workspace-operations';
import { eachTestWithinOneMinute } from '../../support/rate-limit-window';
import { browserUserAgent, visitorHeaders } from '../../support/visitor-browser';

const limit = 5;

let clients = 0;
/** A fresh client address per call (TEST-NET-3), so each test starts with the whole budget. */
function newClient(): string {
  clients += 1;
  return `203.0.113.${clients}`;
}

describe('rate limits on the tracking endpoints', () => {
  // Counted in fixed clock minutes when the database is PostgreSQL (shared by every process).
  eachTestWithinOneMinute();
  const testApp = useTestApplication({ tracking: trackingSettings({ rateLimitPerMinute: limit }) });

  /**
   * One request of `route` from `ip`: an enrolment of `visitor` (a new one each time unless told: each would be
   * charged), or a click of `visitor` (each would be stored once they are enrolled).
   */
  function hit(
    route: 'config' | 'enrol' | 'events',
    ws: Workspace,
    ip: string,
    headers: Record<string, string> = {},
    visitor = newVisitorId(),
  ): Promise<LightMyRequestResponse> {
    const { app } = testApp();
    if (route === 'config') {
      return app.inject({
        method: 'GET',
        url: '/api/track/config',
        query: { site: ws.websiteId, url: `${ws.websiteUrl}/pricing` },
        remoteAddress: ip,
        headers: { 'user-agent': browserUserAgent, ...headers },
      });
    }
    const body = route === 'enrol' ? enrolment(ws, { visitor }) : eventBatch(ws, visitor, [{ k: 'click', at: 1 }]);
    return app.inject({
      method: 'POST',
      url: `/api/track/${route}`,
      headers: { 'content-type': 'text/plain;charset=UTF-8', ...visitorHeaders(body), ...headers },
      payload: JSON.stringify(body),
      remoteAddress: ip,
    });
  }

  async function ownerWithLiveTest() {
    const { app } = testApp();
    const owner = await signUp(app);
    return { owner, ws: await createLiveWorkspace(app, owner.token) };
  }

  async function exhaust(ws: Workspace, ip: string): Promise<void> {
    for (let i = 0; i < limit; i += 1) expect((await hit('config', ws, ip)).statusCode).toBe(200);
  }

  it.each([
    { route: 'config' as const, allowed: 200 },
    { route: 'enrol' as const, allowed: 200 },
    { route: 'events' as const, allowed: 202 },
  ])(
    'answers the 6th $route request of a client within the minute with 429, storing nothing',
    async ({ route, allowed }) => {
      const { app, db } = testApp();
      const { owner, ws } = await ownerWithLiveTest();
      const enrolled = newVisitorId();
      expect((await hit('enrol', ws, newClient(), {}, enrolled)).json()).toEqual({ status: 'enrolled' });
      const visitorFor = () => (route === 'events' ? enrolled : newVisitorId());
      const ip = newClient();
      for (let i = 0; i < limit; i += 1) {
        const reply = await hit(route, ws, ip, {}, visitorFor());
        expect(reply.statusCode, reply.body).toBe(allowed);
        if (route === 'events') expect(reply.json()).toEqual({ counted: 1 });
      }
      const before = {
        rows: await trackingTableCounts(db.database.db),
        balance: await sessionsRemaining(app, owner.token),
      };

      const refused = await hit(route, ws, ip, { origin: ws.websiteUrl }, visitorFor());

      expect(refused.statusCode, refused.body).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.headers['access-control-allow-origin']).toBe('*');
      expect(refused.json()).toMatchObject({ message: expect.stringMatching(/rate limit/i) });
      expect({
        rows: await trackingTableCounts(db.database.db),
        balance: await sessionsRemaining(app, owner.token),
      }).toEqual(before);
    },
  );

  it('gives each endpoint its own budget, so used-up config reads never stop enrolments or events', async () => {
    const { ws } = await ownerWithLiveTest();
    const client = newClient();
    const enrolled = newVisitorId();
    await exhaust(ws, client);
    expect((await hit('config', ws, client)).statusCode).toBe(429);

    expect((await hit('enrol', ws, client, {}, enrolled)).json()).toEqual({ status: 'enrolled' });
    expect((await hit('events', ws, client, {}, enrolled)).json()).toEqual({ counted: 1 });
  });

  it("answers the 429 as 'Too Many Requests'", async () => {
    const { ws } = await ownerWithLiveTest();
    const client = newClient();
    await exhaust(ws, client);
    expect((await hit('config', ws, client)).json()).toMatchObject({ error: 'Too Many Requests' });
  });

  it('counts each client on its own, whatever X-Forwarded-For says', async () => {
    const { ws } = await ownerWithLiveTest();
    const limited = newClient();
    await exhaust(ws, limited);

    expect((await hit('config', ws, limited, { 'x-forwarded-for': '198.51.100.7' })).statusCode).toBe(429);
    expect((await hit('config', ws, newClient())).statusCode).toBe(200);
  });

  it('counts an IPv6 client per /64, so taking a new address in it does not start a new budget', async () => {
    const { ws } = await ownerWithLiveTest();
    for (let i = 1; i <= limit; i += 1) expect((await hit('config', ws, `2001:db8:7:1::${i}`)).statusCode).toBe(200);

    expect((await hit('config', ws, '2001:db8:7:1:ffff:ffff:ffff:ffff')).statusCode).toBe(429);
    expect((await hit('config', ws, '2001:db8:7:2::1')).statusCode).toBe(200);
  });

  it('leaves the other routes alone, and they use none of the tracking budget', async () => {
    const { app } = testApp();
    const { ws } = await ownerWithLiveTest();
    const limited = newClient();
    await exhaust(ws, limited);
    expect((await hit('config', ws, limited)).statusCode).toBe(429);

    for (let i = 0; i < limit + 2; i += 1) {
      expect((await app.inject({ method: 'GET', url: '/healthz', remoteAddress: limited })).statusCode).toBe(200);
    }
    const goals = await postGraphql(app, GOALS, {}, { ip: limited });
    expect(goals.status).toBe(200);
    expect(goals.errors).toEqual([]);

    const fresh = newClient();
    for (let i = 0; i < limit + 2; i += 1) {
      expect((await app.inject({ method: 'GET', url: '/healthz', remoteAddress: fresh })).statusCode).toBe(200);
    }
    await exhaust(ws, fresh);
  });
});
