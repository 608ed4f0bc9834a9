import { describe, expect, it } from 'vitest';
import { signUp } from '../../support/account-operations';
import { postGraphql } from '../../support/graphql-request';
import { useTestApplication } from '../../support/test-application';
import {
  CREATE_TEST_TARGET_DEVICES,
  CREATE_WEBSITE,
  createPage,
  createWebsite,
  createWorkspace,
  dataOf,
  DELETE_WEBSITE,
  getTest,
  PAGE,
  PAGES,
  TEST,
  TEST_VARIANT,
  TESTS,
  UPDATE_WEBSITE,
  uniqueSiteUrl,
  WEBSITE,
  WEBSITES,
  workspaceSnapshot,
  workspaceTableCounts,
  type InsertResultData,
  type PageData,
  type TestData,
  type WebsiteData,
} from '../../support/workspace-operations';

const nameProblems: [string, string, string][] = [
  ['an empty name', '', 'Enter a name'],
  ['a name of spaces', '   ', 'Enter a name'],
  ['a name with markup', '<b>Shop</b>', 'The name can only contain letters, numbers, spaces and punctuation'],
  ['a name of 101 characters', 'a'.repeat(101), 'Use at most 100 characters for the name'],
];

const urlProblems: [string, string, string][] = [
  [
    'an address with a path',
    'https://example.com/shop',
    "Enter the website's address without a page, like https://example.com",
  ],
  ['an ftp address', 'ftp://example.com', 'The address must start with http:// or https://'],
  ['text that is no address', 'not a url', 'Enter a web address, like https://example.com'],
  ['an empty address', '', 'Enter the address'],
];

describe('websites', () => {
  const testApp = useTestApplication();

  it('adds a website, acknowledged with its id, and shows it by id and in the list', async () => {
    const { app } = testApp();
    const owner = await signUp(app);
    const reply = await postGraphql<{ createWebsite: InsertResultData }>(
      app,
      CREATE_WEBSITE,
      { url: 'https://shop.example.com', name: 'My Shop 2' },
      { bearer: owner.token },
    );
    const created = dataOf(reply).createWebsite;
    expect(created.acknowledged).toBe(true);
    expect(created.insertedId).toEqual(expect.any(String));

    const shown = await postGraphql<{ website: WebsiteData }>(
      app,
      WEBSITE,
      { id: created.insertedId },
      { bearer: owner.token },
    );
    expect(dataOf(shown).website).toMatchObject({
      id: created.insertedId,
      url: 'https://shop.example.com',
      name: 'My Shop 2',
    });
    expect(Number.isNaN(Date.parse(dataOf(shown).website.lastModified))).toBe(false);

    const listed = await postGraphql<{ websites: { total: number; websites: WebsiteData[] } }>(
      app,
      WEBSITES,
      {},
      { bearer: owner.token },
    );
    expect(dataOf(listed).websites).toEqual({ total: 1, websites: [dataOf(shown).website] });
  });

  it.each([
    ['example.com', 'https://example.com'],
    ['HTTPS://Example.COM:443/', 'https://example.com'],
    ['http://example.com', 'http://example.com'],
    ['  https://example.com  ', 'https://example.com'],
  ])('stores the address %j as its origin %s', async (url, stored) => {
    const { app } = testApp();
    const owner = await signUp(app);
    const id = await createWebsite(app, owner.token, { url });
    const shown = await postGraphql<{ website: WebsiteData }>(app, WEBSITE, { id }, { bearer: owner.token });
    expect(dataOf(shown).website.url).toBe(stored);
  });

  it.each(urlProblems)('refuses %s, naming the url field, and adds nothing', async (_case, url, message) => {
    const { app } = testApp();
    const owner = await signUp(app);
    const reply = await postGraphql(app, CREATE_WEBSITE, { url, name: 'Shop' }, { bearer: owner.token });
    expect(reply.error).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field: 'url' } });
    expect((await workspaceSnapshot(app, owner.token)).websites.total).toBe(0);
  });

  it.each(nameProblems)('refuses %s, naming the name field, and adds nothing', async (_case, name, message) => {
    const { app } = testApp();
    const owner = await signUp(app);
    const reply = await postGraphql(app, CREATE_WEBSITE, { url: uniqueSiteUrl(), name }, { bearer: owner.token });
    expect(reply.error).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field: 'name' } });
    expect((await workspaceSnapshot(app, owner.token)).websites.total).toBe(0);
  });

  it('accepts a name of exactly 100 letters, numbers and spaces', async () => {
    const { app } = testApp();
    const owner = await signUp(app);
    const name = `Shop 42 ${'x'.repeat(92)}`;
    const id = await createWebsite(app, owner.token, { name });
    const shown = await postGraphql<{ website: WebsiteData }>(app, WEBSITE, { id }, { bearer: owner.token });
    expect(dataOf(shown).website.name).toBe(name);
  });

  it.each(["Newcomer's Shop", 'example.com', 'Checkout (mobile) – v2'])(
    'accepts %j, a name with ordinary punctuation, as typed',
    async (name) => {
      const { app } = testApp();
      const owner = await signUp(app);
      const id = await createWebsite(app, owner.token, { name });
      const shown = await postGraphql<{ website: WebsiteData }>(app, WEBSITE, { id }, { bearer: owner.token });
      expect(dataOf(shown).website.name).toBe(name);
    },
  );

  it.each(['https://dup.example.com', 'DUP.example.com', 'https://dup.example.com:443/', 'HTTPS://DUP.EXAMPLE.COM'])(
    'refuses the same origin twice for one owner, spelt %s, as a CONFLICT on url',
    async (second) => {
      const { app } = testApp();
      const owner = await signUp(app);
      await createWebsite(app, owner.token, { url: 'https://dup.example.com', name: 'First' });
      const reply = await postGraphql(app, CREATE_WEBSITE, { url: second, name: 'Second' }, { bearer: owner.token });
      expect(reply.error).toMatchObject({
        message: 'You have already added a website with this address.',
        extensions: { code: 'CONFLICT', field: 'url' },
      });
      const { websites } = await workspaceSnapshot(app, owner.token);
      expect(websites.websites.map((w) => w.name)).toEqual(['First']);
    },
  );

  it('lets a different owner add the same address', async () => {
    const { app } = testApp();
    const ann = await signUp(app);
    const bob = await signUp(app);
    await createWebsite(app, ann.token, { url: 'https://shared.example.com' });
    const id = await createWebsite(app, bob.token, { url: 'https://shared.example.com' });
    const shown = await postGraphql<{ website: WebsiteData }>(app, WEBSITE, { id }, { bearer: bob.token });
    expect(dataOf(shown).website.url).toBe('https://shared.example.com');
    expect((await workspaceSnapshot(app, ann.token)).websites.total).toBe(1);
  });

  it('renames a website, keeping its address, and changes its address, keeping its name', async () => {
    const { app } = testApp();
    const owner = await signUp(app);
    const id = await createWebsite(app, owner.token, { url: 'https://before.example.com', name: 'Before' });

    const renamed = await postGraphql<{ updateWebsite: WebsiteData }>(
      app,
      UPDATE_WEBSITE,
      { input: { id, name: 'After' } },
      { bearer: owner.token },
    );
    expect(dataOf(renamed).updateWebsite).toMatchObject({ id, name: 'After', url: 'https://before.example.com' });

    const moved = await postGraphql<{ updateWebsite: WebsiteData }>(
      app,
      UPDATE_WEBSITE,
      { input: { id, url: 'After.Example.com' } },
      { bearer: owner.token },
    );
    expect(dataOf(moved).updateWebsite).toMatchObject({ id, name: 'After', url: 'https://after.example.com' });
    const shown = await postGraphql<{ website: WebsiteData }>(app, WEBSITE, { id }, { bearer: owner.token });
    expect(dataOf(shown).website).toEqual(dataOf(moved).updateWebsite);
  });

  it("keeps the website's pages and tests on its origin when its address changes", async () => {
    const { app } = testApp();
    const owner = await signUp(app);
    const workspace = await createWorkspace(app, owner.token);
    await postGraphql(
      app,
      UPDATE_WEBSITE,
      { input: { id: workspace.websiteId, url: 'https://moved.example.com' } },
      { bearer: owner.token },
    );
    const website = dataOf(
      await postGraphql<{ website: WebsiteData }>(app, WEBSITE, { id: workspace.websiteId }, { bearer: owner.token }),
    ).website;
    const page = dataOf(
      await postGraphql<{ page: PageData }>(app, PAGE, { id: workspace.pageId }, { bearer: owner.token }),
    ).page;
    expect(new URL(page.url).origin).toBe(website.url);
    const test = await getTest(app, owner.token, workspace.testId);
    expect(new URL(test.pageUrl).origin).toBe(test.websiteUrl);
  });

  it.each([
    ...urlProblems.filter(([, url]) => url !== '').map(([c, url, message]) => [c, { url }, 'url', message] as const),
    ...nameProblems.map(([c, name, message]) => [c, { name }, 'name', message] as const),
  ])('refuses to update to %s, naming the field, and keeps the website', async (_case, change, field, message) => {
    const { app } = testApp();
    const owner = await signUp(app);
    const id = await createWebsite(app, owner.token, { url: 'https://kept.example.com', name: 'Kept' });
    const before = await workspaceSnapshot(app, owner.token);
    const reply = await postGraphql(app, UPDATE_WEBSITE, { input: { id, ...change } }, { bearer: owner.token });
    expect(reply.error).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
    expect(await workspaceSnapshot(app, owner.token)).toEqual(before);
  });

  describe('the maximum order value', () => {
    const WITH_MAX = 'id name url maxOrderValue';
    const SET_MAX = `mutation SetMax($input: UpdateWebsiteInput!) { updateWebsite(input: $input) { ${WITH_MAX} } }`;
    const SHOW_MAX = `query ShowMax($id: ID!) { website(id: $id) { ${WITH_MAX} } }`;
    type WithMax = { id: string; name: string; url: string; maxOrderValue: number | null };

    it('starts with none, is set and shown, stays through other changes, and is removed with null', async () => {
      const { app } = testApp();
      const owner = await signUp(app);
      const id = await createWebsite(app, owner.token, { url: 'https://orders.example.com', name: 'Orders' });
      const shown = async () =>
        dataOf(await postGraphql<{ website: WithMax }>(app, SHOW_MAX, { id }, { bearer: owner.token })).website;
      const update = async (input: Record<string, unknown>) =>
        dataOf(
          await postGraphql<{ updateWebsite: WithMax }>(
            app,
            SET_MAX,
            { input: { id, ...input } },
            { bearer: owner.token },
          ),
        ).updateWebsite;
      expect((await shown()).maxOrderValue).toBeNull();

      expect(await update({ maxOrderValue: 50_000 })).toMatchObject({ name: 'Orders', maxOrderValue: 50_000 });
      expect((await shown()).maxOrderValue).toBe(50_000);
      // A change that leaves the field out keeps it; one that sends null removes it.
      expect(await update({ name: 'Renamed' })).toMatchObject({ name: 'Renamed', maxOrderValue: 50_000 });
      expect(await update({ maxOrderValue: null })).toMatchObject({ name: 'Renamed', maxOrderValue: null });
      expect((await shown()).maxOrderValue).toBeNull();
    });

    it.each([
      ['a negative amount', -500, 'The maximum order value must be more than 0; leave it empty for no maximum'],
      ['0', 0, 'The maximum order value must be more than 0; leave it empty for no maximum'],
      [
        'an amount with a fraction',
        499.5,
        'The maximum order value is a whole number in the smallest unit of the currency (pence or cents)',
      ],
      [
        'more than a revenue event can carry',
        1_000_000_001,
        'The maximum order value can be at most 1,000,000,000 (ten million in pounds or dollars)',
      ],
    ])('refuses %s, naming the field, and keeps the website', async (_case, maxOrderValue, message) => {
      const { app } = testApp();
      const owner = await signUp(app);
      const id = await createWebsite(app, owner.token, { url: 'https://kept-max.example.com', name: 'Kept' });
      dataOf(await postGraphql(app, SET_MAX, { input: { id, maxOrderValue: 20_000 } }, { bearer: owner.token }));
      const before = await workspaceSnapshot(app, owner.token);
      const reply = await postGraphql(
        app,
        SET_MAX,
        { input: { id, name: 'Changed', maxOrderValue } },
        { bearer: owner.token },
      );
      expect(reply.error).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field: 'maxOrderValue' } });
      expect(await workspaceSnapshot(app, owner.token)).toEqual(before);
      const kept = dataOf(await postGraphql<{ website: WithMax }>(app, SHOW_MAX, { id }, { bearer: owner.token }));
      expect(kept.website).toMatchObject({ name: 'Kept', maxOrderValue: 20_000 });
    });

    it("is another owner's to set: NOT_FOUND, and their website unchanged", async () => {
      const { app } = testApp();
      const ann = await signUp(app);
      const bob = await signUp(app);
      const id = await createWebsite(app, ann.token, { url: 'https://anns-orders.example.com', name: 'Ann' });
      const reply = await postGraphql(app, SET_MAX, { input: { id, maxOrderValue: 1 } }, { bearer: bob.token });
      expect(reply.error).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
      const kept = dataOf(await postGraphql<{ website: WithMax }>(app, SHOW_MAX, { id }, { bearer: ann.token }));
      expect(kept.website.maxOrderValue).toBeNull();
    });
  });

  it("refuses to change a website's address to one of the owner's other websites", async () => {
    const { app } = testApp();
    const owner = await signUp(app);
    await createWebsite(app, owner.token, { url: 'https://taken.example.com', name: 'Taken' });
    const id = await createWebsite(app, owner.token, { url: 'https://free.example.com', name: 'Free' });
    const before = await workspaceSnapshot(app, owner.token);
    const reply = await postGraphql(
      app,
      UPDATE_WEBSITE,
      { input: { id, url: 'TAKEN.example.com/' } },
      { bearer: owner.token },
    );
    expect(reply.error).toMatchObject({
      message: 'You have already added a website with this address.',
      extensions: { code: 'CONFLICT', field: 'url' },
    });
    expect(await workspaceSnapshot(app, owner.token)).toEqual(before);
  });

  it('deletes a website with its pages, their tests and variants, and nothing of the same owner else', async () => {
    const { app, db } = testApp();
    const owner = await signUp(app);
    const doomed = await createWorkspace(app, owner.token);
    dataOf(
      await postGraphql(
        app,
        CREATE_TEST_TARGET_DEVICES,
        { input: { testId: doomed.testId, targetDevices: ['MOBILES', 'TABLETS'] } },
        { bearer: owner.token },
      ),
    );
    const secondPage = await createPage(app, owner.token, doomed.websiteId, { url: '/about' });
    const kept = await createWorkspace(app, owner.token);
    const keptTest = await getTest(app, owner.token, kept.testId);
    const rowsBefore = await workspaceTableCounts(db.database.db);

    const reply = await postGraphql<{ deleteWebsite: { success: boolean } }>(
      app,
      DELETE_WEBSITE,
      { id: doomed.websiteId },
      { bearer: owner.token },
    );
    expect(dataOf(reply).deleteWebsite).toEqual({ success: true });
    // No orphans: one website, two pages, one test with two devices and two variants are gone.
    expect(await workspaceTableCounts(db.database.db)).toEqual({
      websites: (rowsBefore.websites ?? 0) - 1,
      pages: (rowsBefore.pages ?? 0) - 2,
      tests: (rowsBefore.tests ?? 0) - 1,
      test_target_devices: (rowsBefore.test_target_devices ?? 0) - 2,
      variants: (rowsBefore.variants ?? 0) - 2,
    });

    const gone: [string, string, string][] = [
      [WEBSITE, doomed.websiteId, 'There is no website with that id.'],
      [PAGE, doomed.pageId, 'There is no page with that id.'],
      [PAGE, secondPage, 'There is no page with that id.'],
      [TEST, doomed.testId, 'There is no test with that id.'],
      [TEST_VARIANT, doomed.controlId, 'There is no variant with that id.'],
      [TEST_VARIANT, doomed.variantId, 'There is no variant with that id.'],
    ];
    for (const [query, id, message] of gone) {
      const read = await postGraphql(app, query, { id }, { bearer: owner.token });
      expect(read.error, `${query} ${id}`).toMatchObject({ message, extensions: { code: 'NOT_FOUND' } });
    }

    const websites = await postGraphql<{ websites: { total: number; websites: WebsiteData[] } }>(
      app,
      WEBSITES,
      {},
      { bearer: owner.token },
    );
    expect(dataOf(websites).websites.websites.map((w) => w.id)).toEqual([kept.websiteId]);
    const pages = await postGraphql<{ pages: { total: number; pages: PageData[] } }>(
      app,
      PAGES,
      {},
      { bearer: owner.token },
    );
    expect(dataOf(pages).pages.pages.map((p) => p.id)).toEqual([kept.pageId]);
    const tests = await postGraphql<{ tests: { total: number; tests: TestData[] } }>(
      app,
      TESTS,
      {},
      { bearer: owner.token },
    );
    expect(dataOf(tests).tests).toEqual({ total: 1, tests: [keptTest] });
  });

  it('gives NOT_FOUND when deleting a website twice', async () => {
    const { app } = testApp();
    const owner = await signUp(app);
    const id = await createWebsite(app, owner.token);
    dataOf(await postGraphql(app, DELETE_WEBSITE, { id }, { bearer: owner.token }));
    const again = await postGraphql(app, DELETE_WEBSITE, { id }, { bearer: owner.token });
    expect(again.error).toMatchObject({
      message: 'There is no website with that id.',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('lets the owner add a website again after deleting it', async () => {
    const { app } = testApp();
    const owner = await signUp(app);
    const id = await createWebsite(app, owner.token, { url: 'https://again.example.com' });
    dataOf(await postGraphql(app, DELETE_WEBSITE, { id }, { bearer: owner.token }));
    const second = await createWebsite(app, owner.token, { url: 'https://again.example.com' });
    expect(second).not.toBe(id);
  });
});
