import { expect, test, type Page } from '@playwright/test';
import { waitForTheApp } from './support/app-ready';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const articles = (page: Page) => page.getByRole('list', { name: 'Articles' }).getByRole('listitem');

test.describe('the blog', () => {
  test('the footer opens the blog, which lists six articles newest first', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page).toHaveURL('/blog');
    await expect(heading(page)).toHaveText('Blog');
    await expect(page).toHaveTitle('Blog | Splitpenny');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blog$/);
    await expect(articles(page)).toHaveCount(6);

    const first = articles(page).first();
    await expect(first.getByRole('heading', { level: 2 })).toHaveText(
      'A/B testing with several variants: traffic, sessions and sample ratios',
    );
    await expect(first.locator('time')).toHaveAttribute('datetime', '2026-09-08');
    await expect(first.locator('time')).toHaveText('08/09/2026');
    await expect(first).toContainText(/\d+ min read/);

    const dates = await articles(page)
      .locator('time')
      .evaluateAll((times) => times.map((t) => t.getAttribute('datetime')));
    expect(dates).toEqual([...dates].sort().reverse());
  });

  test('an article shows its title, date and reading time, and links to related articles', async ({ page }) => {
    await page.goto('/blog');
    await page.getByRole('link', { name: 'A/B testing on WordPress and WooCommerce without a plugin' }).click();
    await expect(page).toHaveURL('/blog/wordpress-and-woocommerce-pluginless-ab-testing');
    await expect(heading(page)).toHaveText('A/B testing on WordPress and WooCommerce without a plugin');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page).toHaveTitle('A/B testing on WordPress and WooCommerce without a plugin | Splitpenny');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /without a plugin|no plugin/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/blog\/wordpress-and-woocommerce-pluginless-ab-testing$/,
    );
    const meta = page.locator('.blog-meta');
    await expect(meta.locator('time')).toHaveAttribute('datetime', '2026-03-14');
    await expect(meta).toContainText('14/03/2026');
    await expect(meta).toContainText(/\b[4-7] min read\b/);
    await expect(page.getByRole('main')).toContainText("add_action( 'wp_head'");
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Create a free account' }).last()).toHaveAttribute(
      'href',
      '/create-account',
    );

    const related = page.getByRole('navigation', { name: 'Related articles' });
    await expect(related.getByRole('link')).toHaveCount(3);
    await related.getByRole('link', { name: 'Improve product page conversions with A/B testing' }).click();
    await expect(page).toHaveURL('/blog/improve-product-page-conversions-with-ab-testing');
    await expect(heading(page)).toHaveText('Improve product page conversions with A/B testing');
    await expect(page).toHaveTitle('Improve product page conversions with A/B testing | Splitpenny');
  });

  test('a link inside an article body stays in the app rather than reloading it', async ({ page }) => {
    await page.goto('/blog/free-ab-testing-tool');
    await expect(heading(page)).toHaveText('A free A/B testing tool: what 1,000 free sessions a month really buy');
    await waitForTheApp(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.locator('.prose').getByRole('link', { name: 'pricing', exact: true }).first().click();
    await expect(page).toHaveURL('/pricing');
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });

  test('an unknown article shows the not-found page', async ({ page }) => {
    await page.goto('/blog/xyz');
    await expect(heading(page)).toHaveText('Page not found');
    await expect(page).toHaveTitle('Page not found | Splitpenny');
  });

  test('an article fits a 320 px wide phone', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/blog/wordpress-and-woocommerce-pluginless-ab-testing');
    await expect(heading(page)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
