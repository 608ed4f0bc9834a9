import { expect, test, type Page } from '@playwright/test';
import { addMonthsUtc } from '../../domain/shared/calendar';
import { consentGiven } from './support/consent-given';
import { createAccount, testPassword, uniqueEmail } from './support/new-account';
import { copiedText } from './support/clipboard';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const affiliateTabs = (page: Page) => page.getByRole('navigation', { name: 'Affiliate programme' });
const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: 2 });
const twoDigits = (value: number): string => String(value).padStart(2, '0');

/** A date as the app shows it (dd/mm/yyyy), in the local time zone that the browser shares with this process. */
const shownDate = (date: Date): string =>
  `${twoDigits(date.getDate())}/${twoDigits(date.getMonth() + 1)}/${date.getFullYear()}`;

/** "£5.00" → 500. */
function pence(shown: string): number {
  const match = /£([\d,]+)\.(\d{2})/.exec(shown);
  expect(match, `a price in ${shown}`).not.toBeNull();
  return Number((match?.[1] ?? '').replace(/,/g, '')) * 100 + Number(match?.[2]);
}

/** Signs up on the affiliate register page, which lands on the affiliate page. */
async function registerAsAffiliate(page: Page, email: string): Promise<void> {
  await page.goto('/affiliates/register');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(testPassword);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL('/user/profile/affiliate');
  await expect(heading(page)).toHaveText('Affiliate programme');
}

/** The value of the referrer cookie in the page's browser, if it has one. */
async function referrerCookie(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'referrer')?.value;
}

/** Buys 1,000 sessions from /pricing through the local test-mode checkout; answers the price paid, in pence. */
async function buySessions(page: Page): Promise<number> {
  await page.goto('/pricing');
  await page.getByLabel('Sessions to buy').fill('1000');
  const buy = page.getByRole('button', { name: /^Buy 1,000 sessions for £/ });
  await expect(buy).toBeVisible();
  const price = pence((await buy.textContent()) ?? '');
  await buy.click();
  await expect(heading(page)).toHaveText('Splitpenny checkout');
  await page.getByRole('button', { name: `Pay ${pounds.format(price / 100)}` }).click();
  await expect(page).toHaveURL(/\/payment-success\?checkout=/);
  await expect(page.getByTestId('payment-confirmed')).toBeVisible();
  return price;
}

test.describe('the affiliate programme', () => {
  test('an affiliate shares their link; a visitor it brings signs up and pays; the affiliate sees the commission', async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    // Two browsers, a purchase and six affiliate screens: longer than the default on a busy machine.
    test.setTimeout(120_000);
    let link = '';
    const affiliateEmail = uniqueEmail('affiliate');
    let affiliateId = '';

    await test.step('an affiliate registers and lands on the affiliate page', async () => {
      await registerAsAffiliate(page, affiliateEmail);
      await expect(page).toHaveTitle('Affiliate programme | Splitpenny');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
      await expect(affiliateTabs(page).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('region', { name: 'Balances' })).toContainText(
        'Commissions qualify 3 months after the payment; payouts start once your qualified balance reaches £10.00.',
      );
      await expect(page.getByText('Payouts not set up')).toBeVisible();
    });

    await test.step('they copy their referral link', async () => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const field = page.getByRole('textbox', { name: 'Referral link', exact: true });
      await expect(field).toHaveAttribute('readonly', '');
      link = await field.inputValue();
      expect(link).toMatch(new RegExp(`^${baseURL}/\\?ref=[0-9a-f-]{36}$`));
      affiliateId = new URL(link).searchParams.get('ref') ?? '';
      expect((await page.context().cookies()).find((cookie) => cookie.name === 'accountId')?.value).toBe(affiliateId);

      await page.getByRole('button', { name: 'Copy link' }).click();
      await expect(page.getByText('Copied!')).toBeVisible();
      expect(await copiedText(page)).toBe(link);
    });

    await test.step('opening their own link neither keeps them as referrer nor counts as a visit', async () => {
      await page.goto(link);
      await expect(heading(page)).toBeVisible();
      expect(await referrerCookie(page)).toBeUndefined();
    });

    await test.step('they save UK bank details, which are shown masked and enable payouts', async () => {
      await page.goto('/user/profile/affiliate');
      await page.getByLabel('First name').fill('Ada');
      await page.getByLabel('Last name').fill('Lovelace');
      await page.getByLabel('Bank name').fill('Northern Bank');
      await page.getByLabel('Country').selectOption({ label: 'United Kingdom' });
      await page.getByLabel('Sort code').fill('12-34-56');
      await page.getByLabel('Account number').fill('12345678');
      await page.getByRole('button', { name: 'Save bank details' }).click();

      await expect(page.getByRole('status').filter({ hasText: 'saved' })).toHaveText(
        'Your bank details have been saved.',
      );
      const bankDetails = page.getByRole('region', { name: 'Bank details' });
      await expect(bankDetails).toContainText('****5678');
      await expect(bankDetails).toContainText('12-34-56');
      await expect(bankDetails).not.toContainText('12345678');
      await expect(page.getByText('Payouts enabled')).toBeVisible();

      // Editing starts from the saved details, but the account number is typed again in full.
      await bankDetails.getByRole('button', { name: 'Edit bank details' }).click();
      await expect(page.getByLabel('First name')).toHaveValue('Ada');
      await expect(page.getByLabel('Sort code')).toHaveValue('12-34-56');
      await expect(page.getByLabel('Account number')).toHaveValue('');
      await page.getByRole('button', { name: 'Cancel' }).click();
      await expect(bankDetails.getByRole('button', { name: 'Edit bank details' })).toBeFocused();
    });

    await test.step('they set up payouts with Stripe and come back to the affiliate page', async () => {
      // Payouts are enabled by the bank details: the set-up is no longer offered, only folded away.
      const setUp = page.getByRole('button', { name: 'Set up payouts with Stripe' });
      await expect(setUp).toBeHidden();
      await page.getByText('Be paid through Stripe instead').click();
      await setUp.click();
      await page.getByRole('button', { name: 'Enable payouts' }).click();
      await expect(page).toHaveURL('/user/profile/affiliate?payouts=returned');
      await expect(page.getByText('Welcome back: your payout setup has been updated.')).toBeVisible();
      await expect(page.getByText('Payouts enabled')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Set up payouts with Stripe' })).toBeHidden();
    });

    const visitorContext = await browser.newContext({ baseURL, storageState: consentGiven });
    const visitor = await visitorContext.newPage();
    let price = 0;
    let paidAt = new Date();

    await test.step('a visitor opens the link in another browser: the affiliate is kept as their referrer', async () => {
      const visitRecorded = visitor.waitForResponse(
        (response) =>
          response.url().endsWith('/graphql') &&
          (response.request().postDataJSON() as { operationName?: string } | null)?.operationName ===
            'CreateAffiliateSession',
      );
      await visitor.goto(link);
      expect(((await (await visitRecorded).json()) as { data: unknown }).data).toEqual({
        createAffiliateSession: { success: true },
      });
      expect(await referrerCookie(visitor)).toBe(affiliateId);
    });

    await test.step('the visitor signs up and buys sessions', async () => {
      await createAccount(visitor, uniqueEmail('referred'));
      price = await buySessions(visitor);
      paidAt = new Date();
      await visitorContext.close();
    });

    const commission = pounds.format(Math.floor((price * 30) / 100) / 100);
    const today = shownDate(paidAt);

    await test.step('the affiliate sees a pending balance of 30% of the price paid', async () => {
      await page.goto('/user/profile/affiliate');
      const balances = page.getByRole('region', { name: 'Balances' });
      await expect(balances).toContainText(new RegExp(`Pending\\s*${commission.replace('.', '\\.')}`));
      await expect(balances).toContainText(/Qualified\s*£0\.00/);
      const performance = page.getByRole('region', { name: 'Performance' });
      // Free referrals, paying referrals and link visits: one paying referral, one visit (their own not counted).
      const allTime = performance
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: 'All time', exact: true }) });
      await expect(allTime.getByRole('cell')).toHaveText(['0', '1', '1']);
    });

    await test.step('the referral is listed with its first payment', async () => {
      await affiliateTabs(page).getByRole('link', { name: 'Referrals' }).click();
      await expect(page).toHaveURL('/user/profile/affiliate/referral-list');
      await expect(heading(page)).toHaveText('Referrals');
      await expect(affiliateTabs(page).getByRole('link', { name: 'Referrals' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(page.getByRole('table', { name: 'Your referrals' }).getByRole('row')).toHaveText([
        'Signed upFirst paymentPaymentsCommission',
        `${today}${today}${pounds.format(price / 100)}${commission}`,
      ]);
    });

    await test.step('the commission is pending until 3 months after the payment', async () => {
      await affiliateTabs(page).getByRole('link', { name: 'Commissions' }).click();
      await expect(page).toHaveURL('/user/profile/affiliate/commissions');
      await expect(heading(page)).toHaveText('Commissions');
      const rows = page.getByRole('table', { name: 'Your commissions' }).locator('tbody tr');
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText(commission);
      await expect(rows.first()).toContainText(`Pending until ${shownDate(addMonthsUtc(paidAt, 3))}`);
    });

    await test.step('the balance history, the visits and the payouts say the same', async () => {
      await affiliateTabs(page).getByRole('link', { name: 'Balance history' }).click();
      await expect(page).toHaveURL('/user/profile/affiliate/balance');
      const ledger = page.getByRole('table', { name: 'Changes to your balance' }).locator('tbody tr');
      await expect(ledger).toHaveCount(1);
      await expect(ledger.first().getByRole('cell')).toHaveText([
        /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/,
        'Commission',
        `+${commission}`,
        'Pending',
      ]);

      await affiliateTabs(page).getByRole('link', { name: 'Link visits' }).click();
      await expect(page).toHaveURL('/user/profile/affiliate/sessions');
      const visits = page.getByRole('table', { name: 'Visits through your referral link' }).locator('tbody tr');
      await expect(visits).toHaveCount(1);
      await expect(visits.first().getByRole('cell').first()).toHaveText(today);

      await affiliateTabs(page).getByRole('link', { name: 'Payments' }).click();
      await expect(page).toHaveURL('/user/profile/affiliate/payments');
      await expect(page.getByRole('main')).toContainText('None found');

      await page.getByRole('link', { name: 'Back to the affiliate programme' }).click();
      await expect(page).toHaveURL('/user/profile/affiliate');
      await expect(heading(page)).toHaveText('Affiliate programme');
    });

    await test.step('logging in on the affiliate login page lands on the affiliate page', async () => {
      await page.getByRole('button', { name: 'Log out' }).click();
      await expect(page).toHaveURL('/login');
      await page.goto('/affiliates/login');
      await page.getByLabel('Email address').fill(affiliateEmail);
      await page.getByLabel('Password', { exact: true }).fill(testPassword);
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page).toHaveURL('/user/profile/affiliate');
      await expect(affiliateTabs(page).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    });
  });
});
