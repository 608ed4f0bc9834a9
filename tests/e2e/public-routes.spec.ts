import { expect, test } from '@playwright/test';
import { indexablePaths, unlistedPaths } from '../../web/app/routes/site-paths';

/**
 * Every public page of SPEC §2, as a visitor's browser gets it: found, titled and described, with a visible h1,
 * no console errors, and no link to a page of the site that does not exist.
 */
test.describe('every public page', () => {
  const checkedLinks = new Map<string, number>();

  for (const pagePath of [...indexablePaths, ...unlistedPaths]) {
    test(pagePath, async ({ page, request }) => {
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
    });
  }
});
