import { expect, test, type Page } from '@playwright/test';
import { passkeyServer } from '../../playwright.config';
import { consentGiven } from './support/consent-given';
import { createAccount, testPassword, uniqueEmail } from './support/new-account';

// WebAuthn needs a domain name: this server's public address is localhost (see playwright.config.ts).
test.use({
  baseURL: passkeyServer.url,
  storageState: { ...consentGiven, cookies: consentGiven.cookies.map((c) => ({ ...c, domain: 'localhost' })) },
});

const security = (page: Page) => page.getByRole('region', { name: 'Security' });

/** Chromium's virtual authenticator: a platform passkey store that verifies its user without asking. */
async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
}

async function logOut(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/login');
}

async function passwordStep(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(testPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('an owner adds a passkey, logs in with it, and removes it with their password', async ({ page }) => {
  const email = uniqueEmail('passkey');
  await page.goto('/');
  await addVirtualAuthenticator(page);
  await createAccount(page, email);

  await page.goto('/user/edit-account');
  await expect(security(page).getByText('No passkeys yet.')).toBeVisible();
  await security(page).getByLabel('Name for the passkey').fill('Work laptop');
  await security(page).getByRole('button', { name: 'Add a passkey' }).click();
  await expect(security(page).getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await security(page).getByRole('button', { name: "I've saved them" }).click();
  await expect(security(page).getByRole('list', { name: 'Your passkeys' })).toContainText('Work laptop');

  await logOut(page);
  await passwordStep(page, email);
  await expect(page.getByRole('heading', { name: "Confirm it's you" })).toBeFocused();
  // Keyboard only: the passkey button is the first control after the heading.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Use a passkey' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/user');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Account');

  await page.goto('/user/edit-account');
  await expect(security(page).getByRole('list', { name: 'Your passkeys' })).toContainText('last used');
  await security(page).getByRole('button', { name: 'Remove passkey Work laptop' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove this passkey?' });
  await dialog.getByLabel('Current password').fill(testPassword);
  await dialog.getByRole('button', { name: 'Remove passkey' }).click();
  await expect(security(page).getByText('No passkeys yet.')).toBeVisible();
  await expect(
    security(page).getByText('You get recovery codes when you turn on an authenticator app or add a passkey.'),
  ).toBeVisible();

  await logOut(page);
  await passwordStep(page, email);
  await expect(page).toHaveURL('/user');
});
