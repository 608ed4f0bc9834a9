import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { createAccount as createNewAccount, testPassword, uniqueEmail } from './support/new-account';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const main = (page: Page) => page.getByRole('main');

const password = testPassword;
const wrongLogin = 'The email address or password is incorrect.';

async function createAccount(page: Page, email: string): Promise<void> {
  await createNewAccount(page, email);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your account is ready');
}

/** Logs in on the page already open (the login page, possibly with a redirect). */
async function fillLogin(page: Page, email: string, withPassword = password): Promise<void> {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(withPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
}

async function logIn(page: Page, email: string, withPassword = password): Promise<void> {
  await page.goto('/login');
  await fillLogin(page, email, withPassword);
  await expect(page).toHaveURL('/user');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Account');
}

async function expectLoginRefused(page: Page, email: string, withPassword = password): Promise<void> {
  await page.goto('/login');
  await fillLogin(page, email, withPassword);
  await expect(page.getByRole('alert')).toHaveText(wrongLogin);
  await expect(page).toHaveURL('/login');
}

/** A token shaped like the server's (a JWT) but not signed by it, expiring `secondsFromNow` from now. */
function unsignedToken(secondsFromNow: number): string {
  const part = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) + secondsFromNow;
  return `${part({ alg: 'HS256' })}.${part({ sub: 'someone', exp })}.not-a-real-signature`;
}

async function setAccountCookies(context: BrowserContext, baseURL: string | undefined, token: string): Promise<void> {
  const cookie = (name: string, value: string) => ({ name, value, url: baseURL ?? '' });
  await context.addCookies([
    cookie('accountId', 'someone'),
    cookie('accountToken', token),
    cookie('accountEmail', 'someone@example.com'),
    cookie('accountCardNearingExpiry', 'false'),
  ]);
}

const accountCookieNames = async (context: BrowserContext): Promise<string[]> =>
  (await context.cookies()).map((cookie) => cookie.name).filter((name) => name.startsWith('account'));

async function logOut(page: Page): Promise<void> {
  await mainNav(page).getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/login');
  await expect(mainNav(page).getByRole('link', { name: 'Login', exact: true })).toBeVisible();
}

test.describe('accounts', () => {
  test('a new owner is asked to confirm their address, can ask for another link, and confirming starts their tests', async ({
    page,
  }) => {
    const email = uniqueEmail('unconfirmed');
    await createAccount(page, email);
    const banner = page.getByTestId('confirm-email-banner');
    await expect(banner).toContainText('Confirm your email address to start your tests');
    await expect(banner).toContainText(`We sent a link to ${email}. Until you open it your tests take no visitors`);
    await page.goto('/user/websites');
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Send the link again' }).click();
    await expect(banner).toContainText(`A new link is on its way to ${email}. The earlier links no longer work.`);

    // The welcome's link no longer works; the new one does.
    await page.goto('/dev/mailbox');
    await page.getByRole('link').filter({ hasText: 'Welcome to Splitpenny' }).filter({ hasText: email }).click();
    await page.getByRole('link', { name: 'Confirm your email address' }).click();
    await page.getByRole('button', { name: 'Confirm my email address' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'This confirmation link has already been used, or a newer one was sent since.',
    );
    await page.goto('/dev/mailbox');
    await page
      .getByRole('link')
      .filter({ hasText: 'Confirm your Splitpenny email address' })
      .filter({ hasText: email })
      .click();
    await page.getByRole('link', { name: 'Confirm your email address' }).click();
    await page.getByRole('button', { name: 'Confirm my email address' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Email address confirmed' })).toContainText(
      `Thank you: ${email} is confirmed, and your tests can now take visitors.`,
    );
    await page.getByRole('link', { name: 'Go to your tests' }).click();
    await expect(page).toHaveURL('/user/tests');
    await expect(page.getByTestId('confirm-email-banner')).toHaveCount(0);
  });

  test('sign up, log out, log in, see the balance, change the email and log in with the new one', async ({ page }) => {
    const email = uniqueEmail('owner');
    const newEmail = uniqueEmail('renamed');
    await createAccount(page, email);
    await expect(main(page)).toContainText('You have 1,000 free test sessions');
    await logOut(page);

    await logIn(page, email);
    // Exactly: the request to confirm the address names it too.
    await expect(main(page).getByText(email, { exact: true })).toBeVisible();
    await expect(main(page).getByText('Test sessions remaining: 1,000')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');

    await main(page).getByRole('link', { name: 'Edit account' }).click();
    await expect(page).toHaveURL('/user/edit-account');
    await page.getByLabel('New email address').fill(newEmail);
    // The page asks for the current password in more than one form: this is the email's.
    await page.getByRole('region', { name: 'Change email' }).getByLabel('Current password').fill(password);
    await page.getByRole('button', { name: 'Change email' }).click();
    // Nothing changes until the owner opens the link sent to the new address: a typo cannot lock them out.
    await expect(page.getByRole('status').filter({ hasText: 'Check your inbox' })).toContainText(
      `We sent a link to ${newEmail}. Open it to make it your login email: until then you keep logging in with ${email}.`,
    );
    await expect(page.getByLabel('New email address')).toHaveValue('');

    await page.goto('/dev/mailbox');
    await expect(
      page
        .getByRole('link')
        .filter({ hasText: 'Your Splitpenny email address is changing' })
        .filter({ hasText: email }),
    ).toHaveCount(1);
    await page
      .getByRole('link')
      .filter({ hasText: 'Confirm your new Splitpenny email address' })
      .filter({ hasText: newEmail })
      .click();
    await page.getByRole('link', { name: 'Confirm the new address' }).click();
    await expect(page).toHaveURL(/\/confirm-email\?token=.+/);
    await page.getByRole('button', { name: 'Confirm new email' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Email address changed' })).toContainText(
      `Your email address is now ${newEmail}.`,
    );
    await main(page).getByRole('link', { name: 'Go to My Account' }).click();
    await expect(main(page).getByText(newEmail)).toBeVisible();
    await logOut(page);

    await expectLoginRefused(page, email);
    await fillLogin(page, newEmail);
    await expect(page).toHaveURL('/user');
    await expect(main(page).getByText(newEmail)).toBeVisible();
  });

  test('logging out ends the session on the server; logging out everywhere ends the other browsers too', async ({
    page,
    browser,
    baseURL,
  }) => {
    const email = uniqueEmail('careful');
    await createAccount(page, email);
    const tokenOf = async (context: BrowserContext): Promise<string> =>
      (await context.cookies()).find((cookie) => cookie.name === 'accountToken')?.value ?? '';
    const meWith = async (token: string) =>
      (
        await page.request.post(`${baseURL ?? ''}/graphql`, {
          headers: { authorization: `Bearer ${token}` },
          data: { query: '{ me { email } }' },
        })
      ).json();
    const copied = await tokenOf(page.context());
    await logOut(page);
    // A copy of the token kept after logging out no longer works.
    expect(await meWith(copied)).toMatchObject({ errors: [{ extensions: { reason: 'signed-out' } }] });

    const other = await browser.newContext({ baseURL });
    const otherPage = await other.newPage();
    await logIn(otherPage, email);
    const otherToken = await tokenOf(other);
    await logIn(page, email);
    await main(page).getByRole('link', { name: 'Edit account' }).click();
    await page.getByRole('button', { name: 'Log out everywhere' }).click();
    await expect(page).toHaveURL('/login');
    await otherPage.goto('/user/tests');
    await expect(otherPage).toHaveURL(/\/login/);
    expect(await meWith(otherToken)).toMatchObject({ errors: [{ extensions: { reason: 'signed-out' } }] });
    await other.close();
  });

  test('changing the password needs the current one, keeps this browser signed in and signs the others out', async ({
    page,
    browser,
    baseURL,
  }) => {
    const consoleMessages: string[] = [];
    page.on('console', (message) => consoleMessages.push(message.text()));
    const email = uniqueEmail('rotating');
    const newPassword = 'a brand new passphrase for 2026';
    await createAccount(page, email);
    const other = await browser.newContext({ baseURL });
    const otherPage = await other.newPage();
    await logIn(otherPage, email);

    await page.goto('/user/edit-account');
    const section = page.getByRole('region', { name: 'Change password' });
    await section.getByLabel('Current password').fill('not my password at all');
    await section.getByLabel('New password').fill(newPassword);
    await section.getByRole('button', { name: 'Change password' }).click();
    await expect(section.getByText('Your current password is incorrect.')).toBeVisible();

    await section.getByLabel('Current password').fill(password);
    await section.getByLabel('New password').fill(password);
    await section.getByRole('button', { name: 'Change password' }).click();
    await expect(section.getByText('Choose a new password that is not your current one.')).toBeVisible();

    await section.getByLabel('New password').fill(newPassword);
    await section.getByRole('button', { name: 'Change password' }).click();
    await expect(section.getByText('Password changed')).toBeVisible();
    await expect(section.getByLabel('Current password')).toHaveValue('');
    // This browser goes on with its new session; the other one is sent to log in.
    await page.goto('/user');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Account');
    await otherPage.goto('/user/tests');
    await expect(otherPage).toHaveURL(/\/login/);
    await other.close();

    await logOut(page);
    await expectLoginRefused(page, email, password);
    await logIn(page, email, newPassword);
    // The pages' Permissions-Policy names only features the browser knows.
    expect(consoleMessages.filter((text) => text.includes('Permissions-Policy'))).toEqual([]);
  });

  test('a forgotten password is reset through the emailed link', async ({ page }) => {
    const email = uniqueEmail('forgetful');
    const newPassword = 'a brand new passphrase';
    await createAccount(page, email);
    await logOut(page);

    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL('/reset-password');
    // The login page, which also has an "Email address" field, stays up until this page's code has loaded.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reset your password');
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toHaveText(
      "If an account exists for that email address, we've sent a link to reset its password. It works for one hour.",
    );

    await page.goto('/dev/mailbox');
    await page
      .getByRole('link')
      .filter({ hasText: 'Reset your Splitpenny password' })
      .filter({ hasText: email })
      .first()
      .click();
    // The server's PUBLIC_URL is the tests' own origin (playwright.config.ts), so the link opens here.
    await page.getByRole('link', { name: 'Choose a new password' }).click();
    await expect(page).toHaveURL(/\/new-password\?token=.+/);

    await page.getByLabel('New password').fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page).toHaveURL('/new-password-success');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your password has been changed');

    await main(page).getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL('/login');
    await fillLogin(page, email, newPassword);
    await expect(page).toHaveURL('/user');
  });

  test('a signed-in page asks a logged-out visitor to log in, then returns to it', async ({ page }) => {
    const email = uniqueEmail('returning');
    await createAccount(page, email);
    await logOut(page);

    await page.goto('/user/tests');
    await expect(page).toHaveURL('/login?redirect=%2Fuser%2Ftests');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in');
    await fillLogin(page, email);
    await expect(page).toHaveURL('/user/tests');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tests');
    await expect(mainNav(page).getByRole('button', { name: 'Log out' })).toBeVisible();
  });

  test('an expired token is cleared before the signed-in area is shown', async ({ page, context, baseURL }) => {
    await setAccountCookies(context, baseURL, unsignedToken(-60));
    await page.goto('/user/edit-account');
    await expect(page).toHaveURL('/login?redirect=%2Fuser%2Fedit-account');
    expect(await accountCookieNames(context)).toEqual([]);
  });

  test('a session the server refuses is cleared and the login page keeps the way back', async ({
    page,
    context,
    baseURL,
  }) => {
    await setAccountCookies(context, baseURL, unsignedToken(3600));
    await page.goto('/user');
    await expect(page).toHaveURL('/login?redirect=%2Fuser');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in');
    expect(await accountCookieNames(context)).toEqual([]);
    await expect(mainNav(page).getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  });

  test('the signup form checks each field as soon as it is left', async ({ page }) => {
    await page.goto('/create-account');
    const emailField = page.getByLabel('Email address');
    const passwordField = page.getByLabel('Password', { exact: true });

    await emailField.fill('not-an-email');
    await passwordField.focus();
    await expect(page.getByText('Enter a valid email address, like name@example.com')).toBeVisible();
    await expect(emailField).toHaveAttribute('aria-invalid', 'true');
    await expect(emailField).toHaveAccessibleDescription('Enter a valid email address, like name@example.com');

    await passwordField.fill('12345');
    await emailField.focus();
    await expect(page.getByText('Use at least 12 characters for your password')).toBeVisible();
    await expect(passwordField).toHaveAttribute('aria-invalid', 'true');
    await expect(passwordField).toHaveAccessibleDescription(
      '7 more characters to go. A few unrelated words make a strong password. ' +
        'Use at least 12 characters for your password',
    );
    await expect(page).toHaveURL('/create-account');
  });

  test('the signup form names a common password as the problem, and takes a strong one', async ({ page }) => {
    const email = uniqueEmail('strong');
    await page.goto('/create-account');
    const passwordField = page.getByLabel('Password', { exact: true });
    await expect(passwordField).toHaveAccessibleDescription(
      'At least 12 characters, and not a common password. A few unrelated words make a strong one.',
    );
    await page.getByLabel('Email address').fill(email);
    await passwordField.fill('password1234');
    await expect(passwordField).toHaveAccessibleDescription(
      'Long enough. It must not be a common password: that is checked when you send it.',
    );
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(
      page.getByText('This password is on a list of common or breached passwords that attackers try first'),
    ).toBeVisible({ timeout: 20_000 });
    await expect(passwordField).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL('/create-account');

    await passwordField.fill(password);
    await page.getByRole('button', { name: 'Create account' }).click();
    // Hashing the password and making the account can take a few seconds on a busy machine.
    await expect(page).toHaveURL('/user/new-account-success', { timeout: 20_000 });
  });

  test('the signup form links the Terms and the Privacy policy', async ({ page }) => {
    await page.goto('/create-account');
    const form = main(page).locator('form');
    await expect(form).toContainText('By creating an account you agree to the Terms');
    await expect(form.getByRole('link', { name: 'Terms', exact: true })).toHaveAttribute('href', '/terms');
    await expect(form.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy');
    await form.getByRole('link', { name: 'Privacy policy' }).click();
    await expect(page).toHaveURL('/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
  });

  test('signing up with an address that has an account links to the login page', async ({ page }) => {
    const email = uniqueEmail('taken');
    await createAccount(page, email);
    await logOut(page);

    await page.goto('/create-account');
    const emailField = page.getByLabel('Email address');
    await emailField.fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(emailField).toHaveAccessibleDescription(
      'An account with this email address already exists. Log in instead?',
    );
    await main(page).getByRole('link', { name: 'Log in instead?' }).click();
    await expect(page).toHaveURL('/login');
    await fillLogin(page, email);
    await expect(page).toHaveURL('/user');
  });

  test('an API key is made with the access chosen, shown once, listed as active, and revoked after confirming', async ({
    page,
  }) => {
    await createAccount(page, uniqueEmail('integrator'));
    await page.goto('/user/edit-account');
    await expect(page.getByRole('heading', { level: 2, name: 'API keys' })).toBeVisible();
    await expect(main(page).getByText('No API keys yet')).toBeVisible();

    await page.getByLabel('Key name').fill('CI deploys');
    const access = page.getByRole('group', { name: 'Access' });
    await expect(access.getByRole('radio', { name: /^Read only/ })).toBeChecked();
    await access.getByRole('radio', { name: /^Read and write/ }).check();
    await page.getByRole('button', { name: 'Create key' }).click();
    const secret = page.getByLabel('Your new API key');
    await expect(secret).toHaveValue(/^sp_live_/);
    await expect(secret).toHaveAttribute('readonly', '');
    await expect(page.getByText("For your security it won't be shown again.")).toBeVisible();

    const row = page.getByRole('row', { name: /CI deploys/ });
    await expect(row.getByRole('cell', { name: 'Active' })).toBeVisible();
    await expect(row.getByRole('cell', { name: 'Read and write' })).toBeVisible();
    await expect(row.getByRole('cell', { name: 'Never' })).toBeVisible();
    await expect(row.getByRole('cell', { name: /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/ })).toBeVisible();

    await row.getByRole('button', { name: 'Revoke CI deploys' }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke this API key?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(row.getByRole('cell', { name: 'Active' })).toBeVisible();

    await row.getByRole('button', { name: 'Revoke CI deploys' }).click();
    await dialog.getByRole('button', { name: 'Revoke key' }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByRole('cell', { name: 'Revoked' })).toBeVisible();
    await expect(row.getByRole('button', { name: /Revoke/ })).toHaveCount(0);
  });

  test('deleting the account needs its email typed, then logs out for good', async ({ page, context }) => {
    const email = uniqueEmail('leaving');
    await createAccount(page, email);
    await page.goto('/user/edit-account');

    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    const confirm = dialog.getByRole('button', { name: 'Delete my account' });
    await expect(dialog.getByLabel('Your email address')).toBeFocused();
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel('Your email address').fill('someone-else@example.com');
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel('Your email address').fill(email);
    await expect(confirm).toBeEnabled();
    await confirm.click();

    await expect(page).toHaveURL('/');
    await expect(mainNav(page).getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    expect(await accountCookieNames(context)).toEqual([]);
    await expectLoginRefused(page, email);
  });
});
