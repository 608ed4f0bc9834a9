import { beforeAll, describe, expect, it } from 'vitest';
import { signUp, type SignedUpUser } from '../../support/account-operations';
import { postGraphql } from '../../support/graphql-request';
import { useTestApplication } from '../../support/test-application';
import {
  createPage,
  createTest,
  createWebsite,
  dataOf,
  PAGES,
  TESTS,
  TESTS_FOR_USER,
  UPDATE_PAGE,
  UPDATE_WEBSITE,
  WEBSITES,
  type PageData,
  type TestData,
  type WebsiteData,
} from '../../support/workspace-operations';

interface WebsitesReply {
  websites: { total: number; websites: WebsiteData[] };
}
interface PagesReply {
  pages: { total: number; pages: PageData[] };
}
interface TestsReply {
  tests: { total: number; tests: TestData[] };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Newest change first: each lastModified is at or before the one above it. */
function expectNewestFirst(items: readonly { lastModified: string }[]): void {
  const times = items.map((item) => Date.parse(item.lastModified));
  expect(times).toEqual([...times].sort((a, b) => b - a));
}

describe('workspace lists', () => {
  const testApp = useTestApplication();
  let owner: SignedUpUser;
  /** The owner's 25 websites, in the order they were added. */
  const websiteIds: string[] = [];
  let siteA: string;
  let siteB: string;
  const pagesOfA: string[] = [];
  let pageOfB: string;
  const testsOfA: string[] = [];
  let testOfB: string;

  beforeAll(async () => {
    const { app } = testApp();
    owner = await signUp(app);
    for (let n = 1; n <= 25; n += 1) {
      websiteIds.push(
        await createWebsite(app, owner.token, { url: `https://list-${n}.example.com`, name: `Site ${n}` }),
      );
      await pause(2);
    }
    siteA = websiteIds[0] ?? '';
    siteB = websiteIds[1] ?? '';
    for (const path of ['/one', '/two', '/three']) {
      pagesOfA.push(await createPage(app, owner.token, siteA, { url: path }));
      await pause(2);
    }
    pageOfB = await createPage(app, owner.token, siteB, { url: '/one' });
    for (const name of ['A first', 'A second']) {
      testsOfA.push(await createTest(app, owner.token, pagesOfA[0] ?? '', { name }));
      await pause(2);
    }
    testOfB = await createTest(app, owner.token, pageOfB, { name: 'B only' });
  });

  async function websites(variables: Record<string, unknown>) {
    return postGraphql<WebsitesReply>(testApp().app, WEBSITES, variables, { bearer: owner.token });
  }

  it('lists the 20 most recently changed websites by default, newest first, with the total of all', async () => {
    const listed = dataOf(await websites({})).websites;
    expect(listed.total).toBe(25);
    expect(listed.websites.map((w) => w.id)).toEqual([...websiteIds].reverse().slice(0, 20));
    expectNewestFirst(listed.websites);
  });

  it('returns every website for a limit of 99999', async () => {
    const listed = dataOf(await websites({ limit: 99999 })).websites;
    expect(listed.total).toBe(25);
    expect(listed.websites.map((w) => w.id)).toEqual([...websiteIds].reverse());
  });

  it.each<{ limit?: number; skip?: number }>([
    { limit: 5, skip: 0 },
    { limit: 5, skip: 20 },
    { limit: 10, skip: 20 },
    { skip: 22 },
    { limit: 5, skip: 25 },
    { limit: 0 },
  ])('returns the window %j of the newest-first list', async (window) => {
    const listed = dataOf(await websites(window)).websites;
    expect(listed.total).toBe(25);
    const { limit = 20, skip = 0 } = window;
    expect(listed.websites.map((w) => w.id)).toEqual([...websiteIds].reverse().slice(skip, skip + limit));
  });

  it('pages through all websites in windows of 7 without gaps or repeats', async () => {
    const seen: string[] = [];
    for (let skip = 0; skip < 25; skip += 7) {
      seen.push(...dataOf(await websites({ limit: 7, skip })).websites.websites.map((w) => w.id));
    }
    expect(seen).toEqual([...websiteIds].reverse());
  });

  it.each([
    ['limit', { limit: -1 }, 'limit must be 0 or more'],
    ['skip', { skip: -1 }, 'skip must be 0 or more'],
  ])('refuses a negative %s', async (field, window, message) => {
    const reply = await websites(window);
    expect(reply.error).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
  });

  it.each<[string, string, (window: Record<string, unknown>) => Record<string, unknown>]>([
    ['pages', PAGES, (window) => ({ input: window })],
    ['tests', TESTS, (window) => ({ input: window })],
    ['testsForUser', TESTS_FOR_USER, (window) => ({ input: window })],
  ])('refuses a negative limit or skip for %s', async (_name, document, variables) => {
    const { app } = testApp();
    const badLimit = await postGraphql(app, document, variables({ limit: -1 }), { bearer: owner.token });
    expect(badLimit.error).toMatchObject({
      message: 'limit must be 0 or more',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const badSkip = await postGraphql(app, document, variables({ skip: -1 }), { bearer: owner.token });
    expect(badSkip.error).toMatchObject({ message: 'skip must be 0 or more', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it("lists one website's pages, or all the owner's pages, newest first", async () => {
    const { app } = testApp();
    const ofA = dataOf(
      await postGraphql<PagesReply>(app, PAGES, { input: { websiteId: siteA } }, { bearer: owner.token }),
    ).pages;
    expect(ofA.total).toBe(3);
    expect(ofA.pages.map((p) => p.id)).toEqual([...pagesOfA].reverse());
    expect(ofA.pages.every((p) => p.websiteId === siteA)).toBe(true);

    const all = dataOf(await postGraphql<PagesReply>(app, PAGES, {}, { bearer: owner.token })).pages;
    expect(all.total).toBe(4);
    expect(all.pages.map((p) => p.id)).toEqual([pageOfB, ...[...pagesOfA].reverse()]);
    expectNewestFirst(all.pages);

    const window = dataOf(
      await postGraphql<PagesReply>(
        app,
        PAGES,
        { input: { websiteId: siteA, limit: 1, skip: 1 } },
        { bearer: owner.token },
      ),
    ).pages;
    expect(window).toEqual({ total: 3, pages: [ofA.pages[1]] });

    const none = dataOf(
      await postGraphql<PagesReply>(app, PAGES, { input: { websiteId: websiteIds[5] } }, { bearer: owner.token }),
    ).pages;
    expect(none).toEqual({ total: 0, pages: [] });
  });

  it("lists one website's tests, or all the owner's tests, newest first", async () => {
    const { app } = testApp();
    const ofA = dataOf(
      await postGraphql<TestsReply>(app, TESTS, { input: { websiteId: siteA } }, { bearer: owner.token }),
    ).tests;
    expect(ofA.total).toBe(2);
    expect(ofA.tests.map((t) => t.id)).toEqual([...testsOfA].reverse());
    expect(ofA.tests.every((t) => t.websiteId === siteA)).toBe(true);

    const ofB = dataOf(
      await postGraphql<TestsReply>(app, TESTS, { input: { websiteId: siteB } }, { bearer: owner.token }),
    ).tests;
    expect(ofB.tests.map((t) => t.id)).toEqual([testOfB]);

    const all = dataOf(await postGraphql<TestsReply>(app, TESTS, {}, { bearer: owner.token })).tests;
    expect(all.total).toBe(3);
    expect(all.tests.map((t) => t.id)).toEqual([testOfB, ...[...testsOfA].reverse()]);
    expectNewestFirst(all.tests);

    const window = dataOf(
      await postGraphql<TestsReply>(app, TESTS, { input: { limit: 2, skip: 1 } }, { bearer: owner.token }),
    ).tests;
    expect(window).toEqual({ total: 3, tests: all.tests.slice(1, 3) });

    const forUser = dataOf(
      await postGraphql<{ testsForUser: TestData[] }>(app, TESTS_FOR_USER, {}, { bearer: owner.token }),
    ).testsForUser;
    expect(forUser).toEqual(all.tests);
    const forUserWindow = dataOf(
      await postGraphql<{ testsForUser: TestData[] }>(
        app,
        TESTS_FOR_USER,
        { input: { limit: 1, skip: 2 } },
        { bearer: owner.token },
      ),
    ).testsForUser;
    expect(forUserWindow).toEqual(all.tests.slice(2, 3));
  });

  it('moves a changed website or page to the front of its list', async () => {
    const { app } = testApp();
    const oldest = websiteIds[0] ?? '';
    await pause(5);
    dataOf(await postGraphql(app, UPDATE_WEBSITE, { input: { id: oldest, name: 'Renamed' } }, { bearer: owner.token }));
    const listed = dataOf(await websites({ limit: 3 })).websites.websites;
    expect(listed.map((w) => w.id)).toEqual([oldest, websiteIds[24], websiteIds[23]]);
    expectNewestFirst(listed);

    const oldestPage = pagesOfA[0] ?? '';
    dataOf(
      await postGraphql(app, UPDATE_PAGE, { input: { id: oldestPage, name: 'Renamed' } }, { bearer: owner.token }),
    );
    const pages = dataOf(
      await postGraphql<PagesReply>(app, PAGES, { input: { websiteId: siteA } }, { bearer: owner.token }),
    ).pages.pages;
    expect(pages.map((p) => p.id)).toEqual([oldestPage, pagesOfA[2], pagesOfA[1]]);
  });

  it('clamps a limit above 1000 to 1000', { timeout: 180_000 }, async () => {
    const { app } = testApp();
    const many = await signUp(app);
    const batch = 50;
    for (let start = 0; start < 1001; start += batch) {
      const fields = Array.from({ length: Math.min(batch, 1001 - start) }, (_, i) => {
        const n = start + i;
        return `w${n}: createWebsite(url: "https://bulk-${n}.example.com", name: "Bulk ${n}") { insertedId }`;
      });
      dataOf(await postGraphql(app, `mutation Bulk { ${fields.join('\n')} }`, {}, { bearer: many.token }));
    }
    const reply = await postGraphql<WebsitesReply>(
      app,
      `query Many($limit: Int) { websites(limit: $limit) { total websites { id } } }`,
      { limit: 99999 },
      { bearer: many.token },
    );
    const listed = dataOf(reply).websites;
    expect(listed.total).toBe(1001);
    expect(listed.websites).toHaveLength(1000);
  });
});
