import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrustedProxies } from '../../../adapters/config/trusted-proxies';
import { AUTHENTICATE_USER, signUp, uniqueEmail } from '../../support/account-operations';
import { sendFrom, startAppendingProxy, type RunningProxy } from '../../support/appending-proxy';
import { eachTestWithinOneMinute } from '../../support/rate-limit-window';
import { useTestApplication } from '../../support/test-application';
import { createLiveWorkspace, enrolment, sessionsRemaining, trackingSettings } from '../../support/tracking-operations';
import type { Workspace } from '../../support/workspace-operations';
import { browserUserAgent, visitorHeaders } from '../../support/visitor-browser';

const requestLimit = 5;
const newVisitorLimit = 3;

let clients = 1;
/** A fresh client on loopback (127.0.0.2, 127.0.0.3, …): the proxies themselves connect from 127.0.0.1. */
function newClient(): string {
  clients += 1;
  return `127.0.0.${clients}`;
}

let forgeries = 0;
/** A new address for the client to write in X-Forwarded-For, as a client escaping its limits would. */
function forgedAddress(): string {
  forgeries += 1;
  return `198.51.${Math.floor(forgeries / 250)}.${(forgeries % 250) + 1}`;
}

/**
 * The server behind real reverse proxies on loopback that append the peer's address to X-Forwarded-For, each client
 * writing a new address of its own choosing in the header at every request: the tracking limit, the login limit and
 * the new visitors of a network must all count the client's real address.
 */
describe.each<{ name: string; trust: TrustedProxies; proxies: number }>([
  { name: 'one proxy, TRUST_PROXY=1', trust: { kind: 'hops', count: 1 }, proxies: 1 },
  { name: 'one proxy, TRUST_PROXY=127.0.0.1', trust: { kind: 'addresses', addresses: ['127.0.0.1'] }, proxies: 1 },
  { name: 'a CDN then a load balancer, TRUST_PROXY=2', trust: { kind: 'hops', count: 2 }, proxies: 2 },
])('behind $name, with forged X-Forwarded-For', ({ trust, proxies }) => {
  // Counted in fixed clock minutes when the database is PostgreSQL.
  eachTestWithinOneMinute();
  const testApp = useTestApplication({
    trustProxy: trust,
    authRateLimitPerMinute: requestLimit,
    tracking: trackingSettings({ rateLimitPerMinute: requestLimit, newVisitorsPerNetworkPerHour: newVisitorLimit }),
  });
  const chain: RunningProxy[] = [];
  beforeAll(async () => {
    const { app } = testApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    let upstream = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    // The load balancer next to the server first, then the CDN in front of it, which clients reach.
    for (let i = 0; i < proxies; i += 1) {
      const proxy = await startAppendingProxy(upstream);
      chain.push(proxy);
      upstream = proxy.url;
    }
  });
  afterAll(async () => {
    await Promise.all(chain.map((proxy) => proxy.close()));
  });
  const entry = (): string => {
    const front = chain.at(-1);
    if (front === undefined) throw new Error('the proxies start in beforeAll');
    return front.url;
  };

  async function liveWorkspace(): Promise<{ token: string; ws: Workspace }> {
    const { app } = testApp();
    const owner = await signUp(app);
    return { token: owner.token, ws: await createLiveWorkspace(app, owner.token) };
  }

  function configRequest(ws: Workspace, client: string) {
    return sendFrom(entry(), {
      method: 'GET',
      path: `/api/track/config?site=${ws.websiteId}&url=${encodeURIComponent(`${ws.websiteUrl}/pricing`)}`,
      headers: { 'user-agent': browserUserAgent, 'x-forwarded-for': forgedAddress() },
      from: client,
    });
  }

  function loginAttempt(client: string) {
    return sendFrom(entry(), {
      method: 'POST',
      path: '/graphql',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forgedAddress() },
      body: JSON.stringify({
        query: AUTHENTICATE_USER,
        variables: { input: { email: uniqueEmail(), password: 'guess' } },
      }),
      from: client,
    });
  }

  it('keeps counting tracking requests against the real client, and other clients keep their own budget', async () => {
    const { ws } = await liveWorkspace();
    const client = newClient();
    for (let i = 1; i <= requestLimit; i += 1)
      expect((await configRequest(ws, client)).status, `request ${i}`).toBe(200);

    expect((await configRequest(ws, client)).status).toBe(429);
    expect((await configRequest(ws, newClient())).status).toBe(200);
  });

  it('keeps counting login attempts against the real client', async () => {
    const client = newClient();
    for (let i = 1; i <= requestLimit; i += 1) expect((await loginAttempt(client)).status, `attempt ${i}`).toBe(200);

    const refused = await loginAttempt(client);
    expect(refused.status).toBe(429);
    expect(refused.body).toContain('TOO_MANY_REQUESTS');
    expect((await loginAttempt(newClient())).status).toBe(200);
  });

  it("charges no more of one client's new visitors than the network limit, whatever address it writes", async () => {
    const { app } = testApp();
    const { token, ws } = await liveWorkspace();
    const before = await sessionsRemaining(app, token);
    const enrolFrom = (client: string) =>
      sendFrom(entry(), {
        method: 'POST',
        path: '/api/track/enrol',
        headers: {
          'content-type': 'text/plain;charset=UTF-8',
          ...visitorHeaders({ site: ws.websiteId }),
          'x-forwarded-for': forgedAddress(),
        },
        body: JSON.stringify(enrolment(ws)),
        from: client,
      });
    const client = newClient();
    const answers: string[] = [];
    // Within the request limit, so that only the limit on new visitors refuses.
    for (let i = 0; i < requestLimit; i += 1) {
      const reply = await enrolFrom(client);
      answers.push(`${reply.status} ${reply.body}`);
    }

    expect(answers).toEqual([
      ...Array<string>(newVisitorLimit).fill('200 {"status":"enrolled"}'),
      ...Array<string>(requestLimit - newVisitorLimit).fill('403 {"status":"refused","reason":"network_limit"}'),
    ]);
    expect(await sessionsRemaining(app, token)).toBe(before - newVisitorLimit);
    expect((await enrolFrom(newClient())).status).toBe(200);
  });
});
