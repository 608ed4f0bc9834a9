import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { signUp, type SignedUpUser } from '../../support/account-operations';
import { postGraphql } from '../../support/graphql-request';
import { useTestApplication } from '../../support/test-application';
import {
  adjustBalance,
  enrolment,
  fetchConfig,
  postTracking,
  sessionsRemaining,
  splitOf,
  trackingSettings,
  trackingTableCounts,
} from '../../support/tracking-operations';
import {
  ACTIVATE_TEST,
  createPage,
  createTest,
  createVariant,
  createWebsite,
  dataOf,
  daysFromNow,
  getVariants,
  MAKE_TEST_INACTIVE,
  SET_TRAFFIC_ALLOCATIONS,
  uniqueSiteUrl,
  type TestInput,
  type VariantData,
} from '../../support/workspace-operations';
import { browserUserAgent } from '../../support/visitor-browser';

interface LiveTest {
  readonly websiteId: string;
  readonly websiteUrl: string;
  readonly pageId: string;
  readonly testId: string;
  /** Control first. */
  readonly variants: readonly VariantData[];
}

const testIdsOf = (config: { tests: readonly { id: string }[] } | null) => config?.tests.map((t) => t.id);

describe('the tracking config (GET /api/track/config)', () => {
  // No cache: these tests change tests between reads and expect the next read to show it.
  const testApp = useTestApplication({ tracking: trackingSettings({ configCacheMs: 0 }) });

  /** A test with a second variant (0%) on `pageId`, switched on unless told otherwise. */
  async function testOn(
    owner: SignedUpUser,
    pageId: string,
    options: { readonly test?: TestInput; readonly active?: boolean } = {},
  ): Promise<{ testId: string; variants: VariantData[] }> {
    const { app } = testApp();
    const testId = await createTest(app, owner.token, pageId, options.test);
    await createVariant(app, owner.token, testId, { name: 'B', cssCode: 'h1 { color: red }' });
    if (options.active !== false) {
      dataOf(await postGraphql(app, ACTIVATE_TEST, { id: testId }, { bearer: owner.token }));
    }
    return { testId, variants: await getVariants(app, owner.token, testId) };
  }

  /** A website (at `siteUrl`, or a fresh one) with a page and a test on it. */
  async function liveTest(
    owner: SignedUpUser,
    options: {
      readonly siteUrl?: string;
      readonly pageUrl?: string;
      readonly test?: TestInput;
      readonly active?: boolean;
    } = {},
  ): Promise<LiveTest> {
    const { app } = testApp();
    const websiteUrl = options.siteUrl ?? uniqueSiteUrl('shop');
    const websiteId = await createWebsite(app, owner.token, { url: websiteUrl });
    const pageId = await createPage(app, owner.token, websiteId, { url: options.pageUrl ?? '/pricing' });
    return { websiteId, websiteUrl, pageId, ...(await testOn(owner, pageId, options)) };
  }

  function getConfig(query: Record<string, string>): Promise<LightMyRequestResponse> {
    return testApp().app.inject({
      method: 'GET',
      url: '/api/track/config',
      query,
      headers: { 'user-agent': browserUserAgent },
    });
  }

  async function configTestIds(site: string, url: string): Promise<string[] | undefined> {
    const { response, config } = await fetchConfig(testApp().app, site, url);
    expect(response.statusCode, response.body).toBe(200);
    return testIdsOf(config);
  }

  it("lists each live test of the page with its variants, dates and devices, and nothing of the site's other tests", async () => {
    const { app } = testApp();
    const owner = await signUp(app);
    const startDate = daysFromNow(-2);
    const endDate = daysFromNow(20);
    const shown = await liveTest(owner, {
      test: { startDate, endDate, targetDevices: ['TABLETS', 'MOBILES'] },
    });
    const [control, second] = shown.variants;
    if (control === undefined || second === undefined) throw new Error('the test has no variants');
    const third = await createVariant(app, owner.token, shown.testId, {
      name: 'C',
      jsCode: 'document.title = "C"',
      pageRedirectUrl: `${shown.websiteUrl}/pricing-c`,
    });
    dataOf(
      await postGraphql(
        app,
        SET_TRAFFIC_ALLOCATIONS,
        {
          input: {
            testId: shown.testId,
            allocations: [
              { variantId: control.id, trafficAllocation: 50 },
              { variantId: second.id, trafficAllocation: 30 },
              { variantId: third.id, trafficAllocation: 20 },
            ],
          },
        },
        { bearer: owner.token },
      ),
    );
    // A second live test on the same page is listed after it; an inactive one there, and a live one on another
    // page of the same website, are not.
    const alsoShown = await testOn(owner, shown.pageId);
    await testOn(owner, shown.pageId, { active: false });
    const otherPage = await createPage(app, owner.token, shown.websiteId, { url: '/about' });
    await testOn(owner, otherPage);

    const { response, config } = await fetchConfig(app, shown.websiteId, `${shown.websiteUrl}/pricing`);

    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const pricing = `${shown.websiteUrl}/pricing`;
    expect(config).toEqual({
      tests: [
        {
          id: shown.testId,
          page: pricing,
          devices: [1, 2],
          variants: [
            { id: control.id, no: 0, share: 50, css: '', js: '', redirect: null, hide: '' },
            { id: second.id, no: 1, share: 30, css: 'h1 { color: red }', js: '', redirect: null, hide: 'h1' },
            {
              id: third.id,
              no: 2,
              share: 20,
              css: '',
              js: 'document.title = "C"',
              redirect: `${shown.websiteUrl}/pricing-c`,
              hide: 'html',
            },
          ],
        },
        expect.objectContaining({ id: alsoShown.testId, page: pricing, devices: [] }),
      ],
    });

    // Without a url, as the script asks once per page load: every live test of the website, each with its page.
    const whole = await fetchConfig(app, shown.websiteId, null);
    expect(whole.response.statusCode, whole.response.body).toBe(200);
    expect(whole.config?.tests.map((test) => [test.page, test.id])).toEqual([
      [pricing, shown.testId],
      [pricing, alsoShown.testId],
      [`${shown.websiteUrl}/about`, expect.any(String)],
    ]);
  });

  describe('matches the page a visitor is on', () => {
    let shared: Promise<{ pricing: LiveTest; search: LiveTest }> | undefined;
    /** One owner's two pages, made once: /pricing (saved without a query) and /search?q=shoes (with one). */
    const pages = () =>
      (shared ??= (async () => {
        const owner = await signUp(testApp().app);
        const pricing = await liveTest(owner);
        const search = await liveTest(owner, { pageUrl: '/search?q=shoes' });
        return { pricing, search };
      })());

    const upperCaseHost = (siteUrl: string) => `https://${new URL(siteUrl).host.toUpperCase()}`;

    it.each([
      { address: 'the page itself', url: (site: string) => `${site}/pricing` },
      { address: 'a trailing slash', url: (site: string) => `${site}/pricing/` },
      { address: 'a fragment', url: (site: string) => `${site}/pricing#plans` },
      { address: 'campaign parameters', url: (site: string) => `${site}/pricing?utm_source=mail&utm_campaign=spring` },
      { address: 'the QA parameter', url: (site: string) => `${site}/pricing?splitpenny_variant=1` },
      { address: 'an upper-case host', url: (site: string) => `${upperCaseHost(site)}/pricing` },
      { address: 'the default port', url: (site: string) => `${site}:443/pricing` },
    ])('with $address', async ({ url }) => {
      const { pricing } = await pages();
      expect(await configTestIds(pricing.websiteId, url(pricing.websiteUrl))).toEqual([pricing.testId]);
    });

    it.each([
      { address: 'another page', url: (site: string) => `${site}/pricing-b` },
      { address: 'a page below it', url: (site: string) => `${site}/pricing/annual` },
      { address: 'the home page', url: (site: string) => `${site}/` },
      { address: 'another host', url: () => 'https://elsewhere.example.com/pricing' },
      { address: 'plain http', url: (site: string) => `${site.replace('https://', 'http://')}/pricing` },
    ])('but not $address', async ({ url }) => {
      const { pricing } = await pages();
      expect(await configTestIds(pricing.websiteId, url(pricing.websiteUrl))).toEqual([]);
    });

    it.each([
      { address: 'its own query', url: (site: string) => `${site}/search?q=shoes`, listed: true },
      { address: 'its query and a fragment', url: (site: string) => `${site}/search?q=shoes#top`, listed: true },
      {
        address: 'its query and the QA parameter',
        url: (site: string) => `${site}/search?q=shoes&splitpenny_variant=0`,
        listed: true,
      },
      { address: 'no query', url: (site: string) => `${site}/search`, listed: false },
      { address: 'another query', url: (site: string) => `${site}/search?q=boots`, listed: false },
      { address: 'more parameters', url: (site: string) => `${site}/search?q=shoes&utm_source=mail`, listed: false },
    ])('a page saved with a query is matched by $address: $listed', async ({ url, listed }) => {
      const { search } = await pages();
      expect(await configTestIds(search.websiteId, url(search.websiteUrl))).toEqual(listed ? [search.testId] : []);
    });
  });

  // The query is kept as written: re-serialising it would turn `,` into `%2C`, `%20` into `+`, `?sale` into `?sale=`.
  it.each([
    { query: '?sort=price,asc' },
    { query: '?q=red%20shoes' },
    { query: '?path=/shoes/red' },
    { query: '?sale' },
  ])('matches a page saved with the query $query at exactly that address', async ({ query }) => {
    const { app } = testApp();
    const owner = await signUp(app);
    const saved = await liveTest(owner, { pageUrl: `/search${query}` });
    expect(await configTestIds(saved.websiteId, `${saved.websiteUrl}/search${query}`)).toEqual([saved.testId]);
  });

  it("answers another website's id with no tests, even the same owner's or one at the same address", async () => {
    const { app } = testApp();
    const owner = await signUp(app);
    const mine = await liveTest(owner);
    const mySecondSite = await liveTest(owner);
    const someoneElse = await signUp(app);
    const theirs = await liveTest(someoneElse, { siteUrl: mine.websiteUrl });
    const url = `${mine.websiteUrl}/pricing`;

    expect(await configTestIds(mine.websiteId, url)).toEqual([mine.testId]);
    expect(await configTestIds(theirs.websiteId, url)).toEqual([theirs.testId]);
    expect(await configTestIds(mySecondSite.websiteId, url)).toEqual([]);
    expect(await configTestIds(randomUUID(), url)).toEqual([]);
  });

  it.each<{
    readonly state: string;
    readonly test?: TestInput;
    /** Takes a live test out of the config; without it the test is never live. */
    readonly stop?: (owner: SignedUpUser, live: LiveTest) => Promise<void>;
  }>([
    {
      state: 'switched off',
      stop: async (owner, live) => {
        dataOf(await postGraphql(testApp().app, MAKE_TEST_INACTIVE, { id: live.testId }, { bearer: owner.token }));
      },
    },
    { state: 'never switched on', test: {}, stop: undefined },
    { state: 'not started yet', test: { startDate: daysFromNow(1), endDate: daysFromNow(30) } },
    { state: 'ended', test: { startDate: daysFromNow(-10), endDate: daysFromNow(-1) } },
    {
      state: 'full (maxCases reached)',
      test: { maxCases: 1 },
      stop: async (_owner, live) => {
        // B takes no visitors (0%): every visitor is in the control.
        const ws = liveWorkspace(live);
        const reply = await postTracking(
          testApp().app,
          'enrol',
          enrolment(ws, { variant: ws.controlId }, splitOf(live.variants)),
        );
        expect(reply.json()).toEqual({ status: 'enrolled' });
      },
    },
    {
      state: "its owner's at zero balance",
      stop: async (owner) => {
        const balance = await sessionsRemaining(testApp().app, owner.token);
        expect(await adjustBalance(testApp().db.database.db, owner.id, -balance)).toBe(0);
      },
    },
  ])('leaves out a test that is $state', async ({ state, test, stop }) => {
    const { app } = testApp();
    const owner = await signUp(app);
    const live = await liveTest(owner, { test, active: state !== 'never switched on' });
    const url = `${live.websiteUrl}/pricing`;
    if (stop !== undefined) {
      expect(await configTestIds(live.websiteId, url)).toEqual([live.testId]);
      await stop(owner, live);
    }
    expect(await configTestIds(live.websiteId, url)).toEqual([]);
  });

  describe('a preview (preview=<variant id>, from the QA parameter)', () => {
    const previewIds = async (site: string, preview: string) => {
      const response = await getConfig({ site, page: 'https://example.com/', preview });
      expect(response.statusCode, response.body).toBe(200);
      return { ids: testIdsOf(response.json()), cacheControl: response.headers['cache-control'] };
    };

    it("adds the variant's test when it is not running, for that request only, kept nowhere", async () => {
      const owner = await signUp(testApp().app);
      const draft = await liveTest(owner, { active: false });
      const variantB = draft.variants[1]!;

      const previewed = await getConfig({ site: draft.websiteId, preview: variantB.id });
      expect(previewed.headers['cache-control']).toBe('no-store');
      const config = previewed.json() as { tests: { id: string; variants: { id: string; css: string }[] }[] };
      expect(config.tests.map((t) => t.id)).toEqual([draft.testId]);
      expect(config.tests[0]?.variants.map((v) => [v.id, v.css])).toEqual([
        [draft.variants[0]!.id, ''],
        [variantB.id, 'h1 { color: red }'],
      ]);
      expect((await previewIds(draft.websiteId, '')).ids).toEqual([]);
      expect(await configTestIds(draft.websiteId, `${draft.websiteUrl}/pricing`)).toEqual([]);
    });

    it('adds nothing for a variant number, an unknown id or a variant of another website', async () => {
      const owner = await signUp(testApp().app);
      const draft = await liveTest(owner, { active: false });
      const elsewhere = await liveTest(owner, { active: false });
      expect((await previewIds(draft.websiteId, '1')).ids).toEqual([]);
      expect((await previewIds(draft.websiteId, randomUUID())).ids).toEqual([]);
      expect((await previewIds(draft.websiteId, elsewhere.variants[1]!.id)).ids).toEqual([]);
      expect((await previewIds(draft.websiteId, 'not an id')).ids).toEqual([]);
    });

    it('lists a running test once when one of its own variants is previewed', async () => {
      const owner = await signUp(testApp().app);
      const live = await liveTest(owner);
      expect((await previewIds(live.websiteId, live.variants[1]!.id)).ids).toEqual([live.testId]);
    });
  });

  it('answers a repeated read with 304 and no body while the ETag matches, and with the new config once it changes', async () => {
    const { app } = testApp();
    const owner = await signUp(app);
    const live = await liveTest(owner);
    const url = `${live.websiteUrl}/pricing`;

    const first = await fetchConfig(app, live.websiteId, url);
    const etag = first.response.headers.etag;
    expect(etag).toMatch(/^".+"$/);
    const again = await fetchConfig(app, live.websiteId, url, { 'if-none-match': String(etag) });
    expect(again.response.statusCode).toBe(304);
    expect(again.response.body).toBe('');
    expect(again.response.headers.etag).toBe(etag);
    const otherTag = await fetchConfig(app, live.websiteId, url, { 'if-none-match': '"something-else"' });
    expect(otherTag.response.statusCode).toBe(200);
    expect(otherTag.config).toEqual(first.config);

    dataOf(await postGraphql(app, MAKE_TEST_INACTIVE, { id: live.testId }, { bearer: owner.token }));
    const changed = await fetchConfig(app, live.websiteId, url, { 'if-none-match': String(etag) });
    expect(changed.response.statusCode).toBe(200);
    expect(changed.config).toEqual({ tests: [] });
    expect(changed.response.headers.etag).toMatch(/^".+"$/);
    expect(changed.response.headers.etag).not.toBe(etag);
  });

  it('must be revalidated by browsers and can be read from any origin, without credentials', async () => {
    const { app } = testApp();
    const owner = await signUp(app);
    const live = await liveTest(owner);
    const { response } = await fetchConfig(app, live.websiteId, `${live.websiteUrl}/pricing`, {
      origin: live.websiteUrl,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('accepts a page address of exactly 2048 characters', async () => {
    const { app } = testApp();
    const site = uniqueSiteUrl();
    const url = `${site}/p?${'a'.repeat(2048 - site.length - 3)}`;
    expect(url).toHaveLength(2048);
    const { response, config } = await fetchConfig(app, randomUUID(), url);
    expect(response.statusCode, response.body).toBe(200);
    expect(config).toEqual({ tests: [] });
  });

  const pageUrl = 'https://shop.example.com/pricing';
  const site = randomUUID();

  it.each<{ readonly problem: string; readonly query: Record<string, string>; readonly named: readonly RegExp[] }>([
    { problem: 'a site that is not an id', query: { site: 'shop-1', url: pageUrl }, named: [/^site: must be an id$/] },
    { problem: 'no site', query: { url: pageUrl }, named: [/^site: /] },
    {
      problem: 'an ftp url',
      query: { site, url: 'ftp://shop.example.com/pricing' },
      named: [/^url: must be an http\(s\) page address$/],
    },
    {
      problem: 'a javascript: url',
      query: { site, url: 'javascript:alert(1)' },
      named: [/^url: must be an http\(s\) page address$/],
    },
    {
      problem: 'a relative url',
      query: { site, url: '/pricing' },
      named: [/^url: must be an http\(s\) page address$/],
    },
    {
      problem: 'a url over 2048 characters',
      query: { site, url: `${pageUrl}?${'a'.repeat(2048 - pageUrl.length)}` },
      named: [/^url: must be at most 2048 characters$/],
    },
    { problem: 'both wrong', query: { site: '42', url: 'mailto:me@example.com' }, named: [/^site: /, /^url: /] },
  ])('refuses $problem with 400 naming the field', async ({ query, named }) => {
    const { db } = testApp();
    const before = await trackingTableCounts(db.database.db);
    const response = await getConfig(query);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    const body = response.json<{ error: string; message: string; problems: string[] }>();
    expect(body).toMatchObject({ error: 'Bad Request', message: expect.any(String) });
    expect(body.problems).toHaveLength(named.length);
    for (const pattern of named) expect(body.problems).toContainEqual(expect.stringMatching(pattern));
    expect(await trackingTableCounts(db.database.db)).toEqual(before);
  });
});

/** The Workspace shape the enrolment helper takes, from a test made here (its second variant as "the" variant). */
function liveWorkspace(live: LiveTest) {
  const [control, variant] = live.variants;
  if (control === undefined || variant === undefined) throw new Error('the test has no second variant');
  return { ...live, controlId: control.id, variantId: variant.id };
}
