import { expect, test, type Browser, type Page } from '@playwright/test';
import { trackingServer } from '../../playwright.config';
import { demoOwner, demoOwnerApi, demoTestName, visitorIn, type DemoOwnerApi } from './support/demo-owner-api';
import { logIn } from './support/new-account';

/**
 * The tracking script on a customer's site: the demo shop, served on a second origin by the tracking server, with
 * the seeded demo owner's live test (green or orange buy buttons, 50/50) and tests this journey adds. The demo
 * owner starts with `sessionLevel` sessions, and the journey spends them one visitor at a time, down to zero.
 */
test.describe.configure({ mode: 'serial' });

const green = 'rgb(47, 125, 50)';
const orange = 'rgb(194, 65, 12)';
const red = 'rgb(190, 18, 60)';
const shop = trackingServer.shopUrl;

let owner: DemoOwnerApi;
let demoTestId = '';
const graphql = <Data>(query: string, variables: Record<string, unknown> = {}): Promise<Data> =>
  owner.graphql<Data>(query, variables);

const sessionsLeft = async (): Promise<number> =>
  (await graphql<{ me: { testSessionsRemaining: number } }>('query { me { testSessionsRemaining } }')).me
    .testSessionsRemaining;

/** A test on a new page of the demo shop whose single variant takes all the traffic, switched on. */
async function addLiveTest(
  path: string,
  change: { cssCode?: string; jsCode?: string; pageRedirectUrl?: string },
  targetDevices: string[] = [],
): Promise<string> {
  const { websites } = await graphql<{ websites: { websites: { id: string; url: string }[] } }>(
    'query { websites(limit: 10) { websites { id url } } }',
  );
  const websiteId = websites.websites.find((w) => w.url === shop)?.id;
  const { createPage } = await graphql<{ createPage: { insertedId: string } }>(
    'mutation($url: String!, $websiteId: ID!) { createPage(url: $url, name: "E2E page", websiteId: $websiteId) { insertedId } }',
    { url: path, websiteId },
  );
  const day = 86_400_000;
  const { createTest } = await graphql<{ createTest: { insertedId: string } }>(
    'mutation($input: CreateTestInput!) { createTest(input: $input) { insertedId } }',
    {
      input: {
        pageId: createPage.insertedId,
        name: `E2E test ${path.replace(/[^a-z]+/gi, ' ').trim()}`,
        goalId: '1',
        startDate: new Date(Date.now() - day).toISOString(),
        endDate: new Date(Date.now() + 30 * day).toISOString(),
        maxCases: 100,
        targetDevices,
      },
    },
  );
  const testId = createTest.insertedId;
  const { createTestVariant } = await graphql<{ createTestVariant: { id: string } }>(
    'mutation($input: CreateTestVariantInput!) { createTestVariant(input: $input) { id } }',
    { input: { testId, name: 'Variant B', rebalance: true, ...change } },
  );
  const { testVariants } = await graphql<{ testVariants: { id: string; isControl: boolean }[] }>(
    'query($id: ID!) { testVariants(id: $id) { id isControl } }',
    { id: testId },
  );
  const control = testVariants.find((v) => v.isControl)?.id;
  await graphql('mutation($input: SetTrafficAllocationsInput!) { setTrafficAllocations(input: $input) { id } }', {
    input: {
      testId,
      allocations: [
        { variantId: control, trafficAllocation: 0 },
        { variantId: createTestVariant.id, trafficAllocation: 100 },
      ],
    },
  });
  await graphql('mutation($id: ID!) { activateTest(id: $id) { id } }', { id: testId });
  return testId;
}

/** A new browser (no storage) for one visitor, optionally with their visitor id already stored by an earlier visit. */
async function visitor(browser: Browser, options: { id?: string; width?: number } = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: options.width ?? 1280, height: 800 } });
  if (options.id !== undefined) {
    await context.addInitScript((id) => window.localStorage.setItem('splitpenny_visitor', id), options.id);
  }
  return context.newPage();
}

const background = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => getComputedStyle(el).backgroundColor);
const colour = (page: Page, selector: string) => page.locator(selector).evaluate((el) => getComputedStyle(el).color);

test.beforeAll(async ({ playwright }) => {
  owner = await demoOwnerApi(playwright, trackingServer.url);
  demoTestId = owner.demoTestId;
});

test.afterAll(async () => {
  await owner.dispose();
});

// First, while no visitor has loaded a page of the shop yet.
test('the install check: the website shows where the script was found once a visitor loads a page with it', async ({
  browser,
}) => {
  const ownerPage = await browser.newPage({ baseURL: trackingServer.url });
  await logIn(ownerPage, demoOwner);
  await ownerPage.goto('/user/websites');
  const row = ownerPage.getByRole('table', { name: 'Your websites' }).getByRole('row').filter({ hasText: shop });
  await expect(row.getByText('Not seen yet')).toBeVisible();
  // Its install card is open, with its own tag to copy.
  const card = ownerPage.getByRole('group').filter({ hasText: 'Penny Plants (demo shop)' });
  await expect(
    card.getByRole('heading', { name: 'Install the tracking script on Penny Plants (demo shop)' }),
  ).toBeVisible();
  await expect(card.getByLabel('Plain tracking script tag', { exact: true })).toContainText('data-site="');
  await expect(card.getByRole('button', { name: 'Copy the tracking script loader' })).toBeVisible();

  // A visitor arrives on a page with no test, from an ad: nothing is charged, and only the page is reported.
  const page = await visitor(browser);
  const sighting = page.waitForRequest((request) => request.url().endsWith('/api/track/seen'));
  await page.goto(`${shop}/products?utm_source=e2e`);
  const told = JSON.parse((await sighting).postData() ?? '{}') as { site?: string; page?: string };
  // Nothing of the visit: the website and the page without its query.
  expect(Object.keys(told)).toEqual(['site', 'page']);
  expect(told.page).toBe(`${shop}/products`);
  await page.context().close();

  await expect(async () => {
    await ownerPage.reload();
    await expect(row).toContainText(`Script found on ${shop}/products, just now`, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  // Seen, its card starts folded: the tag stays a click away.
  await expect(card.getByLabel('Plain tracking script tag', { exact: true })).toBeHidden();
  await expect(card).toContainText(`Script found on ${shop}/products`);
  expect(await sessionsLeft()).toBe(trackingServer.sessionLevel);
  await ownerPage.close();
});

/**
 * A config that a busy machine answers after the loader's fail-open leaves a view on the original, and enrols nobody
 * (by design): the visitor's next view gets the variant. Comes back for up to three more views until `shown`.
 */
async function comeBackUntil(page: Page, shown: () => Promise<boolean>): Promise<void> {
  for (let view = 0; view < 3 && !(await shown()); view += 1) {
    await page.waitForTimeout(700);
    if (!(await shown())) await page.reload();
  }
}

test('the demo shop runs the seeded test, spending one session per new visitor, down to zero', async ({ browser }) => {
  // One long journey: a dozen visitors, then a purchase; on a busy machine it outlasts the default 30 s.
  test.setTimeout(120_000);
  await test.step('a QA preview forces variant B and costs nothing', async () => {
    expect(await sessionsLeft()).toBe(trackingServer.sessionLevel);
    const page = await visitor(browser);
    await page.goto(`${shop}/?splitpenny_variant=1`);
    await expect.poll(() => background(page, '#cta')).toBe(orange);
    await page.waitForTimeout(500);
    expect(await sessionsLeft()).toBe(trackingServer.sessionLevel);
    await page.context().close();
  });

  await test.step("the owner's Preview link opens the shop in a new tab with variant B, enrolling nobody", async () => {
    const ownerPage = await browser.newPage({ baseURL: trackingServer.url });
    await logIn(ownerPage, demoOwner);
    await ownerPage.goto(`/user/tests/${demoTestId}`);
    const preview = ownerPage.getByRole('main').getByRole('link', { name: 'Preview variant B' });
    const { testVariants } = await graphql<{ testVariants: { id: string; variantNo: number }[] }>(
      'query($id: ID!) { testVariants(id: $id) { id variantNo } }',
      { id: demoTestId },
    );
    const variantB = testVariants.find((variant) => variant.variantNo === 1)?.id ?? '';
    await expect(preview).toHaveAttribute('href', `${shop}/?splitpenny_variant=${variantB}`);
    const enrolments: string[] = [];
    ownerPage.context().on('request', (request) => {
      if (request.url().includes('/api/track/enrol')) enrolments.push(request.url());
    });
    const [shown] = await Promise.all([ownerPage.context().waitForEvent('page'), preview.click()]);
    await expect(shown).toHaveURL(`${shop}/?splitpenny_variant=${variantB}`);
    await expect.poll(() => background(shown, '#cta')).toBe(orange);
    await shown.waitForTimeout(500);
    expect(enrolments).toEqual([]);
    expect(await sessionsLeft()).toBe(trackingServer.sessionLevel);
    await ownerPage.context().close();
  });

  await test.step('a visitor assigned to variant B sees its CSS and is charged once, also on return', async () => {
    const id = visitorIn(demoTestId, 1);
    const page = await visitor(browser, { id });
    await page.goto(`${shop}/`);
    await comeBackUntil(page, async () => (await background(page, '#cta')) === orange);
    await expect.poll(() => background(page, '#cta')).toBe(orange);
    await expect.poll(sessionsLeft).toBe(trackingServer.sessionLevel - 1);
    await page.reload();
    await expect.poll(() => background(page, '#cta')).toBe(orange);
    await page.waitForTimeout(500);
    expect(await sessionsLeft()).toBe(trackingServer.sessionLevel - 1);
    await page.context().close();
  });

  await test.step('a visitor in the control sees the original and is charged', async () => {
    const page = await visitor(browser, { id: visitorIn(demoTestId, 0) });
    await page.goto(`${shop}/`);
    // Like the variant: a config later than the fail-open enrols nobody on that view, so the visitor comes back.
    await comeBackUntil(page, async () => (await sessionsLeft()) === trackingServer.sessionLevel - 2);
    await expect.poll(sessionsLeft).toBe(trackingServer.sessionLevel - 2);
    expect(await background(page, '#cta')).toBe(green);
    await page.context().close();
  });

  const redirectTest = await addLiveTest('/products', { pageRedirectUrl: `${shop}/spa` });
  expect(redirectTest).not.toBe('');
  await test.step('a redirect variant sends the visitor on, keeping the query, and is charged', async () => {
    const page = await visitor(browser);
    await page.goto(`${shop}/products?utm_source=e2e`);
    await comeBackUntil(page, async () => page.url().startsWith(`${shop}/spa`));
    await expect(page).toHaveURL(`${shop}/spa?utm_source=e2e`);
    await expect(page.locator('#spa-title')).toHaveText('Welcome to the Penny Plants app');
    await expect.poll(sessionsLeft).toBe(trackingServer.sessionLevel - 3);
    await page.context().close();
  });

  await addLiveTest(
    '/spa/about',
    {
      cssCode: `#spa-title { color: ${red}; }`,
      jsCode: "var b = document.querySelector('#spa-cta'); if (b) b.textContent = 'Shop the sale';",
    },
    ['DESKTOPS'],
  );
  await test.step('a mobile-sized viewport skips a desktop-only test and is not charged', async () => {
    const page = await visitor(browser, { width: 390 });
    await page.goto(`${shop}/spa/about`);
    await expect(page.locator('#spa-title')).toHaveText('About Penny Plants');
    await page.waitForTimeout(800);
    expect(await colour(page, '#spa-title')).not.toBe(red);
    await expect(page.locator('#spa-cta')).toHaveText('Start shopping');
    expect(await sessionsLeft()).toBe(trackingServer.sessionLevel - 3);
    await page.context().close();
  });

  await test.step('a single-page navigation applies the variant, and re-applies it when the app re-renders', async () => {
    const page = await visitor(browser);
    // The route change comes once the site's tests are known: a config still on its way when the visitor moves on
    // leaves that route on the original, by design, which a busy machine would otherwise make of this step.
    const config = page.waitForResponse((response) => response.url().includes('/api/track/script.js'));
    await page.goto(`${shop}/spa`);
    await config;
    await expect(page.locator('#spa-title')).toHaveText('Welcome to the Penny Plants app');
    await page.locator('[data-spa-link][href="/spa/about"]').first().click();
    await expect(page).toHaveURL(`${shop}/spa/about`);
    await expect.poll(() => colour(page, '#spa-title')).toBe(red);
    await expect(page.locator('#spa-cta')).toHaveText('Shop the sale');
    await expect.poll(sessionsLeft).toBe(trackingServer.sessionLevel - 4);

    // The app renders the same route again, replacing the elements the variant's JavaScript changed.
    const before = await page.locator('#spa-cta').elementHandle();
    await page.locator('[data-spa-link][href="/spa/about"]').first().click();
    await expect.poll(() => before?.evaluate((el) => el.isConnected)).toBe(false);
    await expect(page.locator('#spa-cta')).toHaveText('Shop the sale');
    expect(await colour(page, '#spa-title')).toBe(red);

    // Back to a page without the test: its CSS goes; and on return it applies again, charging nothing more.
    await page.locator('[data-spa-link][href="/spa"]').first().click();
    await expect(page.locator('#spa-title')).toHaveText('Welcome to the Penny Plants app');
    await expect.poll(() => colour(page, '#spa-title')).not.toBe(red);
    await page.locator('[data-spa-link][href="/spa/about"]').first().click();
    await expect.poll(() => colour(page, '#spa-title')).toBe(red);
    await expect(page.locator('#spa-cta')).toHaveText('Shop the sale');
    await page.waitForTimeout(500);
    expect(await sessionsLeft()).toBe(trackingServer.sessionLevel - 4);
    await page.context().close();
  });

  await test.step('the last session goes to the next new visitor', async () => {
    const page = await visitor(browser, { id: visitorIn(demoTestId, 1) });
    await page.goto(`${shop}/`);
    await expect.poll(() => background(page, '#cta')).toBe(orange);
    await expect.poll(sessionsLeft).toBe(0);
    await page.context().close();
  });

  await test.step('at zero sessions the next visitor sees the original and is not charged', async () => {
    const page = await visitor(browser, { id: visitorIn(demoTestId, 1) });
    await page.goto(`${shop}/`);
    await page.waitForTimeout(800);
    expect(await background(page, '#cta')).toBe(green);
    expect(await sessionsLeft()).toBe(0);
    await page.context().close();
  });

  const owner = await browser.newPage({ baseURL: trackingServer.url });
  await test.step('the owner sees the test paused for want of sessions on every screen, not "active"', async () => {
    await logIn(owner, demoOwner);
    await owner.goto('/user/tests');
    const row = owner.getByRole('row').filter({ hasText: demoTestName });
    await expect(row.getByText('Paused — out of sessions')).toBeVisible();
    await expect(row.getByRole('link', { name: 'Buy sessions' })).toHaveAttribute('href', '/pricing');
    await owner.goto(`/user/tests?status=OUT_OF_SESSIONS`);
    await expect(owner.getByRole('combobox', { name: 'Filter by status' })).toHaveValue('OUT_OF_SESSIONS');
    await expect(owner.getByRole('row').filter({ hasText: demoTestName })).toBeVisible();
    await owner.goto(`/user/tests/${demoTestId}`);
    await expect(owner.getByText('Paused — out of sessions')).toBeVisible();
    await owner.goto(`/user/tests/${demoTestId}/results`);
    await expect(owner.getByText('Paused — out of sessions')).toBeVisible();
    await expect(owner.getByText('Running', { exact: true })).toHaveCount(0);
  });

  await test.step('the owner, out of sessions, cancels a purchase on the local checkout: nothing changes', async () => {
    await owner.goto('/pricing');
    await owner.getByLabel('Sessions to buy').fill('5000');
    await owner.getByRole('button', { name: 'Buy 5,000 sessions for £25.00' }).click();
    await expect(owner.getByRole('note')).toHaveText(/^Test mode: no real payment is taken\./);
    await owner.getByRole('button', { name: 'Cancel' }).click();
    await expect(owner).toHaveURL(/\/payment-cancelled\?checkout=/);
    await expect(owner.getByTestId('payment-cancelled')).toBeVisible();
    expect(await sessionsLeft()).toBe(0);
  });

  await test.step('then buys 5,000 sessions, and the paused test resumes for the next visitor', async () => {
    await owner.goto('/pricing');
    await owner.getByLabel('Sessions to buy').fill('5000');
    await owner.getByRole('button', { name: 'Buy 5,000 sessions for £25.00' }).click();
    await expect(owner.getByRole('heading', { level: 1 })).toHaveText('Splitpenny checkout');
    await owner.getByRole('button', { name: 'Pay £25.00' }).click();
    await expect(owner).toHaveURL(/\/payment-success\?checkout=/);
    await expect(owner.getByTestId('payment-confirmed')).toHaveText(
      '5,000 sessions were added to your account. You now have 5,000 sessions; tests paused for want of sessions carry on by themselves.',
    );
    expect(await sessionsLeft()).toBe(5_000);

    // A page's config is served from memory for up to TRACKING_CONFIG_CACHE_MS (1 s): the test is back after that.
    await owner.waitForTimeout(1_100);
    const page = await visitor(browser, { id: visitorIn(demoTestId, 1) });
    await page.goto(`${shop}/`);
    await expect.poll(() => background(page, '#cta')).toBe(orange);
    await expect.poll(sessionsLeft).toBe(4_999);
    await page.context().close();
    await owner.goto(`/user/tests/${demoTestId}/results`);
    await expect(owner.getByText('Running', { exact: true })).toBeVisible();
  });

  await test.step('the owner stops the test: visitors see the original and are not charged', async () => {
    await owner.getByRole('button', { name: 'Stop the test' }).click();
    await owner.getByRole('dialog').getByRole('button', { name: 'Stop the test' }).click();
    await expect(owner.getByText('The test is stopped: visitors see the original page.').first()).toBeVisible();
    await expect(owner.getByText('Stopped', { exact: true })).toBeVisible();
    await owner.waitForTimeout(1_100);
    const page = await visitor(browser, { id: visitorIn(demoTestId, 1, 'stopped') });
    await page.goto(`${shop}/`);
    await page.waitForTimeout(800);
    expect(await background(page, '#cta')).toBe(green);
    expect(await sessionsLeft()).toBe(4_999);
    await page.context().close();
  });

  await test.step('then ships B: every new visitor sees it, even one the test put in A, and none is charged', async () => {
    await owner.getByLabel('Variant to ship').selectOption({ index: 0 });
    await owner.getByRole('button', { name: 'Ship B' }).click();
    await owner.getByRole('dialog').getByRole('button', { name: 'Ship B' }).click();
    await expect(owner.getByText('Winner shipped', { exact: true })).toBeVisible();
    await owner.waitForTimeout(1_100);
    for (const arm of [0, 1]) {
      const page = await visitor(browser, { id: visitorIn(demoTestId, arm, 'shipped') });
      await page.goto(`${shop}/`);
      await expect.poll(() => background(page, '#cta')).toBe(orange);
      await page.waitForTimeout(500);
      await page.context().close();
    }
    expect(await sessionsLeft()).toBe(4_999);
    await owner.goto('/user/tests');
    await expect(owner.getByRole('row').filter({ hasText: demoTestName }).getByText('Winner shipped')).toBeVisible();
  });

  await test.step('and undoes it: visitors see the original page again', async () => {
    await owner.goto(`/user/tests/${demoTestId}/results`);
    await owner.getByRole('button', { name: 'Undo shipping' }).click();
    await owner.getByRole('dialog').getByRole('button', { name: 'Undo shipping' }).click();
    await expect(owner.getByText('Stopped', { exact: true })).toBeVisible();
    await owner.waitForTimeout(1_100);
    const page = await visitor(browser, { id: visitorIn(demoTestId, 0, 'unshipped') });
    await page.goto(`${shop}/`);
    await page.waitForTimeout(800);
    expect(await background(page, '#cta')).toBe(green);
    await page.context().close();
  });
  await owner.close();
});
