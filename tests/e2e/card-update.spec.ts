import { expect, test, type Page } from '@playwright/test';
import { createAccount, uniqueEmail } from './support/new-account';

const cardShown = (page: Page) => page.getByTestId('payment-card');
const expiryBanner = (page: Page) => page.getByTestId('card-expiry-banner');

async function cardNearingExpiryCookie(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === 'accountCardNearingExpiry')?.value;
}

/** Opens a checkout for 1,000 sessions (£5.00) from /pricing and lands on the local test-mode payment page. */
async function startBuyingOneThousand(page: Page): Promise<void> {
  await page.goto('/pricing');
  await page.getByLabel('Sessions to buy').fill('1000');
  await page.getByRole('button', { name: 'Buy 1,000 sessions for £5.00' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Splitpenny checkout');
}

/** On the local card page: saves the test card with the expiry chosen, and lands on the success page. */
async function saveCard(page: Page, expiry: { month: number; year: number }): Promise<void> {
  await expect(page).toHaveURL(/\/checkout\/local\/card\//);
  await page.getByLabel('Expiry month').selectOption(String(expiry.month));
  await page.getByLabel('Expiry year').selectOption(String(expiry.year));
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page).toHaveURL('/payment-method-update-success');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your card has been updated');
}

/**
 * An expiry within the 30-day warning: this month (UTC). Only on the 1st of a 31-day month is its end more than
 * 30 days away; then last month's, an expired card, which warns as well.
 */
function expiryNearing(now: Date): { month: number; year: number } | null {
  const month = now.getUTCMonth() + 1;
  const year = now.getUTCFullYear();
  const monthEnd = Date.UTC(year, month, 1) - 1;
  if (monthEnd - now.getTime() <= 30 * 24 * 60 * 60 * 1000) return { month, year };
  return month > 1 ? { month: month - 1, year } : null;
}

const twoDigits = (month: number): string => String(month).padStart(2, '0');

test.describe('the payment card', () => {
  test('the first purchase keeps the card; an update near its expiry warns, a later one clears it, a cancelled one changes nothing', async ({
    page,
  }) => {
    const now = new Date();
    const nearing = expiryNearing(now);
    test.skip(nearing === null, 'On 1 January no expiry the card page offers is within 30 days');
    const thisYear = now.getUTCFullYear();

    await test.step('a new owner has no card yet', async () => {
      await createAccount(page, uniqueEmail('card'));
      await page.goto('/user');
      await expect(cardShown(page)).toContainText('No card saved yet');
      await expect(page.getByRole('button', { name: 'Update card' })).toHaveCount(0);
    });

    await test.step('buying 1,000 sessions keeps the test card', async () => {
      await startBuyingOneThousand(page);
      await page.getByRole('button', { name: 'Pay £5.00' }).click();
      await expect(page).toHaveURL(/\/payment-success\?checkout=/);
      await expect(page.getByTestId('payment-confirmed')).toBeVisible();
      await page.goto('/user');
      await expect(cardShown(page)).toHaveText(`Visa ending 4242, expires 12/${thisYear + 3}`);
      await expect(expiryBanner(page)).toHaveCount(0);
      expect(await cardNearingExpiryCookie(page)).toBe('false');
    });

    await test.step('a card expiring now brings the warning, and the cookie says so', async () => {
      if (nearing === null) return;
      await page.getByRole('region', { name: 'Payment card' }).getByRole('button', { name: 'Update card' }).click();
      await saveCard(page, nearing);
      await page.getByRole('link', { name: 'My Account' }).last().click();
      await expect(page).toHaveURL('/user');
      await expect(expiryBanner(page)).toContainText(
        /Your card ending 4242 (expires soon|has expired)\. Update it so that you can keep buying sessions\./,
      );
      await expect(cardShown(page)).toHaveText(`Visa ending 4242, expires ${twoDigits(nearing.month)}/${nearing.year}`);
      await expect.poll(() => cardNearingExpiryCookie(page)).toBe('true');
    });

    await test.step('updating from the warning to a card valid for years clears it', async () => {
      await expiryBanner(page).getByRole('button', { name: 'Update card' }).click();
      await saveCard(page, { month: 6, year: thisYear + 3 });
      await page.goto('/user');
      await expect(cardShown(page)).toHaveText(`Visa ending 4242, expires 06/${thisYear + 3}`);
      await expect(expiryBanner(page)).toHaveCount(0);
      await expect.poll(() => cardNearingExpiryCookie(page)).toBe('false');
    });

    await test.step('a cancelled update leaves the card as it was', async () => {
      await page.getByRole('button', { name: 'Update card' }).click();
      await expect(page).toHaveURL(/\/checkout\/local\/card\//);
      await page.getByRole('button', { name: 'Cancel' }).click();
      await expect(page).toHaveURL('/payment-method-update-cancelled');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Card update cancelled');
      await expect(page).toHaveTitle('Card update cancelled | Splitpenny');
      await page.getByRole('link', { name: 'Back to My Account' }).click();
      await expect(page).toHaveURL('/user');
      await expect(cardShown(page)).toHaveText(`Visa ending 4242, expires 06/${thisYear + 3}`);
    });
  });

  test('a declined payment says nothing was charged and leaves the balance alone', async ({ page }) => {
    await createAccount(page, uniqueEmail('declined'));
    await startBuyingOneThousand(page);
    await page.getByRole('button', { name: 'Decline the payment' }).click();

    await expect(page).toHaveURL(/\/payment-failed\?checkout=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your payment did not go through');
    await expect(page).toHaveTitle('Your payment did not go through | Splitpenny');
    await expect(page.getByTestId('failed-purchase')).toHaveText(
      'You were buying 1,000 sessions for £5.00. You still have 1,000 sessions.',
    );

    // The success page, reached with a failed checkout, sends the owner here instead.
    const failedUrl = page.url();
    const checkoutId = new URL(failedUrl).searchParams.get('checkout') ?? '';
    await page.goto(`/payment-success?checkout=${encodeURIComponent(checkoutId)}`);
    await expect(page).toHaveURL(failedUrl);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your payment did not go through');

    // Try again starts at the amount that was being bought, ready to buy again (it once went back to 10,000).
    await page.getByRole('link', { name: 'Try again' }).click();
    await expect(page).toHaveURL('/pricing?sessions=1000');
    await expect(page.getByLabel('Sessions to buy')).toHaveValue('1,000');
    await expect(page.getByRole('button', { name: 'Buy 1,000 sessions for £5.00' })).toBeVisible();
    await expect(page.getByTestId('pricing-balance')).toHaveText('You have 1,000 sessions left.');
    await page.goto('/user');
    await expect(page.getByText('Test sessions remaining: 1,000')).toBeVisible();
    await expect(cardShown(page)).toContainText('No card saved yet');
  });
});
