import { describe, expect, it } from 'vitest';
import { signUp } from '../../support/account-operations';
import { postGraphql } from '../../support/graphql-request';
import { useTestApplication } from '../../support/test-application';
import {
  CREATE_PAGE,
  createPage,
  createTest,
  createWebsite,
  createWorkspace,
  dataOf,
  DELETE_PAGE,
  getTest,
  PAGE,
  PAGES,
  TEST,
  TEST_VARIANT,
  TESTS,
  UPDATE_PAGE,
  workspaceSnapshot,
  workspaceTableCounts,
  type InsertResultData,
  type PageData,
  type TestData,
  type WebsiteData,
} from '../../support/workspace-operations';

type PageWithWebsite = PageData & { readonly website: WebsiteData };

const site = 'https://example.com';

const nameProblems: [string, string, string][] = [
  ['an empty name', '', 'Enter a name'],
  ['a name of spaces', '   ', 'Enter a name'],
  ['a name with markup', '<b>Shop</b>', 'The name can only contain letters, numbers, spaces and punctuation'],
  ['a name of 101 characters', 'a'.repeat(101), 'Use at most 100 characters for the name'],
];

const urlProblems: [string, string, string][] = [
  ['an address on another website', 'https://other.example.org/pricing', "The page's address must be on its website"],
  [
    'an address on another scheme of the website',
    'http://example.com/pricing',
    "The page's address must be on its website",
  ],
  ['an ftp address', 'ftp://example.com/pricing', 'The address must start with http:// or https://'],
  ['an empty address', '', 'Enter the address'],
];

describe('pages', () => {
  const testApp = useTestApplication();

  it("adds a page by its path on the website's origin and shows it by id, with its website", async () => {
    const { app } = testApp();
    const owner = await signUp(app);
    const websiteId = await createWebsite(app, owner.token, { url: site, name: 'Example' });
    const reply = await postGraphql<{ createPage: InsertResultData }>(
      app,
      CREATE_PAGE,
      { websiteId, url: '/pricing/', name: 'Pricing' },
      { bearer: owner.token },
    );
    const created = dataOf(reply).createPage;
    expect(created).toEqual({ acknowledged: true, insertedId: expect.any(String) });

    const shown = await postGraphql<{ page: PageWithWebsite }>(
      app,
      PAGE,
      { id: created.insertedId },
      { bearer: owner.token },
    );
    expect(dataOf(shown).page).toMatchObject({
      id: created.insertedId,
      url: 'https://example.com/pricing',
      name: 'Pricing',
      websiteId,
      website: { id: websiteId, url: site, name: 'Example' },
    });
  });

  it.each([
    ['/pricing/', 'https://example.com/pricing'],
    ['/pricing', 'https://example.com/pricing'],
    ['https://example.com/about', 'https://example.com/about'],
    ['HTTPS://EXAMPLE.COM:443/about/', 'https://example.com/about'],
  ])('stores the page address %j as %s', async (url, stored) => {
    const { app } = testApp();
    const owner = await signUp(app);
    const websiteId = await createWebsite(app, owner.token, { url: site });
    const id = await createPage(app, owner.token, websiteId, { url });
    const shown = await postGraphql<{ page: PageData }>(app, PAGE, { id }, { bearer: owner.token });
    expect(dataOf(shown).page.url).toBe(stored);
  });

  it.each(urlProblems)('refuses %s, naming the url field, and adds nothing', async (_case, url, message) => {
    const { app } = testApp();
    const owner = await signUp(app);
    const websiteId = await createWebsite(app, owner.token, { url: site });
    const reply = await postGraphql(app, CREATE_PAGE, { websiteId, url, name: 'Page' }, { bearer: owner.token });
    expect(reply.error).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field: 'url' } });
    expect((await workspaceSnapshot(app, owner.token)).pages.total).toBe(0);
  });

  it.each(nameProblems)('refuses %s, naming the name field, and adds nothing', async (_case, name, message) => {
    const { app } = testApp();
    const owner = await signUp(app);
    const websiteId = await createWebsite(app, owner.token, { url: site });
    const reply = await postGraphql(app, CREATE_PAGE, { websiteId, url: '/a', name }, { bearer: owner.token });
    expect(reply.error).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field: 'name' } });
    expect((await workspaceSnapshot(app, owner.token)).pages.total).toBe(0);
  });

  it.each(['/pricing', 'https://example.com/pricing/', 'HTTPS://Example.com/pricing'])(
    'refuses the same page twice on one website, spelt %s, as a CONFLICT on url',
    async (second) => {
      const { app } = testApp();
      const owner = await signUp(app);
      const websiteId = await createWebsite(app, owner.token, { url: site });
      await createPage(app, owner.token, websiteId, { url: '/pricing/', name: 'First' });
      const reply = await postGraphql(
        app,
        CREATE_PAGE,
        { websiteId, url: second, name: 'Second' },
        { bearer: owner.token },
      );
      expect(reply.error).toMatchObject({
        message: 'This website already has a page with this address.',
        extensions: { code: 'CONFLICT', field: 'url' },
      });
      const { pages } = await workspaceSnapshot(app, owner.token);
      expect(pages.pages.map((p) => p.name)).toEqual(['First']);
    },
  );

  it('lets two websites each have a page with the same path', async () => {
    const { app } = testApp();
    const owner = await signUp(app);
    const first = await createWebsite(app, owner.token, { url: 'https://one.example.com' });
    const second = await createWebsite(app, owner.token, { url: 'https://two.example.com' });
    await createPage(app, owner.token, first, { url: '/pricing' });
    const id = await createPage(app, owner.token, second, { url: '/pricing' });
    const shown = await postGraphql<{ page: PageData }>(app, PAGE, { id }, { bearer: owner.token });
    expect(dataOf(shown).page).toMatchObject({ url: 'https://two.example.com/pricing', websiteId: second });
  });

  it('gives NOT_FOUND for a page on a website that does not exist', async () => {
    const { app } = testApp();
    const owner = await signUp(app);
    const reply = await postGraphql(
      app,
      CREATE_PAGE,
      { websiteId: '00000000-0000-4000-8000-000000000000', url: '/x', name: 'Page' },
      { bearer: owner.token },
    );
    expect(reply.error).toMatchObject({
      message: 'There is no website with that id.',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('renames a page, keeping its address, and moves it to another path, keeping its name', async () => {
    const { app } = testApp();
    const owner = await signUp(app);
    const websiteId = await createWebsite(app, owner.token, { url: site });
    const id = await createPage(app, owner.token, websiteId, { url: '/old', name: 'Old' });

    const renamed = await postGraphql<{ updatePage: PageData }>(
      app,
      UPDATE_PAGE,
      { input: { id, name: 'New name' } },
      { bearer: owner.token },
    );
    expect(dataOf(renamed).updatePage).toMatchObject({ id, name: 'New name', url: 'https://example.com/old' });

    const moved = await postGraphql<{ updatePage: PageData }>(
      app,
      UPDATE_PAGE,
      { input: { id, url: '/new/' } },
      { bearer: owner.token },
    );
    expect(dataOf(moved).updatePage).toMatchObject({
      id,
      name: 'New name',
      url: 'https://example.com/new',
      websiteId,
    });
    const shown = await postGraphql<{ page: PageData }>(app, PAGE, { id }, { bearer: owner.token });
    expect(dataOf(shown).page).toMatchObject(dataOf(moved).updatePage);
  });

  it.each([
    ...urlProblems.filter(([, url]) => url !== '').map(([c, url, message]) => [c, { url }, 'url', message] as const),
    ...nameProblems.map(([c, name, message]) => [c, { name }, 'name', message] as const),
  ])('refuses to update to %s, naming the field, and keeps the page', async (_case, change, field, message) => {
    const { app } = testApp();
    const owner = await signUp(app);
    const websiteId = await createWebsite(app, owner.token, { url: site });
    const id = await createPage(app, owner.token, websiteId, { url: '/kept', name: 'Kept' });
    const before = await workspaceSnapshot(app, owner.token);
    const reply = await postGraphql(app, UPDATE_PAGE, { input: { id, ...change } }, { bearer: owner.token });
    expect(reply.error).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
    expect(await workspaceSnapshot(app, owner.token)).toEqual(before);
  });

  it("refuses to move a page onto the address of another of its website's pages", async () => {
    const { app } = testApp();
    const owner = await signUp(app);
    const websiteId = await createWebsite(app, owner.token, { url: site });
    await createPage(app, owner.token, websiteId, { url: '/taken' });
    const id = await createPage(app, owner.token, websiteId, { url: '/free' });
    const before = await workspaceSnapshot(app, owner.token);
    const reply = await postGraphql(app, UPDATE_PAGE, { input: { id, url: '/taken/' } }, { bearer: owner.token });
    expect(reply.error).toMatchObject({
      message: 'This website already has a page with this address.',
      extensions: { code: 'CONFLICT', field: 'url' },
    });
    expect(await workspaceSnapshot(app, owner.token)).toEqual(before);
  });

  it("deletes a page with its tests and their variants, keeping its website and the website's other pages", async () => {
    const { app, db } = testApp();
    const owner = await signUp(app);
    const workspace = await createWorkspace(app, owner.token);
    const secondTest = await createTest(app, owner.token, workspace.pageId, { name: 'Second test' });
    const otherPage = await createPage(app, owner.token, workspace.websiteId, { url: '/other' });
    const otherTest = await createTest(app, owner.token, otherPage, { name: 'Other test' });
    const otherTestBefore = await getTest(app, owner.token, otherTest);
    const rowsBefore = await workspaceTableCounts(db.database.db);

    const reply = await postGraphql<{ deletePage: { success: boolean } }>(
      app,
      DELETE_PAGE,
      { id: workspace.pageId },
      { bearer: owner.token },
    );
    expect(dataOf(reply).deletePage).toEqual({ success: true });
    // No orphans: the page, its two tests and their three variants are gone.
    expect(await workspaceTableCounts(db.database.db)).toEqual({
      ...rowsBefore,
      pages: (rowsBefore.pages ?? 0) - 1,
      tests: (rowsBefore.tests ?? 0) - 2,
      variants: (rowsBefore.variants ?? 0) - 3,
    });

    const gone: [string, string, string][] = [
      [PAGE, workspace.pageId, 'There is no page with that id.'],
      [TEST, workspace.testId, 'There is no test with that id.'],
      [TEST, secondTest, 'There is no test with that id.'],
      [TEST_VARIANT, workspace.controlId, 'There is no variant with that id.'],
      [TEST_VARIANT, workspace.variantId, 'There is no variant with that id.'],
    ];
    for (const [query, id, message] of gone) {
      const read = await postGraphql(app, query, { id }, { bearer: owner.token });
      expect(read.error, `${query} ${id}`).toMatchObject({ message, extensions: { code: 'NOT_FOUND' } });
    }
    const pages = await postGraphql<{ pages: { total: number; pages: PageData[] } }>(
      app,
      PAGES,
      { input: { websiteId: workspace.websiteId } },
      { bearer: owner.token },
    );
    expect(dataOf(pages).pages).toMatchObject({ total: 1, pages: [{ id: otherPage }] });
    const tests = await postGraphql<{ tests: { total: number; tests: TestData[] } }>(
      app,
      TESTS,
      {},
      { bearer: owner.token },
    );
    expect(dataOf(tests).tests).toEqual({ total: 1, tests: [otherTestBefore] });
    const website = await workspaceSnapshot(app, owner.token);
    expect(website.websites.websites.map((w) => w.id)).toEqual([workspace.websiteId]);
  });

  it('gives NOT_FOUND when deleting a page twice', async () => {
    const { app } = testApp();
    const owner = await signUp(app);
    const websiteId = await createWebsite(app, owner.token);
    const id = await createPage(app, owner.token, websiteId);
    dataOf(await postGraphql(app, DELETE_PAGE, { id }, { bearer: owner.token }));
    const again = await postGraphql(app, DELETE_PAGE, { id }, { bearer: owner.token });
    expect(again.error).toMatchObject({ message: 'There is no page with that id.', extensions: { code: 'NOT_FOUND' } });
  });
});
