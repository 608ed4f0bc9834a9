import { describe, expect, it } from 'vitest';
import { signUp, type SignedUpUser } from '../../support/account-operations';
import { postGraphql } from '../../support/graphql-request';
import { useTestApplication } from '../../support/test-application';
import {
  createLiveWorkspace,
  enrolment,
  eventBatch,
  newVisitorId,
  postTracking,
  sessionsRemaining,
} from '../../support/tracking-operations';
import { browserUserAgent } from '../../support/visitor-browser';
import { dataOf, UPDATE_WEBSITE, type Workspace } from '../../support/workspace-operations';

const LEFT_OUT = /* GraphQL */ `
  query OriginsLeftOut($id: ID!) {
    test(id: $id) {
      testSessionsCount
      visitsLeftOut {
        otherOrigins
      }
    }
  }
`;

interface LeftOutData {
  test: { testSessionsCount: number; visitsLeftOut: { otherOrigins: number } };
}

/**
 * A person's browser on a page that sends these headers: an `origin`, a `referer`, or neither (`{}`: an empty Origin
 * stands for none, replacing the one the helpers send for the website's own pages).
 */
function from(headers: { readonly origin?: string; readonly referer?: string }): Record<string, string> {
  return { 'user-agent': browserUserAgent, origin: '', ...headers };
}

describe("only pages on the website's own origins enrol its visitors and send their events", () => {
  // The configs and the accepted origins kept in memory as in production: a change must reach them at once.
  const testApp = useTestApplication();

  async function ownerWithLiveTest(): Promise<{ owner: SignedUpUser; ws: Workspace }> {
    const { app } = testApp();
    const owner = await signUp(app);
    return { owner, ws: await createLiveWorkspace(app, owner.token) };
  }

  async function leftOut(owner: SignedUpUser, ws: Workspace): Promise<LeftOutData['test']> {
    return dataOf(await postGraphql<LeftOutData>(testApp().app, LEFT_OUT, { id: ws.testId }, { bearer: owner.token }))
      .test;
  }

  function enrolFrom(ws: Workspace, origin: Parameters<typeof from>[0], visitor = newVisitorId()) {
    return postTracking(testApp().app, 'enrol', enrolment(ws, { visitor }), from(origin));
  }

  it('charges none of 20 visitors sent by a page on another site, and counts them as left out', async () => {
    const { app } = testApp();
    const { owner, ws } = await ownerWithLiveTest();
    const before = await sessionsRemaining(app, owner.token);

    const answers = await Promise.all(
      Array.from({ length: 20 }, () => enrolFrom(ws, { origin: 'https://free-stuff.example' })),
    );
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(403);
      expect(answer.json()).toEqual({ status: 'refused', reason: 'origin' });
    }

    expect(await sessionsRemaining(app, owner.token)).toBe(before);
    await expect
      .poll(() => leftOut(owner, ws), { timeout: 5_000 })
      .toEqual({ testSessionsCount: 0, visitsLeftOut: { otherOrigins: 20 } });
  });

  it('takes the website itself, its www twin over either scheme, and a Referer when no Origin is sent', async () => {
    const { app } = testApp();
    const { owner, ws } = await ownerWithLiveTest();
    const twin = ws.websiteUrl.replace('https://', 'http://www.');
    const before = await sessionsRemaining(app, owner.token);

    for (const origin of [{ origin: ws.websiteUrl }, { origin: twin }, { referer: `${ws.websiteUrl}/pricing?a=1` }]) {
      const answer = await enrolFrom(ws, origin);
      expect(answer.json(), JSON.stringify(origin)).toEqual({ status: 'enrolled' });
    }
    expect(await sessionsRemaining(app, owner.token)).toBe(before - 3);
  });

  it('refuses a request that names no origin, Origin: null, a sibling subdomain and a look-alike host', async () => {
    const { app } = testApp();
    const { owner, ws } = await ownerWithLiveTest();
    const host = new URL(ws.websiteUrl).host;
    const before = await sessionsRemaining(app, owner.token);

    for (const origin of [
      {},
      { origin: 'null' },
      { origin: `https://blog.${host}` },
      { origin: `https://${host}.attacker.example` },
      { referer: `https://attacker.example/?${host}` },
    ]) {
      const answer = await enrolFrom(ws, origin);
      expect(answer.json(), JSON.stringify(origin)).toEqual({ status: 'refused', reason: 'origin' });
    }
    expect(await sessionsRemaining(app, owner.token)).toBe(before);
  });

  it("refuses events from another origin, even for a visitor the website's own page enrolled", async () => {
    const { app } = testApp();
    const { owner, ws } = await ownerWithLiveTest();
    const visitor = newVisitorId();
    expect((await enrolFrom(ws, { origin: ws.websiteUrl }, visitor)).json()).toEqual({ status: 'enrolled' });

    const batch = eventBatch(ws, visitor, [{ k: 'click', at: 5 }]);
    const refused = await postTracking(app, 'events', batch, from({ origin: 'https://free-stuff.example' }));
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toEqual({ status: 'refused', reason: 'origin' });
    const taken = await postTracking(app, 'events', batch, from({ origin: ws.websiteUrl }));
    expect(taken.statusCode, taken.body).toBe(202);
    expect(taken.json()).toEqual({ counted: 1 });
    expect((await leftOut(owner, ws)).testSessionsCount).toBe(1);
  });

  it('takes an origin from the moment its owner adds it, and refuses it again once removed', async () => {
    const { app } = testApp();
    const { owner, ws } = await ownerWithLiveTest();
    const checkout = 'https://checkout.payments.example';
    expect((await enrolFrom(ws, { origin: checkout })).json()).toEqual({ status: 'refused', reason: 'origin' });

    const update = (extraOrigins: string[]) =>
      postGraphql<{ updateWebsite: { extraOrigins: string[] } }>(
        app,
        UPDATE_WEBSITE.replace('lastModified', 'lastModified extraOrigins'),
        { input: { id: ws.websiteId, extraOrigins } },
        { bearer: owner.token },
      );
    expect(dataOf(await update(['checkout.payments.example', ''])).updateWebsite.extraOrigins).toEqual([checkout]);
    // The change is heard by the tracking endpoints' memory through the database's notice, within moments.
    await expect
      .poll(async () => (await enrolFrom(ws, { origin: checkout })).json(), { timeout: 5_000 })
      .toEqual({ status: 'enrolled' });

    dataOf(await update([]));
    await expect
      .poll(async () => (await enrolFrom(ws, { origin: checkout })).json(), { timeout: 5_000 })
      .toEqual({ status: 'refused', reason: 'origin' });
  });

  it('refuses other origins that are not origins, naming the entry, and changes nothing', async () => {
    const { app } = testApp();
    const { owner, ws } = await ownerWithLiveTest();
    const reply = await postGraphql(
      app,
      UPDATE_WEBSITE,
      { input: { id: ws.websiteId, extraOrigins: ['https://ok.example', 'https://pay.example/checkout'] } },
      { bearer: owner.token },
    );
    expect(reply.errors?.[0]).toMatchObject({
      message: expect.stringContaining('“https://pay.example/checkout” is not'),
      extensions: { code: 'BAD_USER_INPUT', field: 'extraOrigins' },
    });
    expect((await enrolFrom(ws, { origin: 'https://ok.example' })).json()).toEqual({
      status: 'refused',
      reason: 'origin',
    });
  });

  it("gives NOT_FOUND for another owner's website, whose origins stay as they were", async () => {
    const { app } = testApp();
    const { ws } = await ownerWithLiveTest();
    const intruder = await signUp(app);
    const reply = await postGraphql(
      app,
      UPDATE_WEBSITE,
      { input: { id: ws.websiteId, extraOrigins: ['https://intruder.example'] } },
      { bearer: intruder.token },
    );
    expect(reply.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    expect((await enrolFrom(ws, { origin: 'https://intruder.example' })).json()).toEqual({
      status: 'refused',
      reason: 'origin',
    });
  });
});
