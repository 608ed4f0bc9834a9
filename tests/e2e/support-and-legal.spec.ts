import { expect, test, type Page } from '@playwright/test';

const footerNav = (page: Page) => page.getByRole('navigation', { name: 'Footer' });
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

const guides = [
  ['Installing the tracking script', '/support/script-setup'],
  ['Checking that the tracking script works', '/support/script-verification'],
  ['Creating your first A/B test', '/support/test-creation/guide'],
  ['Testing images: examples', '/support/test-examples/images'],
  ['Testing forms: examples', '/support/test-examples/forms'],
] as const;

const legalDocuments = [
  ['/terms', 'Terms of service'],
  ['/affiliate-terms', 'Affiliate programme terms'],
  ['/privacy', 'Privacy policy'],
  ['/data-processing-agreement', 'Data processing agreement'],
  ['/legitimate-interests-assessment', 'Legitimate interests assessment'],
  ['/legal-guidance', 'Legal guidance for customers'],
  ['/cookie-policy', 'Cookie policy'],
] as const;

// The cookie banner is answered already: these journeys are about the pages, not the banner over the footer.
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookieConsent', value: 'essential', url: baseURL ?? '' }]);
});

test.describe('support and legal pages', () => {
  test("the footer's Support, Terms, Privacy and Cookies links open their pages", async ({ page }) => {
    await page.goto('/');
    for (const [link, path, title] of [
      ['Support', '/support', 'Support'],
      ['Terms', '/terms', 'Terms of service'],
      ['Privacy', '/privacy', 'Privacy policy'],
      ['Cookies', '/cookie-policy', 'Cookie policy'],
    ] as const) {
      await footerNav(page).getByRole('link', { name: link, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(heading(page)).toHaveText(title);
      await expect(page).toHaveTitle(`${title} | Splitpenny`);
    }
  });

  test('/support lists the five guides, and each opens with its own heading', async ({ page }) => {
    await page.goto('/support');
    await expect(heading(page)).toHaveText('Support');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/support$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: 'Common questions' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'contact page' })).toHaveAttribute('href', '/contact');
    const list = main.getByRole('region', { name: 'Guides' });
    await expect(list.getByRole('link')).toHaveCount(guides.length);
    for (const [title, path] of guides) {
      await expect(list.getByRole('link', { name: title, exact: true })).toHaveAttribute('href', path);
    }
    for (const [title, path] of guides) {
      await page.goto('/support');
      await page.getByRole('region', { name: 'Guides' }).getByRole('link', { name: title, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(heading(page)).toHaveText(title);
      await expect(page).toHaveTitle(`${title} | Splitpenny`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    }
  });

  test('the script-setup guide shows the snippet to paste, naming the website with data-site', async ({ page }) => {
    await page.goto('/support/script-setup');
    await expect(heading(page)).toHaveText('Installing the tracking script');
    const snippet = page
      .getByRole('main')
      .locator('pre code')
      .filter({ hasText: '<script src="https://APP/scripts/tracking/track.js" data-site="WEBSITE_ID"></script>' })
      .first();
    await expect(snippet).toBeVisible();
  });

  test('a link inside a guide opens its page in the app', async ({ page }) => {
    await page.goto('/support/script-setup');
    await page.getByRole('main').getByRole('link', { name: 'Check that the script works' }).click();
    await expect(page).toHaveURL('/support/script-verification');
    await expect(heading(page)).toHaveText('Checking that the tracking script works');
  });

  for (const [path, title] of legalDocuments) {
    test(`${path} has its heading and the date it was last updated`, async ({ page }) => {
      await page.goto(path);
      await expect(heading(page)).toHaveText(title);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page).toHaveTitle(`${title} | Splitpenny`);
      await expect(page.getByText('Last updated: 21/11/2026')).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
    });
  }
});
