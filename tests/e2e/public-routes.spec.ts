import { expect, test, type Browser, type Page } from '@playwright/test';
import { paygVariantPaths } from '../../web/app/routes/marketing-paths';
import { indexablePaths, unlistedPaths } from '../../web/app/routes/site-paths';

/** The landing page variants name the main landing page as the one to index. */
const canonicalPath = (pagePath: string) => (paygVariantPaths.includes(pagePath) ? '/payg-based-ab-testing' : pagePath);

/** The page as a crawler or a browser without JavaScript gets it: only the HTML the server sent. */
async function withoutJavaScript<T>(browser: Browser, pagePath: string, read: (page: Page) => Promise<T>) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const response = await page.goto(pagePath);
    return { status: response?.status(), read: await read(page) };
  } finally {
    await context.close();
  }
}

/**
 * Every public page of SPEC §2, as a visitor's browser gets it: found, titled and described, with a visible h1,
 * no console errors, and no link to a page of the site that does not exist. Without JavaScript, the same page
 * has the same title, description, canonical link and h1, from the prerendered HTML alone.
 */
test.describe('every public page', () => {
  const checkedLinks = new Map<string, number>();

  for (const pagePath of [...indexablePaths, ...unlistedPaths]) {
    test(pagePath, async ({ page, request, browser, baseURL }) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));

      const response = await page.goto(pagePath);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page).toHaveTitle(/\S.* \| Splitpenny$|^Splitpenny: \S/);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length ?? 0).toBeGreaterThan(30);

      const hrefs = await page
        .locator('a[href^="/"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      for (const href of new Set(hrefs.map((href) => href.split('#')[0] ?? '').filter((href) => href !== ''))) {
        if (!checkedLinks.has(href)) {
          const linked = await request.get(href, { headers: { accept: 'text/html' } });
          checkedLinks.set(href, linked.status());
        }
        expect(checkedLinks.get(href), `${pagePath} links to ${href}`).toBe(200);
      }
      expect(errors).toEqual([]);

      const readHead = (from: Page) =>
        Promise.all([
          from.title(),
          from.locator('meta[name="description"]').getAttribute('content'),
          from.locator('link[rel="canonical"]').getAttribute('href'),
          from.locator('meta[name="robots"]').count(),
          from.getByRole('heading', { level: 1 }).innerText(),
        ]);
      const withScript = await readHead(page);
      expect(withScript[2]).toBe(new URL(canonicalPath(pagePath), baseURL).href);
      const withoutScript = await withoutJavaScript(browser, pagePath, async (staticPage) => {
        await expect(staticPage.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(staticPage.getByRole('region', { name: 'Cookies' })).toBeHidden();
        return readHead(staticPage);
      });
      expect(withoutScript).toEqual({ status: 200, read: withScript });
    });
  }

  test('before the app takes a prerendered form over, nothing can be typed or sent', async ({ browser }) => {
    const { read } = await withoutJavaScript(browser, '/login', async (staticPage) => {
      await expect(staticPage.getByRole('button', { name: 'Log in' })).toBeDisabled();
      await staticPage.getByLabel('Email address').pressSequentially('someone@example.com');
      await staticPage.getByLabel('Password', { exact: true }).press('Enter');
      return { value: await staticPage.getByLabel('Email address').inputValue(), url: staticPage.url() };
    });
    expect(read.value).toBe('');
    expect(new URL(read.url).search).toBe('');
  });

  test('a path with no page is a 404 that says so, with or without JavaScript', async ({ page, browser }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found | Splitpenny');
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    const withoutScript = await withoutJavaScript(browser, '/no-such-page', (staticPage) =>
      staticPage.getByRole('heading', { level: 1 }).innerText(),
    );
    expect(withoutScript).toEqual({ status: 404, read: 'Page not found' });
  });
});
