import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../../../adapters/config/config';
import type { EnrolmentAnswer } from '../../../domain/tracking/tracking-protocol';
import { signUp, type SignedUpUser } from '../../support/account-operations';
import { FixedClock } from '../../support/fakes/fixed-clock';
import { valueOf } from '../../support/prometheus-text';
import { useTestApplication } from '../../support/test-application';
import { testDialect, useTestDatabase } from '../../support/test-database';
import {
  createLiveWorkspace,
  enrolment,
  newVisitorId,
  sessionsRemaining,
  trackingSettings,
} from '../../support/tracking-operations';
import type { Workspace } from '../../support/workspace-operations';
import { visitorHeaders } from '../../support/visitor-browser';
import { useServersOnOneDatabase } from '../../support/servers-on-one-database';

const limit = 100;
const hour = 3_600_000;

/** One enrolment of `visitor` (a new one unless told) sent from `ip`, as the script sends it. */
function enrolFrom(
  app: FastifyInstance,
  ws: Workspace,
  ip: string,
  visitor = newVisitorId(),
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/track/enrol',
    headers: { 'content-type': 'text/plain;charset=UTF-8', ...visitorHeaders({ site: ws.websiteId }) },
    payload: JSON.stringify(enrolment(ws, { visitor })),
    remoteAddress: ip,
  });
}

/** `count` new visitors sent at once (so they share enrolment batches), with their answers. */
async function newVisitorsAtOnce(
  app: FastifyInstance,
  ws: Workspace,
  ip: string,
  count: number,
): Promise<{ visitor: string; status: number; answer: EnrolmentAnswer }[]> {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const visitor = newVisitorId();
      const reply = await enrolFrom(app, ws, ip, visitor);
      return { visitor, status: reply.statusCode, answer: reply.json<EnrolmentAnswer>() };
    }),
  );
}

function tally(answers: readonly { status: number; answer: EnrolmentAnswer }[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { status, answer } of answers) {
    const key = `${status} ${answer.status}${'reason' in answer ? ` ${answer.reason}` : ''}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

describe('new visitors per client network (NEW_VISITORS_PER_NETWORK_PER_HOUR)', () => {
  const clock = new FixedClock(new Date());
  const testApp = useTestApplication(
    { tracking: trackingSettings({ newVisitorsPerNetworkPerHour: limit, configCacheMs: 0 }) },
    { clock },
  );

  async function ownerWithLiveTest(): Promise<{ owner: SignedUpUser; ws: Workspace }> {
    const { app } = testApp();
    const owner = await signUp(app);
    return { owner, ws: await createLiveWorkspace(app, owner.token) };
  }

  it('charges 100 of 150 new visitors from one network, refuses the rest with network_limit, and lets returning ones back', async () => {
    const { app } = testApp();
    const { owner, ws } = await ownerWithLiveTest();
    const before = await sessionsRemaining(app, owner.token);

    const answers = await newVisitorsAtOnce(app, ws, '203.0.113.50', 150);

    expect(tally(answers)).toEqual({ '200 enrolled': limit, '403 refused network_limit': 50 });
    expect(await sessionsRemaining(app, owner.token)).toBe(before - limit);
    const enrolled = answers.find((a) => a.answer.status === 'enrolled');
    const refused = answers.find((a) => a.answer.status === 'refused');
    if (enrolled === undefined || refused === undefined) throw new Error('expected both answers');
    expect((await enrolFrom(app, ws, '203.0.113.50', enrolled.visitor)).json()).toEqual({ status: 'returning' });
    expect((await enrolFrom(app, ws, '203.0.113.50', refused.visitor)).statusCode).toBe(403);
    expect(await sessionsRemaining(app, owner.token)).toBe(before - limit);
    const metrics = await app.inject({ method: 'GET', url: '/metrics' });
    expect(
      valueOf(metrics.body, 'splitpenny_tracking_enrolments_total', { outcome: 'network_limit' }),
    ).toBeGreaterThanOrEqual(51);

    const others = await Promise.all(
      Array.from({ length: 10 }, (_, i) => newVisitorsAtOnce(app, ws, `198.51.100.${i + 1}`, 3)),
    );
    expect(tally(others.flat())).toEqual({ '200 enrolled': 30 });
    expect(await sessionsRemaining(app, owner.token)).toBe(before - limit - 30);
  });

  it("counts the network's new visitors in every owner's tests together", async () => {
    const { app } = testApp();
    const first = await ownerWithLiveTest();
    const second = await ownerWithLiveTest();

    expect(tally(await newVisitorsAtOnce(app, first.ws, '203.0.113.60', 70))).toEqual({ '200 enrolled': 70 });
    expect(tally(await newVisitorsAtOnce(app, second.ws, '203.0.113.60', 50))).toEqual({
      '200 enrolled': 30,
      '403 refused network_limit': 20,
    });
  });

  it('counts the hour up to each enrolment, sliding: the network enrols again once its first visitors are an hour old', async () => {
    const { app } = testApp();
    const { owner, ws } = await ownerWithLiveTest();
    const ip = '203.0.113.70';
    clock.advance(60_000);
    expect(tally(await newVisitorsAtOnce(app, ws, ip, 60))).toEqual({ '200 enrolled': 60 });
    clock.advance(30 * 60_000);
    expect(tally(await newVisitorsAtOnce(app, ws, ip, 60))).toEqual({
      '200 enrolled': 40,
      '403 refused network_limit': 20,
    });

    // 59 minutes after the first 60, the hour still holds all 100.
    clock.advance(29 * 60_000);
    expect((await enrolFrom(app, ws, ip)).json()).toEqual({ status: 'refused', reason: 'network_limit' });
    // An hour after them, the first 60 have left the window, the other 40 not yet.
    clock.advance(60_000);
    const before = await sessionsRemaining(app, owner.token);
    expect(tally(await newVisitorsAtOnce(app, ws, ip, 70))).toEqual({
      '200 enrolled': 60,
      '403 refused network_limit': 10,
    });
    expect(await sessionsRemaining(app, owner.token)).toBe(before - 60);
    clock.advance(hour);
    expect(tally(await newVisitorsAtOnce(app, ws, ip, 10))).toEqual({ '200 enrolled': 10 });
  });
});

describe('new visitors per client network, from IPv6', () => {
  const testApp = useTestApplication({ tracking: trackingSettings({ newVisitorsPerNetworkPerHour: 5 }) });

  it('counts every address of a /64 as one network', async () => {
    const { app } = testApp();
    const owner = await signUp(app);
    const ws = await createLiveWorkspace(app, owner.token);
    const answers = [];
    for (let i = 1; i <= 8; i += 1) answers.push((await enrolFrom(app, ws, `2001:db8:42:7::${i}`)).statusCode);

    expect(answers).toEqual([200, 200, 200, 200, 200, 403, 403, 403]);
    expect((await enrolFrom(app, ws, '2001:db8:42:8::1')).statusCode).toBe(200);
  });
});

// PGlite has one connection, so nothing ever contends there: this proves something on PostgreSQL only.
describe.runIf(testDialect() === 'postgres')('new visitors per network under concurrency (PostgreSQL)', () => {
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test' }),
    webDistDir: null,
    tracking: trackingSettings({ newVisitorsPerNetworkPerHour: limit, rateLimitPerMinute: 1_000_000 }),
  };
  const testDb = useTestDatabase();
  // Two servers on one database, as in a deployment with more than one node.
  const apps = useServersOnOneDatabase(config, testDb);

  it('charges exactly the limit of 300 new visitors of one network sent at once to two servers for two owners', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const owners = [await signUp(a), await signUp(b)];
    const tests = [await createLiveWorkspace(a, owners[0]!.token), await createLiveWorkspace(b, owners[1]!.token)];
    const before = await Promise.all(owners.map((o) => sessionsRemaining(a, o.token)));

    const answers = await Promise.all(
      Array.from({ length: 300 }, async (_, i) => {
        const reply = await enrolFrom(apps[i % 2]!, tests[Math.floor(i / 2) % 2]!, '203.0.113.80');
        return { status: reply.statusCode, answer: reply.json<EnrolmentAnswer>() };
      }),
    );

    expect(tally(answers)).toEqual({ '200 enrolled': limit, '403 refused network_limit': 200 });
    const after = await Promise.all(owners.map((o) => sessionsRemaining(a, o.token)));
    expect(before[0]! - after[0]! + (before[1]! - after[1]!)).toBe(limit);
  });
});
