import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { signUp, type SignedUpUser } from '../../support/account-operations';
import { dataOf } from '../../support/workspace-operations';
import { postGraphql } from '../../support/graphql-request';
import { useTestApplication } from '../../support/test-application';
import {
  createLiveWorkspace,
  enrolment,
  eventBatch,
  newVisitorId,
  postTracking,
  sessionsRemaining,
  trackingSettings,
} from '../../support/tracking-operations';
import { browserUserAgent } from '../../support/visitor-browser';
import type { Workspace } from '../../support/workspace-operations';

/** Crawlers, tools and a headless browser, as they announce themselves; and a client that sends no agent at all. */
const botAgents = {
  Googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  bingbot: 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  AhrefsBot: 'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)',
  GPTBot: 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)',
  HeadlessChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/142.0.0.0 Safari/537.36',
  curl: 'curl/8.5.0',
  'python-requests': 'python-requests/2.32.3',
  'no user agent': '',
} as const;

const VISITS_LEFT_OUT = /* GraphQL */ `
  query VisitsLeftOut($id: ID!) {
    test(id: $id) {
      testSessionsCount
      visitsLeftOut {
        bots
        otherOrigins
      }
    }
  }
`;

interface LeftOutData {
  test: { testSessionsCount: number; visitsLeftOut: { bots: number; otherOrigins: number } };
}

describe('bots are shown the original page, never charged and never counted', () => {
  const testApp = useTestApplication({ tracking: trackingSettings({ configCacheMs: 0 }) });

  async function ownerWithLiveTest(): Promise<{ owner: SignedUpUser; ws: Workspace }> {
    const { app } = testApp();
    const owner = await signUp(app);
    return { owner, ws: await createLiveWorkspace(app, owner.token) };
  }

  /** The page view's config, as the script asks for it (`page`: the address without its query). */
  function pageView(ws: Workspace, agent: string, extra: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    return testApp().app.inject({
      method: 'GET',
      url: '/api/track/config',
      query: { site: ws.websiteId, page: `${ws.websiteUrl}/pricing`, preview: '', ...extra },
      headers: { 'user-agent': agent },
    });
  }

  async function leftOut(owner: SignedUpUser, ws: Workspace): Promise<LeftOutData['test']> {
    return dataOf(
      await postGraphql<LeftOutData>(testApp().app, VISITS_LEFT_OUT, { id: ws.testId }, { bearer: owner.token }),
    ).test;
  }

  it.each(Object.entries(botAgents))(
    '%s: no test in its config, its enrolment and events refused',
    async (_name, agent) => {
      const { app } = testApp();
      const { owner, ws } = await ownerWithLiveTest();
      const before = await sessionsRemaining(app, owner.token);

      const config = await pageView(ws, agent);
      expect(config.statusCode, config.body).toBe(200);
      expect(config.json()).toEqual({ tests: [] });
      expect(config.headers['cache-control']).toBe('no-store');

      const visitor = newVisitorId();
      const enrolled = await postTracking(app, 'enrol', enrolment(ws, { visitor }), { 'user-agent': agent });
      expect(enrolled.statusCode, enrolled.body).toBe(403);
      expect(enrolled.json()).toEqual({ status: 'refused', reason: 'bot' });
      const events = await postTracking(app, 'events', eventBatch(ws, visitor, [{ k: 'click', at: 5 }]), {
        'user-agent': agent,
      });
      expect(events.statusCode, events.body).toBe(403);

      expect(await sessionsRemaining(app, owner.token)).toBe(before);
      // Its page view and its enrolment, written within about a second.
      await expect
        .poll(() => leftOut(owner, ws), { timeout: 5_000 })
        .toEqual({
          testSessionsCount: 0,
          visitsLeftOut: { bots: 2, otherOrigins: 0 },
        });
    },
  );

  it("a person's browser is shown the test, charged once and counted", async () => {
    const { app } = testApp();
    const { owner, ws } = await ownerWithLiveTest();
    const before = await sessionsRemaining(app, owner.token);

    const config = await pageView(ws, browserUserAgent);
    expect(config.json<{ tests: { id: string }[] }>().tests.map((t) => t.id)).toEqual([ws.testId]);
    const enrolled = await postTracking(app, 'enrol', enrolment(ws));
    expect(enrolled.json()).toEqual({ status: 'enrolled' });

    expect(await sessionsRemaining(app, owner.token)).toBe(before - 1);
    expect(await leftOut(owner, ws)).toEqual({ testSessionsCount: 1, visitsLeftOut: { bots: 0, otherOrigins: 0 } });
  });

  it("a bot's page view counts only in the tests of its page", async () => {
    const { owner, ws } = await ownerWithLiveTest();
    const elsewhere = await testApp().app.inject({
      method: 'GET',
      url: '/api/track/config',
      query: { site: ws.websiteId, page: `${ws.websiteUrl}/about` },
      headers: { 'user-agent': botAgents.Googlebot },
    });
    expect(elsewhere.json()).toEqual({ tests: [] });
    await pageView(ws, botAgents.Googlebot);
    await expect.poll(async () => (await leftOut(owner, ws)).visitsLeftOut.bots, { timeout: 5_000 }).toBe(1);
  });

  it('a preview link opened by an automated check shows its variant, which is never charged', async () => {
    const { app } = testApp();
    const { owner, ws } = await ownerWithLiveTest();
    const before = await sessionsRemaining(app, owner.token);
    const config = await pageView(ws, botAgents.HeadlessChrome, { preview: ws.variantId });
    expect(config.json<{ tests: { id: string }[] }>().tests.map((t) => t.id)).toEqual([ws.testId]);
    expect(await sessionsRemaining(app, owner.token)).toBe(before);
  });
});
