import { expect, test, type Page } from '@playwright/test';
import { formatPence } from '../../web/app/format/format-money';
import { waitForTheApp } from './support/app-ready';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const footerNav = (page: Page) => page.getByRole('navigation', { name: 'Footer' });
const main = (page: Page) => page.getByRole('main');

test.describe('the site shell, logged out', () => {
  test('the home page shows the header, the footer and its own title, description and canonical link', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('A/B testing you pay for by the visitor');
    for (const label of ['Home', 'Pricing', 'Services', 'About', 'Login']) {
      await expect(mainNav(page).getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    const footerLinks = ['Contact', 'Support', 'Affiliates', 'Partnerships', 'Free Guide', 'Blog', 'Terms', 'Privacy'];
    for (const label of [...footerLinks, 'Cookies']) {
      await expect(footerNav(page).getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(page.getByText('© 2025 Splitpenny')).toBeVisible();
    await expect(page).toHaveTitle('Splitpenny: Pay-as-you-go A/B testing for website owners');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /one script tag/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });

  test('the home page lists the goals it reads from the API', async ({ page }) => {
    await page.goto('/');
    const goals = page.getByRole('list', { name: 'Goals you can test for' });
    await expect(goals.getByRole('listitem')).toHaveText([
      'bounce rate',
      'button clicks',
      'clicks',
      'form submissions',
      'scroll depth',
      'time on page',
    ]);
  });

  test('the home page shows a results page, the install snippet and the price /pricing quotes', async ({
    page,
    request,
  }) => {
    const response = await request.post('/graphql', {
      data: { query: '{ sessionPrices { tiers { pencePer1000 } } }' },
    });
    const { data } = (await response.json()) as { data: { sessionPrices: { tiers: { pencePer1000: number }[] } } };
    const firstRate = formatPence(data.sessionPrices.tiers[0]?.pencePer1000 ?? 0);

    await page.goto('/');
    const example = page.getByRole('figure', { name: /An example results page/ });
    await expect(example.getByTestId('results-verdict')).toContainText('B beats A with over 99% probability');
    await expect(example.getByRole('table', { name: 'Clicks per session, each variant against A' })).toBeVisible();
    await expect(example.getByRole('img', { name: /Lift over A with its 95% interval/ })).toBeVisible();

    const snippet = main(page).getByLabel('The tracking script loader');
    await expect(snippet).toContainText('https://splitpenny.example/api/track/script.js?site=WEBSITE_ID');

    await expect(main(page).getByText(`${firstRate} per 1,000 sessions`)).toBeVisible();
    await main(page).getByRole('link', { name: 'See every price' }).click();
    await expect(page).toHaveURL('/pricing');
    await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText(firstRate);
  });

  test('a footer link opens its page at the top and reports a page view', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 480 });
    await page.goto('/');
    await expect(page.getByRole('list', { name: 'Goals you can test for' })).toBeVisible();
    // The prerendered page shows its links at once; the app, which navigates without reloading, takes over after.
    await waitForTheApp(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await footerNav(page).getByRole('link', { name: 'Contact', exact: true }).click();

    await expect(page).toHaveURL('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us');
    await expect(page).toHaveTitle('Contact us | Splitpenny');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/contact$/);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const pageViews = await page.evaluate(() => window.dataLayer);
    expect(pageViews).toEqual([
      expect.objectContaining({ event: 'page_view', page_path: '/' }),
      expect.objectContaining({ event: 'page_view', page_path: '/contact', page_title: 'Contact us | Splitpenny' }),
    ]);
  });

  test('the free test sessions page explains the monthly top-up', async ({ page }) => {
    await page.goto('/free-topup');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('1,000 free test sessions, every month');
    await expect(page.getByText('An account with 150 sessions left gains 850')).toBeVisible();
    await expect(page.getByText('Tests pause at zero.')).toBeVisible();
    await expect(page).toHaveTitle('Free test sessions every month | Splitpenny');
  });

  test('an unknown path shows the not-found page, kept out of search results', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page).toHaveTitle('Page not found | Splitpenny');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expect(mainNav(page)).toBeVisible();
  });

  test("the not-found page's Back button returns to the previous page", async ({ page }) => {
    await page.goto('/contact');
    await page.goto('/no-such-page');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL('/contact');
  });

  test('a page that is slow to arrive shows the full-page loading indicator', async ({ page }) => {
    await page.goto('/');
    await waitForTheApp(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/contact-page-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await footerNav(page).getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page.getByRole('status')).toHaveText('Loading…');
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu opens and closes with its toggle, and closes after choosing a page', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(mainNav(page)).toBeHidden();

    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(mainNav(page)).toBeVisible();

    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(mainNav(page)).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await mainNav(page).getByRole('link', { name: 'Home', exact: true }).click();
    await expect(mainNav(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('signed in (account cookies present)', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    const cookie = (name: string, value: string) => ({ name, value, url: baseURL ?? '' });
    await context.addCookies([
      cookie('accountId', 'user-1'),
      cookie('accountToken', 'token-abc'),
      cookie('accountEmail', 'owner@example.com'),
      cookie('accountCardNearingExpiry', 'false'),
    ]);
  });

  test('the header offers the signed-in menu and every API call carries the bearer token', async ({ page }) => {
    // /pricing asks the API for the prices as it opens (the home page asks nothing: its goals come in its HTML).
    const authorization = page.waitForRequest((request) => request.url().endsWith('/graphql'));
    await page.goto('/pricing');
    for (const label of ['Home', 'Tests', 'Websites', 'My Account', 'Buy Sessions', 'Services']) {
      await expect(mainNav(page).getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(mainNav(page).getByRole('link', { name: 'Websites' })).toHaveAttribute('href', '/user/websites');
    await expect(mainNav(page).getByRole('link', { name: 'Buy Sessions' })).toHaveAttribute('href', '/pricing');
    expect((await authorization).headers()['authorization']).toBe('Bearer token-abc');
  });

  test('Log out clears the account cookies and goes to /login', async ({ page, context }) => {
    await page.goto('/');
    await mainNav(page).getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL('/login');
    await expect(mainNav(page).getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    const names = (await context.cookies()).map((c) => c.name);
    expect(names.filter((name) => name.startsWith('account'))).toEqual([]);
  });
});
