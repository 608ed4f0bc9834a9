import { expect, test } from '@playwright/test';
import { createAccount, uniqueEmail } from './support/new-account';

/**
 * The API explorer at /graphql loads under the app's own Content-Security-Policy (it once stayed on
 * "Loading __TITLE__…", its files refused from a CDN), and the API keys screen leads to it.
 */
test('the API keys screen names the endpoint and opens the API explorer, which runs a query', async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Refused to|Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await createAccount(page, uniqueEmail('explorer'));
  await page.goto('/user/edit-account');
  const section = page.getByRole('region', { name: 'API keys' });
  await expect(section.getByText(/\/graphql$/).first()).toBeVisible();
  await section.getByRole('link', { name: 'API explorer' }).click();

  await expect(page).toHaveURL(/\/graphql$/);
  await expect(page).toHaveTitle('Splitpenny API explorer');
  await expect(page.getByText('Loading the API explorer…')).toBeHidden({ timeout: 30_000 });
  const run = page.getByRole('button', { name: /Execute query/ });
  await expect(run).toBeVisible();
  await run.click();
  // No key in the Headers tab: the API says so, which shows the query went to /graphql and back.
  await expect(page.locator('.result-window')).toContainText('UNAUTHENTICATED', { timeout: 30_000 });
  expect(refused).toEqual([]);
});
