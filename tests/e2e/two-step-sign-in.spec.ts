import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { createAccount, testPassword, uniqueEmail } from './support/new-account';

const codeOf = (secret: string): string => new TOTP({ secret: Secret.fromBase32(secret) }).generate();

async function logInWithPassword(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(testPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('an owner turns on an authenticator app, then logs in with its code', async ({ page, context }) => {
  const email = uniqueEmail('two-step');
  await createAccount(page, email);
  await page.goto('/user/edit-account');
  const section = page.getByRole('region', { name: 'Two-step sign-in' });
  await section.getByRole('button', { name: 'Turn on authenticator app' }).click();
  await expect(section.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await section.getByTestId('totp-secret').textContent()) ?? '';
  await section.getByLabel('Code from the app').fill(codeOf(secret));
  await section.getByRole('button', { name: 'Turn on' }).click();
  await expect(section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);

  await context.clearCookies();
  await logInWithPassword(page, email);
  const code = page.getByLabel('Code');
  await expect(code).toBeFocused();
  await code.fill('000000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('That code is not right')).toBeVisible();
  await code.fill(codeOf(secret));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/user');
});
