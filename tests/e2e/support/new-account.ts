import { expect, type Page } from '@playwright/test';

export const testPassword = 'correct horse battery';

/** An address no other test uses, so each test has an account of its own. */
export const uniqueEmail = (who: string): string =>
  `${who}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;

/** Signs up through the UI and lands, signed in, on the new-account page. */
export async function createAccount(page: Page, email: string): Promise<void> {
  await page.goto('/create-account');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(testPassword);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL('/user/new-account-success');
  // The address changes before the new page has rendered: until its heading shows, the sign-up form is still there.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your account is ready');
}

/**
 * Confirms the address as its owner would, in this browser: the welcome email in the development mailbox, its link,
 * and the button on the page it opens. The owner's tests take visitors from then on.
 */
export async function confirmEmail(page: Page, email: string): Promise<void> {
  await page.goto('/dev/mailbox');
  await page.getByRole('link').filter({ hasText: 'Welcome to Splitpenny' }).filter({ hasText: email }).click();
  await page.getByRole('link', { name: 'Confirm your email address' }).click();
  await expect(page).toHaveURL(/\/confirm-account\?token=.+/);
  await page.getByRole('button', { name: 'Confirm my email address' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Email address confirmed' })).toBeVisible();
}

/** Logs in through the login form of the page's server and lands on My Account. */
export async function logIn(page: Page, account: { readonly email: string; readonly password: string }): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/user');
}
