import { expect, test, type Locator, type Page } from '@playwright/test';
import { waitForTheApp } from './support/app-ready';
import { logIn } from './support/new-account';
import { ownerWithResults, type OwnerWithResults } from './support/owner-with-results';
import { referredCustomer } from './support/referred-customer';

/**
 * Every table of the app and the site, on a phone (390 px) and a laptop (1280 px): each column can be read without
 * the page scrolling sideways. A table either fits (its header cells and its first row inside the window), or its
 * rows stack into cards on a phone, each cell showing its column's name, or it scrolls inside a frame that the
 * keyboard can reach, with every cell reachable by scrolling that frame. A caption is never cut.
 */

const viewports = [
  { name: 'a phone', width: 390, height: 844 },
  { name: 'a laptop', width: 1280, height: 800 },
] as const;

/** Public pages with tables: the prices, the home page's example results and the Markdown tables. */
const publicPages = [
  { path: '/', tables: 1 },
  { path: '/pricing', tables: 1 },
  { path: '/privacy', tables: 2 },
  { path: '/cookie-policy', tables: 3 },
  { path: '/data-processing-agreement', tables: 2 },
  { path: '/blog/ab-testing-multiple-variants', tables: 1 },
  { path: '/support/script-verification', tables: 2 },
  { path: '/support/test-creation/guide', tables: 2 },
  { path: '/payg-based-ab-testing', tables: 1 },
  { path: '/payg-based-ab-testing-v6', tables: 1 },
  { path: '/guides/ab-testing-quick-wins.html', tables: 1 },
] as const;

/** The signed-in owner's pages with tables, each with rows (`ownerWithResults` and a referred customer). */
const ownerPages = (owner: OwnerWithResults) =>
  [
    { path: '/user/tests', tables: 1 },
    { path: `/user/tests/${owner.testId}`, tables: 2 },
    { path: `/user/tests/${owner.testId}/results`, tables: 4 },
    { path: '/user/websites', tables: 1 },
    { path: '/user/pages', tables: 1 },
    { path: '/user/edit-account', tables: 1 },
    { path: '/user/profile/affiliate', tables: 1 },
    { path: '/user/profile/affiliate/referral-list', tables: 1 },
    { path: '/user/profile/affiliate/sessions', tables: 1 },
    { path: '/user/profile/affiliate/commissions', tables: 1 },
    { path: '/user/profile/affiliate/balance', tables: 1 },
  ] as const;

interface Box {
  readonly left: number;
  readonly right: number;
}

async function horizontalBox(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'the element is laid out').not.toBeNull();
  return { left: box?.x ?? 0, right: (box?.x ?? 0) + (box?.width ?? 0) };
}

/** Inside [0, width] of the window, to the pixel (borders can round). */
function expectWithin(box: Box, within: Box, what: string): void {
  expect(box.left, `${what} starts inside`).toBeGreaterThanOrEqual(within.left - 1);
  expect(box.right, `${what} ends inside`).toBeLessThanOrEqual(within.right + 1);
}

/** The frame a table scrolls in, when it does: a region the keyboard can reach, named for the table. */
async function scrollFrameOf(table: Locator): Promise<Locator | null> {
  const frame = table.locator('xpath=..');
  const scrolls = await frame.evaluate((element) => element.scrollWidth > element.clientWidth);
  if (!scrolls) return null;
  await expect(frame, 'a frame that scrolls is a region').toHaveAttribute('role', 'region');
  await expect(frame, 'and takes keyboard focus').toHaveAttribute('tabindex', '0');
  await expect(frame, 'and is named').toHaveAttribute('aria-label', /\S/);
  return frame;
}

/** The cell is in the window, or is brought there by scrolling the table's frame (and then inside the frame). */
async function expectReachable(cell: Locator, frame: Locator | null, bounds: Box, what: string): Promise<void> {
  if (frame !== null) await cell.evaluate((element) => element.scrollIntoView({ block: 'nearest', inline: 'nearest' }));
  const box = await horizontalBox(cell);
  expectWithin(box, bounds, what);
  if (frame !== null) expectWithin(box, await horizontalBox(frame), `${what} (in its frame)`);
}

async function expectCaptionWhole(table: Locator, bounds: Box, what: string): Promise<void> {
  const caption = table.locator(':scope > caption');
  if ((await caption.count()) === 0) return;
  // A caption hidden for screen readers only (the heading above says it) takes no room to be cut in.
  if (await caption.evaluate((element) => element.classList.contains('visually-hidden'))) return;
  expectWithin(await horizontalBox(caption), bounds, `${what}: its caption`);
  const clipped = await caption.evaluate((element) => element.scrollWidth > element.clientWidth);
  expect(clipped, `${what}: its caption is not clipped`).toBe(false);
}

/** A heading's text as shown: an actions column's heading is there for screen readers only. */
const visibleHeading = (header: Locator) =>
  header.evaluate((element) => {
    const shown = element.cloneNode(true) as HTMLElement;
    for (const hidden of shown.querySelectorAll('.visually-hidden')) hidden.remove();
    return (shown.textContent ?? '').trim();
  });

/** On a phone, rows stack: the column headings are there for screen readers, and each cell shows its own. */
const isStacked = (table: Locator) => table.evaluate((element) => getComputedStyle(element).display === 'block');

async function expectTableReadable(table: Locator, bounds: Box, what: string): Promise<void> {
  await expectCaptionWhole(table, bounds, what);
  const frame = await scrollFrameOf(table);
  const headers = table.locator(':scope > thead > tr > th');
  const firstRow = table.locator(':scope > tbody > tr').first().locator(':scope > th, :scope > td');
  const columns = await headers.count();
  expect(columns, `${what}: has column headings`).toBeGreaterThan(0);
  expect(await firstRow.count(), `${what}: its first row has a cell per column`).toBe(columns);
  const stacked = await isStacked(table);
  for (let column = 0; column < columns; column += 1) {
    const header = headers.nth(column);
    const cell = firstRow.nth(column);
    const heading = await visibleHeading(header);
    const name = `${what}, column ${column + 1} (${heading || 'no visible heading'})`;
    await expectReachable(cell, frame, bounds, `${name}: its first cell`);
    if (!stacked) {
      await expectReachable(header, frame, bounds, `${name}: its heading`);
      continue;
    }
    // The row's own header heads its card; an actions column has no visible heading to repeat.
    const rowHeader = await cell.evaluate((element) => element.matches('th[scope="row"]'));
    if (rowHeader || heading === '') continue;
    await expect(cell, `${name}: the cell names its column`).toHaveAttribute('data-label', heading);
    const shown = await cell.evaluate((element) => getComputedStyle(element, '::before').content);
    expect(shown, `${name}: the name is shown`).toBe(JSON.stringify(heading));
  }
}

async function expectPageTablesReadable(page: Page, path: string, tables: number): Promise<void> {
  await page.goto(path);
  // A table behind a disclosure (the results page's lift by day) must read whole once opened.
  for (const summary of await page.locator('details:not([open]) > summary').all()) await summary.click();
  await expectTablesReadable(page, path, tables);
}

async function expectTablesReadable(page: Page, path: string, tables: number): Promise<void> {
  const all = page.locator('table');
  await expect(all.first()).toBeVisible();
  await expect(all).toHaveCount(tables);
  const viewport = page.viewportSize();
  const bounds: Box = { left: 0, right: viewport?.width ?? 0 };
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(sideways, `${path} does not scroll sideways`).toBe(false);
  for (let index = 0; index < tables; index += 1) {
    await expectTableReadable(all.nth(index), bounds, `${path}, table ${index + 1}`);
  }
}

/** The new-test wizard up to its review step, whose table lists the variants about to be created. */
async function newTestReview(page: Page): Promise<void> {
  await page.goto('/user/tests/new');
  await page
    .getByLabel('Website', { exact: true })
    .selectOption({ label: 'Fern and Frond (https://fern-and-frond.example)' });
  await page.getByLabel('Page', { exact: true }).selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Test name').fill('A longer product description');
  await page.getByLabel('Goal').selectOption({ label: 'Clicks' });
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Add variant' }).click();
  const variant = page.getByRole('group', { name: 'Variant 1' });
  await variant.getByLabel('Name', { exact: true }).fill('Long description');
  await variant.getByRole('textbox', { name: 'CSS', exact: true }).fill('.description { max-height: none; }');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('button', { name: 'Create test' })).toBeVisible();
}

let owner: OwnerWithResults;

test.beforeAll(async ({ playwright, baseURL }) => {
  const serverUrl = baseURL ?? '';
  owner = await ownerWithResults(playwright, serverUrl);
  await owner.graphql('mutation { createApiKey(input: { name: "Deploy script", scope: WRITE }) { apiKey { id } } }');
  const request = await playwright.request.newContext();
  await referredCustomer(request, serverUrl, owner.userId);
  await request.dispose();
});

test.afterAll(async () => {
  await owner.dispose();
});

test('with the text enlarged, a table wider than its frame scrolls in a region the keyboard reaches', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto('/');
  await waitForTheApp(page);
  // As a reader's larger default text does: the table no longer fits the page's width.
  await page.addStyleTag({ content: 'html { font-size: 250%; }' });
  const frame = page.getByRole('region', { name: 'Clicks per session, each variant against A' });
  await expect(frame).toBeVisible();
  await expectTableReadable(frame.locator('table'), { left: 0, right: 1024 }, 'the example results');

  await frame.evaluate((element) => element.scrollTo({ left: 0 }));
  await frame.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => frame.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  await expectCaptionWhole(frame.locator('table'), { left: 0, right: 1024 }, 'the example results, scrolled');
});

for (const viewport of viewports) {
  test.describe(`on ${viewport.name} (${viewport.width} px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('every table of the public site can be read whole', async ({ page }) => {
      for (const { path, tables } of publicPages) await expectPageTablesReadable(page, path, tables);
    });

    test('every table of the signed-in owner can be read whole', async ({ page }) => {
      await logIn(page, owner);
      for (const { path, tables } of ownerPages(owner)) await expectPageTablesReadable(page, path, tables);
      await newTestReview(page);
      await expectTablesReadable(page, 'the new test’s review step', 1);
    });
  });
}
