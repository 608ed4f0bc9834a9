import { expect, test, type Page } from '@playwright/test';
import { createAccount, uniqueEmail } from './support/new-account';

const price = (page: Page) => page.getByTestId('session-price');
const sessionsField = (page: Page) => page.getByLabel('Sessions to buy');

test.describe('pricing', () => {
  test('shows the exact price of any purchase before paying, and refuses one outside the limits', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pricing');
    await expect(page).toHaveTitle('Pricing | Splitpenny');
    await expect(price(page)).toHaveText('10,000 sessions cost £50.00');
    const tiers = page.getByRole('table', { name: /Price per 1,000 sessions/ });
    await expect(tiers.getByRole('row')).toHaveText([
      'Sessions in the purchasePrice per 1,000',
      'First 10,000 sessions£5.00',
      '10,001 to 100,000£4.00',
      'Above 100,000£3.00',
    ]);

    // 10,000 at £5.00 and 15,000 at £4.00 per 1,000.
    await sessionsField(page).fill('25000');
    await expect(price(page)).toHaveText('25,000 sessions cost £110.00');
    await page.getByRole('button', { name: '100,000' }).click();
    await expect(sessionsField(page)).toHaveValue('100,000');
    await expect(price(page)).toHaveText('100,000 sessions cost £410.00');

    await sessionsField(page).fill('999');
    await expect(
      page.getByText('The smallest purchase is 1,000 sessions: choose between 1,000 and 1,000,000.'),
    ).toBeVisible();
    await expect(price(page)).toHaveText('');
    await sessionsField(page).fill('12.5');
    await expect(page.getByText('Enter a whole number of sessions between 1,000 and 1,000,000.')).toBeVisible();

    await expect(page.getByRole('link', { name: 'Create a free account' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Buy / })).toHaveCount(0);
  });

  test("the signed-in header's Buy Sessions link opens it, with the owner's balance and a buy button", async ({
    page,
  }) => {
    await createAccount(page, uniqueEmail('pricing'));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Buy Sessions' }).click();
    await expect(page).toHaveURL('/pricing');
    await expect(page.getByTestId('pricing-balance')).toHaveText('You have 1,000 sessions left.');
    await expect(page.getByRole('link', { name: 'Create a free account' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Buy 10,000 sessions for £50.00' })).toBeVisible();
  });
});
