import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { createAccount, testPassword, uniqueEmail } from './support/new-account';

const security = (page: Page) => page.getByRole('region', { name: 'Security' });

/** The code an authenticator app holding `secret` shows `stepsAhead` 30-second steps from now. */
function appCode(secret: string, stepsAhead = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

async function logOut(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/login');
}

/** The password step; the second step's heading takes the focus. */
async function passwordStep(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(testPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: "Confirm it's you" })).toBeFocused();
}

test('an owner turns on an authenticator app, then logs in with its codes and a recovery code once', async ({
  page,
}) => {
  const email = uniqueEmail('totp');
  await createAccount(page, email);
  await page.goto('/user/edit-account');
  await security(page).getByRole('button', { name: 'Set up an authenticator app' }).click();
  await expect(security(page).getByRole('img', { name: 'QR code holding your authenticator app key' })).toBeVisible();
  const secret = (await security(page).getByLabel('Authenticator app key').innerText()).replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);

  await security(page).getByLabel('Code from the app').fill('123');
  await security(page).getByRole('button', { name: 'Turn on' }).click();
  await expect(security(page).getByText('Enter the 6-digit code your authenticator app shows')).toBeVisible();
  await security(page).getByLabel('Code from the app').fill(appCode(secret));
  await security(page).getByRole('button', { name: 'Turn on' }).click();

  const codes = security(page).getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = await codes.allInnerTexts();
  await expect(security(page).getByRole('heading', { name: 'Your recovery codes' })).toBeFocused();
  await security(page).getByRole('button', { name: "I've saved them" }).click();
  await expect(codes).toHaveCount(0);
  await expect(security(page).getByText('On. Every login asks for the 6-digit code from your app.')).toBeVisible();
  await expect(security(page).getByText('10 recovery codes left.')).toBeVisible();

  // The set-up's code was used; the app's next code logs in. Keyboard only: Tab to the field, type, Enter.
  await logOut(page);
  await passwordStep(page, email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Authentication code')).toBeFocused();
  await page.keyboard.type(appCode(secret, 1));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/user');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Account');

  const [recoveryCode = ''] = recoveryCodes;
  await logOut(page);
  await passwordStep(page, email);
  await page.getByLabel('Authentication code').fill(recoveryCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL('/user');

  await logOut(page);
  await passwordStep(page, email);
  await page.getByLabel('Authentication code').fill(recoveryCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('That code or passkey was not accepted. Try again.')).toBeVisible();
  await expect(page).toHaveURL('/login');
});

test('turning the authenticator app off needs the current password', async ({ page }) => {
  const email = uniqueEmail('totp-off');
  await createAccount(page, email);
  await page.goto('/user/edit-account');
  await security(page).getByRole('button', { name: 'Set up an authenticator app' }).click();
  const secret = (await security(page).getByLabel('Authenticator app key').innerText()).replace(/\s+/g, '');
  await security(page).getByLabel('Code from the app').fill(appCode(secret));
  await security(page).getByRole('button', { name: 'Turn on' }).click();
  await security(page).getByRole('button', { name: "I've saved them" }).click();

  await security(page).getByRole('button', { name: 'Turn off the authenticator app' }).click();
  const dialog = page.getByRole('dialog', { name: 'Turn off the authenticator app?' });
  await expect(dialog.getByLabel('Current password')).toBeFocused();
  await dialog.getByLabel('Current password').fill('not my password');
  await dialog.getByRole('button', { name: 'Turn off' }).click();
  await expect(dialog.getByText('Your current password is incorrect.')).toBeVisible();
  await dialog.getByLabel('Current password').fill(testPassword);
  await dialog.getByRole('button', { name: 'Turn off' }).click();
  await expect(dialog).toBeHidden();
  await expect(security(page).getByRole('button', { name: 'Set up an authenticator app' })).toBeVisible();

  await logOut(page);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(testPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/user');
});
