import { expect, test, type Locator, type Page } from '@playwright/test';
import { createAccount as createNewAccount, uniqueEmail } from './support/new-account';

const main = (page: Page) => page.getByRole('main');
const dateTime = /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/;

/** Each test signs up its own new user through the UI, so the lists start empty. */
async function createAccount(page: Page, who: string): Promise<void> {
  await createNewAccount(page, uniqueEmail(who));
}

/** Sends one operation to /graphql as the signed-in user (the bearer token of the accountToken cookie). */
async function graphql<Data>(page: Page, query: string, variables: Record<string, unknown>): Promise<Data> {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'accountToken');
  expect(cookie, 'the accountToken cookie').toBeDefined();
  const response = await page.request.post('/graphql', {
    headers: { authorization: `Bearer ${decodeURIComponent(cookie?.value ?? '')}` },
    data: { query, variables },
  });
  const body = (await response.json()) as { data?: Data; errors?: { message: string }[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  expect(response.ok()).toBe(true);
  return body.data as Data;
}

async function createWebsite(page: Page, name: string, url: string): Promise<string> {
  const data = await graphql<{ createWebsite: { insertedId: string } }>(
    page,
    'mutation CreateWebsite($url: String!, $name: String!) { createWebsite(url: $url, name: $name) { insertedId } }',
    { url, name },
  );
  return data.createWebsite.insertedId;
}

async function createPage(page: Page, websiteId: string, name: string, url: string): Promise<string> {
  const data = await graphql<{ createPage: { insertedId: string } }>(
    page,
    'mutation CreatePage($url: String!, $name: String!, $websiteId: ID!) { createPage(url: $url, name: $name, websiteId: $websiteId) { insertedId } }',
    { url, name, websiteId },
  );
  return data.createPage.insertedId;
}

const table = (page: Page, caption: string) => main(page).getByRole('table', { name: caption });
const bodyRows = (list: Locator) => list.locator('tbody tr');
const rowOf = (list: Locator, name: string) =>
  list.getByRole('row').filter({ has: list.page().getByRole('rowheader', { name, exact: true }) });
const pagination = (page: Page) => page.getByRole('navigation', { name: 'Pagination' });

/** The first column of a list: each row's name. */
const rowHeaders = (list: Locator) => list.locator('tbody th[scope="row"]');

/** The names of a list as now shown, for comparing pages (read once its rows have been awaited). */
const rowNames = (list: Locator): Promise<string[]> => rowHeaders(list).allTextContents();

test.describe('workspace lists', () => {
  test('a new user adds a website and a page, renames the website, and sees both lists', async ({ page }) => {
    await createAccount(page, 'lists');
    await page.goto('/user/websites');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Websites');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expect(main(page).getByText('None found')).toBeVisible();

    const addWebsite = main(page).getByRole('form', { name: 'Add a website' });
    const websiteName = addWebsite.getByLabel('Name');
    const websiteUrl = addWebsite.getByLabel('URL');

    // The name rule is checked as soon as the field is left, and its message sits under the field.
    await websiteName.fill('<b>Shop</b>');
    await websiteName.blur();
    await expect(websiteName).toHaveAttribute('aria-invalid', 'true');
    await expect(websiteName).toHaveAccessibleDescription(
      'The name can only contain letters, numbers, spaces and punctuation',
    );

    await websiteName.fill('Shop');
    await websiteUrl.fill('shop.example');
    await addWebsite.getByRole('button', { name: 'Add website' }).click();
    const websites = table(page, 'Your websites');
    const shopRow = rowOf(websites, 'Shop');
    await expect(shopRow).toBeVisible();
    await expect(websiteName).toHaveValue('');
    // The server keeps the origin of what was typed.
    const shopLink = shopRow.getByRole('link', { name: /https:\/\/shop\.example/ });
    await expect(shopLink).toHaveAttribute('href', 'https://shop.example');
    await expect(shopLink).toHaveAttribute('target', '_blank');
    await expect(shopLink).toHaveAttribute('rel', 'noopener noreferrer');
    // The install check: no visitor has loaded a page with the script yet. The new website's install card is open.
    await expect(shopRow.getByRole('cell').nth(1)).toHaveText('Not seen yet');
    await expect(shopRow.getByRole('cell').nth(2).getByRole('link', { name: 'Goals of Shop' })).toBeVisible();
    await expect(shopRow.getByRole('cell').nth(3)).toHaveText(dateTime);
    await expect(
      main(page).getByRole('heading', { name: 'Install the tracking script on Shop', exact: true }),
    ).toBeVisible();
    await expect(main(page).getByLabel('Plain tracking script tag', { exact: true })).toContainText('data-site="');

    // The same address again: the server's CONFLICT message shows under the URL field.
    await websiteName.fill('Shop again');
    await websiteUrl.fill('https://shop.example');
    await addWebsite.getByRole('button', { name: 'Add website' }).click();
    await expect(websiteUrl).toHaveAccessibleDescription(/You have already added a website with this address\./);
    await expect(websiteUrl).toHaveAttribute('aria-invalid', 'true');
    await expect(bodyRows(websites)).toHaveCount(1);

    // Rename it in its own row; focus comes back to the row's Edit button.
    await shopRow.getByRole('button', { name: 'Edit Shop' }).click();
    const editForm = main(page).getByRole('form', { name: 'Edit Shop' });
    await expect(editForm.getByLabel('Name')).toBeFocused();
    await editForm.getByLabel('Name').fill('Main shop');
    await editForm.getByRole('button', { name: 'Save' }).click();
    await expect(editForm).toBeHidden();
    const mainShopRow = rowOf(websites, 'Main shop');
    await expect(mainShopRow).toBeVisible();
    await expect(mainShopRow.getByRole('button', { name: 'Edit Main shop' })).toBeFocused();
    await expect(rowHeaders(websites)).toHaveText(['Main shop']);

    await page.goto('/user/pages');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pages');
    await expect(main(page).getByText('None found')).toBeVisible();
    const addPage = main(page).getByRole('form', { name: 'Add a page' });
    await expect(addPage.getByText('A path like /pricing, or the full address')).toBeVisible();
    await addPage.getByRole('button', { name: 'Add page' }).click();
    await expect(addPage.getByLabel('Website')).toHaveAccessibleDescription('Choose a website');
    await addPage.getByLabel('Website').selectOption({ label: 'Main shop' });
    await addPage.getByLabel('Name').fill('Pricing');
    await addPage.getByLabel('URL').fill('/pricing');
    await addPage.getByRole('button', { name: 'Add page' }).click();

    const pages = table(page, 'Your pages');
    const pricingRow = rowOf(pages, 'Pricing');
    await expect(pricingRow).toBeVisible();
    await expect(pricingRow.getByRole('link', { name: /https:\/\/shop\.example\/pricing/ })).toHaveAttribute(
      'href',
      'https://shop.example/pricing',
    );
    await expect(pricingRow.getByRole('cell').nth(1)).toHaveText('Main shop');
    await expect(pricingRow.getByRole('cell').nth(2)).toHaveText('Not seen yet');
    await expect(pricingRow.getByRole('cell').nth(3)).toHaveText(dateTime);

    await page.goto('/user/websites');
    await expect(rowHeaders(table(page, 'Your websites'))).toHaveText(['Main shop']);
  });

  test('websites are listed ten to a page', async ({ page }) => {
    await createAccount(page, 'pager');
    const numbers = Array.from({ length: 25 }, (_, index) => String(index + 1).padStart(2, '0'));
    await Promise.all(numbers.map((n) => createWebsite(page, `Site ${n}`, `https://site-${n}.example`)));

    await page.goto('/user/websites');
    const websites = table(page, 'Your websites');
    await expect(bodyRows(websites)).toHaveCount(10);
    await expect(pagination(page)).toContainText('Page 1 of 3');
    await expect(pagination(page).getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const firstPage = await rowNames(websites);

    await pagination(page).getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL('/user/websites/page/2');
    await expect(pagination(page)).toContainText('Page 2 of 3');
    await expect(bodyRows(websites)).toHaveCount(10);
    await expect(pagination(page).getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const secondPage = await rowNames(websites);

    await pagination(page).getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL('/user/websites/page/3');
    await expect(pagination(page)).toContainText('Page 3 of 3');
    await expect(bodyRows(websites)).toHaveCount(5);
    const lastPage = await rowNames(websites);
    // Every website shows exactly once across the pages.
    expect(new Set([...firstPage, ...secondPage, ...lastPage]).size).toBe(25);

    await pagination(page).getByRole('link', { name: 'Page 1', exact: true }).click();
    await expect(page).toHaveURL('/user/websites');
    await expect(bodyRows(websites)).toHaveCount(10);

    await page.goto('/user/websites/page/3');
    await expect(pagination(page)).toContainText('Page 3 of 3');
    await expect(bodyRows(websites)).toHaveCount(5);
    await expect(rowHeaders(websites)).toHaveText(lastPage);

    // A page that does not exist is not found, like any other unknown address.
    for (const missing of [
      '/user/websites/page/4',
      '/user/websites/page/0',
      '/user/websites/page/-1',
      '/user/websites/page/two',
    ]) {
      await page.goto(missing);
      await expect(page.getByRole('heading', { level: 1 }), missing).toHaveText('Page not found');
    }
  });

  test('deleting a website asks first, then its pages are gone too', async ({ page }) => {
    await createAccount(page, 'deleter');
    const doomedId = await createWebsite(page, 'Doomed', 'https://doomed.example');
    const keptId = await createWebsite(page, 'Kept', 'https://kept.example');
    await createPage(page, doomedId, 'Doomed home', '/');
    await createPage(page, doomedId, 'Doomed pricing', '/pricing');
    await createPage(page, keptId, 'Kept home', '/');

    await page.goto('/user/pages');
    const pages = table(page, 'Your pages');
    await expect(bodyRows(pages)).toHaveCount(3);
    // The website filter narrows the list and keeps its choice in the address.
    await main(page).getByLabel('Filter by website').selectOption({ label: 'Kept' });
    await expect(page).toHaveURL(`/user/pages?websiteId=${keptId}`);
    await expect(rowHeaders(pages)).toHaveText(['Kept home']);
    await main(page).getByLabel('Filter by website').selectOption({ label: '-- Select --' });
    await expect(page).toHaveURL('/user/pages');
    await expect(bodyRows(pages)).toHaveCount(3);

    await page.goto('/user/websites');
    const websites = table(page, 'Your websites');
    const doomedRow = rowOf(websites, 'Doomed');
    await doomedRow.getByRole('button', { name: 'Delete Doomed' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this website?' });
    await expect(dialog).toHaveAccessibleDescription('Deleting Doomed also deletes its pages and their tests.');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(doomedRow).toBeVisible();

    await doomedRow.getByRole('button', { name: 'Delete Doomed' }).click();
    await dialog.getByRole('button', { name: 'Delete website' }).click();
    await expect(dialog).toBeHidden();
    await expect(doomedRow).toBeHidden();
    await expect(rowHeaders(websites)).toHaveText(['Kept']);
    await expect(main(page).getByRole('heading', { name: 'Your websites' })).toBeFocused();

    await page.goto('/user/pages');
    await expect(rowHeaders(pages)).toHaveText(['Kept home']);
  });

  test('deleting the only row of the last page goes back a page', async ({ page }) => {
    await createAccount(page, 'emptier');
    const numbers = Array.from({ length: 11 }, (_, index) => String(index + 1).padStart(2, '0'));
    for (const n of numbers) await createWebsite(page, `Site ${n}`, `https://site-${n}.example`);

    await page.goto('/user/websites/page/2');
    const websites = table(page, 'Your websites');
    await expect(bodyRows(websites)).toHaveCount(1);
    const [lastName] = await rowNames(websites);
    await websites.getByRole('button', { name: `Delete ${lastName}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete website' }).click();

    await expect(page).toHaveURL('/user/websites');
    await expect(bodyRows(websites)).toHaveCount(10);
    await expect(main(page).getByRole('heading', { name: 'Your websites' })).toBeFocused();
    // Ten websites fit on one page, so there is nothing to page through.
    await expect(pagination(page)).toHaveCount(0);
  });

  test('the tests list starts empty, offers a new test, and lists a test with its status and dates', async ({
    page,
  }) => {
    await createAccount(page, 'tester');
    await page.goto('/user/tests');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tests');
    await expect(main(page).getByRole('link', { name: 'New test' })).toHaveAttribute('href', '/user/tests/new');
    await expect(main(page).getByText('None found')).toBeVisible();

    const websiteId = await createWebsite(page, 'Shop', 'https://shop.example');
    const pageId = await createPage(page, websiteId, 'Pricing', '/pricing');
    const { goals } = await graphql<{ goals: { id: string }[] }>(page, 'query Goals { goals { id } }', {});
    const { createTest } = await graphql<{ createTest: { insertedId: string } }>(
      page,
      'mutation CreateTest($input: CreateTestInput!) { createTest(input: $input) { insertedId } }',
      {
        input: {
          name: 'Pricing headline',
          pageId,
          goalId: goals[0]?.id,
          // Midday UTC, so the dates read the same in any browser time zone.
          startDate: '2030-03-04T12:00:00.000Z',
          endDate: '2030-04-05T12:00:00.000Z',
          maxCases: 100,
        },
      },
    );

    await page.reload();
    const tests = table(page, 'Your tests');
    const row = rowOf(tests, 'Pricing headline');
    await expect(row.getByRole('link', { name: 'Pricing headline' })).toHaveAttribute(
      'href',
      `/user/tests/${createTest.insertedId}`,
    );
    await expect(row.getByRole('cell')).toHaveText([
      'https://shop.example/pricing',
      'Inactive',
      'No sessions yet',
      '04/03/2030',
      '05/04/2030',
      '0',
    ]);
  });
});
