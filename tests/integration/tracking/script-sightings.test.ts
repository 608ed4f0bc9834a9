import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { signUp, type SignedUpUser } from '../../support/account-operations';
import { FixedClock } from '../../support/fakes/fixed-clock';
import { postGraphql } from '../../support/graphql-request';
import { useTestApplication } from '../../support/test-application';
import { createLiveWorkspace, trackingSettings } from '../../support/tracking-operations';
import { createPage, createWebsite, dataOf, uniqueSiteUrl } from '../../support/workspace-operations';
import { browserUserAgent } from '../../support/visitor-browser';

interface Seen {
  readonly page: string;
  readonly at: string;
}

const SEEN = 'scriptSeen { page at }';
const WEBSITE_SEEN = `query WebsiteSeen($id: ID!) { website(id: $id) { id ${SEEN} } }`;
const PAGE_SEEN = `query PageSeen($id: ID!) { page(id: $id) { id ${SEEN} } }`;
const WEBSITES_SEEN = `query WebsitesSeen { websites(limit: 50) { websites { id ${SEEN} } } }`;
const PAGES_SEEN = `query PagesSeen { pages(input: { limit: 50 }) { pages { id url ${SEEN} } } }`;

const hour = 3_600_000;

describe('the install check: where the tracking script was seen (GET /api/track/config?page=…)', () => {
  // Time stands still unless a test moves it; no config cache, so each answer is loaded afresh and compared fairly.
  const clock = new FixedClock(new Date());
  const testApp = useTestApplication({ tracking: trackingSettings({ configCacheMs: 0 }) }, { clock });

  function getConfig(query: Record<string, string>): Promise<LightMyRequestResponse> {
    return testApp().app.inject({
      method: 'GET',
      url: '/api/track/config',
      query,
      headers: { 'user-agent': browserUserAgent },
    });
  }

  /** The stored sightings of a website, as rows. */
  function storedSightings(websiteId: string) {
    return testApp()
      .db.database.db.selectFrom('script_sightings')
      .select(['page_address', 'last_seen_at'])
      .where('website_id', '=', websiteId)
      .orderBy('page_address')
      .execute();
  }

  async function websiteSeen(owner: SignedUpUser, id: string): Promise<Seen | null> {
    const reply = await postGraphql<{ website: { scriptSeen: Seen | null } }>(
      testApp().app,
      WEBSITE_SEEN,
      { id },
      { bearer: owner.token },
    );
    return dataOf(reply).website.scriptSeen;
  }

  async function pageSeen(owner: SignedUpUser, id: string): Promise<Seen | null> {
    const reply = await postGraphql<{ page: { scriptSeen: Seen | null } }>(
      testApp().app,
      PAGE_SEEN,
      { id },
      { bearer: owner.token },
    );
    return dataOf(reply).page.scriptSeen;
  }

  it('records the page without its query, and shows it to the owner on the website and on that page', async () => {
    const { app } = testApp();
    const owner = await signUp(app);
    const websiteUrl = uniqueSiteUrl('seen');
    const websiteId = await createWebsite(app, owner.token, { url: websiteUrl });
    const pricing = await createPage(app, owner.token, websiteId, { url: '/pricing' });
    const pricingWithQuery = await createPage(app, owner.token, websiteId, { url: '/pricing?plan=pro' });
    const about = await createPage(app, owner.token, websiteId, { url: '/about' });
    expect(await websiteSeen(owner, websiteId)).toBeNull();

    const at = clock.now();
    const response = await getConfig({ site: websiteId, page: `${websiteUrl}/pricing/?gclid=abc#plans` });
    expect(response.statusCode, response.body).toBe(200);

    await expect
      .poll(() => storedSightings(websiteId))
      .toEqual([{ page_address: `${websiteUrl}/pricing`, last_seen_at: at }]);
    const seen = { page: `${websiteUrl}/pricing`, at: at.toISOString() };
    expect(await websiteSeen(owner, websiteId)).toEqual(seen);
    expect(await pageSeen(owner, pricing)).toEqual(seen);
    // A page saved with a query is the same page to the script, which never sends the query.
    expect(await pageSeen(owner, pricingWithQuery)).toEqual(seen);
    expect(await pageSeen(owner, about)).toBeNull();

    // The lists show it too, for every website and page at once.
    const websites = dataOf(
      await postGraphql<{ websites: { websites: { id: string; scriptSeen: Seen | null }[] } }>(
        app,
        WEBSITES_SEEN,
        {},
        { bearer: owner.token },
      ),
    ).websites.websites;
    expect(websites).toEqual([{ id: websiteId, scriptSeen: seen }]);
    const pages = dataOf(
      await postGraphql<{ pages: { pages: { id: string; scriptSeen: Seen | null }[] } }>(
        app,
        PAGES_SEEN,
        {},
        { bearer: owner.token },
      ),
    ).pages.pages;
    expect(new Map(pages.map((p) => [p.id, p.scriptSeen]))).toEqual(
      new Map([
        [pricing, seen],
        [pricingWithQuery, seen],
        [about, null],
      ]),
    );
  });

  it('writes a page once a day: a second request the same day changes nothing, the next day moves it on', async () => {
    const { app } = testApp();
    const owner = await signUp(app);
    const websiteUrl = uniqueSiteUrl('daily');
    const websiteId = await createWebsite(app, owner.token, { url: websiteUrl });
    const first = clock.now();

    await getConfig({ site: websiteId, page: `${websiteUrl}/` });
    await expect
      .poll(() => storedSightings(websiteId))
      .toEqual([{ page_address: `${websiteUrl}/`, last_seen_at: first }]);

    clock.advance(2 * hour);
    await getConfig({ site: websiteId, page: `${websiteUrl}/` });
    // A second page, recorded after the repeat, shows the repeat was handled (and wrote nothing).
    await getConfig({ site: websiteId, page: `${websiteUrl}/shop` });
    await expect.poll(async () => (await storedSightings(websiteId)).length).toBe(2);
    expect(await storedSightings(websiteId)).toEqual([
      { page_address: `${websiteUrl}/`, last_seen_at: first },
      { page_address: `${websiteUrl}/shop`, last_seen_at: clock.now() },
    ]);

    clock.advance(24 * hour);
    const nextDay = clock.now();
    await getConfig({ site: websiteId, page: `${websiteUrl}/` });
    await expect.poll(async () => (await storedSightings(websiteId))[0]?.last_seen_at).toEqual(nextDay);
  });

  it('answers the config exactly as without `page`, whatever the page, and records only pages of the website', async () => {
    const { app } = testApp();
    const owner = await signUp(app);
    const live = await createLiveWorkspace(app, owner.token);
    const unknownSite = randomUUID();

    const plain = await getConfig({ site: live.websiteId });
    expect(plain.statusCode).toBe(200);
    expect(plain.json()).toMatchObject({ tests: [{ id: live.testId }] });
    for (const page of [
      `${live.websiteUrl}/pricing`,
      `${live.websiteUrl}/pricing?utm_source=mail`,
      'https://elsewhere.example/pricing',
      'javascript:alert(1)',
      'not an address',
      `${live.websiteUrl}/${'a'.repeat(3_000)}`,
    ]) {
      const answer = await getConfig({ site: live.websiteId, page });
      expect({ status: answer.statusCode, body: answer.body, etag: answer.headers.etag }, page).toEqual({
        status: plain.statusCode,
        body: plain.body,
        etag: plain.headers.etag,
      });
    }
    // An unknown website, or a malformed id, is answered as it would be without the page too.
    const unknown = await getConfig({ site: unknownSite });
    const unknownWithPage = await getConfig({ site: unknownSite, page: `${live.websiteUrl}/pricing` });
    expect([unknownWithPage.statusCode, unknownWithPage.body]).toEqual([unknown.statusCode, unknown.body]);
    const malformed = await getConfig({ site: 'nope' });
    const malformedWithPage = await getConfig({ site: 'nope', page: `${live.websiteUrl}/pricing` });
    expect([malformedWithPage.statusCode, malformedWithPage.body]).toEqual([malformed.statusCode, malformed.body]);

    // Only the website's own page (its two forms are one page) was recorded; the rest was ignored.
    await getConfig({ site: live.websiteId, page: `${live.websiteUrl}/last` });
    await expect.poll(async () => (await storedSightings(live.websiteId)).length).toBe(2);
    expect((await storedSightings(live.websiteId)).map((s) => s.page_address)).toEqual([
      `${live.websiteUrl}/last`,
      `${live.websiteUrl}/pricing`,
    ]);
    expect(await storedSightings(unknownSite)).toEqual([]);
  });

  it('names a sighting on a near address (the other scheme, the www twin) apart from the install', async () => {
    const { app } = testApp();
    const owner = await signUp(app);
    const live = await createLiveWorkspace(app, owner.token);
    const host = new URL(live.websiteUrl).host;
    const nearby = async () => {
      const reply = await postGraphql<{ website: { scriptSeen: Seen | null; scriptSeenNearby: Seen | null } }>(
        app,
        `query Near($id: ID!) { website(id: $id) { ${SEEN} scriptSeenNearby { page at } } }`,
        { id: live.websiteId },
        { bearer: owner.token },
      );
      return dataOf(reply).website;
    };
    await getConfig({ site: live.websiteId, page: `http://${host}/pricing` });
    await getConfig({ site: live.websiteId, page: 'https://elsewhere.example/pricing' });
    await expect.poll(async () => (await nearby()).scriptSeenNearby?.page).toBe(`http://${host}/pricing`);
    expect((await nearby()).scriptSeen).toBeNull();

    clock.advance(hour);
    await getConfig({ site: live.websiteId, page: `https://www.${host}/` });
    await expect.poll(async () => (await nearby()).scriptSeenNearby?.page).toBe(`https://www.${host}/`);
    // A sighting on the website's own address is the install; the near one is still named beside it.
    await getConfig({ site: live.websiteId, page: `${live.websiteUrl}/` });
    await expect.poll(async () => (await nearby()).scriptSeen?.page).toBe(`${live.websiteUrl}/`);
  });

  it("shows a sighting only to its website's owner: another owner's website at the same address shows none", async () => {
    const { app } = testApp();
    const owner = await signUp(app);
    const other = await signUp(app);
    const websiteUrl = uniqueSiteUrl('shared');
    const websiteId = await createWebsite(app, owner.token, { url: websiteUrl });
    const othersWebsite = await createWebsite(app, other.token, { url: websiteUrl });
    const othersPage = await createPage(app, other.token, othersWebsite, { url: '/' });

    await getConfig({ site: websiteId, page: `${websiteUrl}/` });
    await expect.poll(() => websiteSeen(owner, websiteId)).not.toBeNull();

    expect(await websiteSeen(other, othersWebsite)).toBeNull();
    expect(await pageSeen(other, othersPage)).toBeNull();
    const foreign = await postGraphql(app, WEBSITE_SEEN, { id: websiteId }, { bearer: other.token });
    expect(foreign.error?.extensions?.code).toBe('NOT_FOUND');
    expect(foreign.data).toBeNull();
    const anonymous = await postGraphql(app, WEBSITE_SEEN, { id: websiteId });
    expect(anonymous.error?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
