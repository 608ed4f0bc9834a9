import { expect, test, type Page } from '@playwright/test';

const footerNav = (page: Page) => page.getByRole('navigation', { name: 'Footer' });
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test.describe('the affiliate programme pages', () => {
  test('/affiliates explains the programme, states its rules and links onwards', async ({ page }) => {
    await page.goto('/affiliates');
    await expect(heading(page)).toHaveText('Earn 30% of every payment from the people you refer');
    await expect(page).toHaveTitle('Affiliate programme | Splitpenny');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/affiliates$/);
    const main = page.getByRole('main');
    await expect(main).toContainText('30%');
    await expect(main).toContainText('Payout threshold: $10 USD.');
    await expect(main).toContainText('£10.00');
    await expect(main).toContainText('?ref=');
    await expect(main.getByRole('link', { name: 'Join the affiliate programme' })).toHaveAttribute(
      'href',
      '/affiliates/register',
    );
    await expect(main.getByRole('link', { name: 'Log in as an affiliate' })).toHaveAttribute(
      'href',
      '/affiliates/login',
    );
    for (const [name, href] of [
      ['Affiliate programme FAQ', '/affiliates/faq'],
      ['Affiliate programme terms', '/affiliate-terms'],
      ['Partnerships for agencies, consultants and platforms', '/partnerships'],
    ] as const) {
      await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
  });

  test('the Join button opens the affiliate sign-up page', async ({ page }) => {
    await page.goto('/affiliates');
    await page.getByRole('main').getByRole('link', { name: 'Join the affiliate programme' }).click();
    await expect(page).toHaveURL('/affiliates/register');
    await expect(heading(page)).toHaveText('Join the affiliate programme');
  });

  test('/affiliates/faq has one heading per question and a list to jump to them', async ({ page }) => {
    await page.goto('/affiliates/faq');
    await expect(heading(page)).toHaveText('Affiliate programme: frequently asked questions');
    await expect(page).toHaveTitle('Affiliate programme FAQ | Splitpenny');
    await expect(page.getByRole('heading', { level: 2, name: 'What counts as a referral?' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'What is the payout threshold?' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Payout threshold: $10 USD.');

    await page
      .getByRole('navigation', { name: 'Questions' })
      .getByRole('link', { name: 'What happens if a referred customer gets a refund?' })
      .click();
    await expect(page).toHaveURL(/\/affiliates\/faq#refunds$/);
    await expect(
      page.getByRole('heading', { name: 'What happens if a referred customer gets a refund?' }),
    ).toBeInViewport();
  });

  test('/affiliate-terms is a dated legal page in numbered sections', async ({ page }) => {
    await page.goto('/affiliate-terms');
    await expect(heading(page)).toHaveText('Affiliate programme terms');
    await expect(page).toHaveTitle('Affiliate programme terms | Splitpenny');
    await expect(page.getByText('Last updated: 21/11/2026')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '1. About these terms' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '5. Commission' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Payout threshold: $10 USD.');
  });

  test('/partnerships offers referral, agency and integration partnerships', async ({ page }) => {
    await page.goto('/partnerships');
    await expect(heading(page)).toHaveText('Partner with Splitpenny');
    await expect(page).toHaveTitle('Partnerships | Splitpenny');
    for (const name of ['Referral partnerships', 'Agency partnerships', 'Integration partnerships']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(page.getByRole('main').getByRole('link', { name: 'Contact us', exact: true })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  test("the footer's Affiliates and Partnerships links reach their pages", async ({ page }) => {
    await page.goto('/');
    await footerNav(page).getByRole('link', { name: 'Affiliates', exact: true }).click();
    await expect(page).toHaveURL('/affiliates');
    await expect(heading(page)).toHaveText('Earn 30% of every payment from the people you refer');

    await footerNav(page).getByRole('link', { name: 'Partnerships', exact: true }).click();
    await expect(page).toHaveURL('/partnerships');
    await expect(heading(page)).toHaveText('Partner with Splitpenny');
    await expect(page).toHaveTitle('Partnerships | Splitpenny');
  });
});
