import { expect, test } from '@playwright/test';
import { copiedText } from './support/clipboard';
import { logIn } from './support/new-account';
import { ownerWithResults, type OwnerWithResults } from './support/owner-with-results';

/**
 * An owner shares a test's results: the link opens them in a fresh browser with nobody signed in, showing the test's
 * figures and nothing of the owner's, and stops working once revoked.
 */
let owner: OwnerWithResults;

test.beforeAll(async ({ playwright, baseURL }) => {
  owner = await ownerWithResults(playwright, baseURL ?? '');
});

test.afterAll(async () => {
  await owner.dispose();
});

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('a share link shows the results to anyone, without the owner, until it is revoked', async ({
  page,
  browser,
  baseURL,
}) => {
  await logIn(page, owner);
  await page.goto(`/user/tests/${owner.testId}/results`);
  const share = page.getByRole('region', { name: 'Share these results' });
  await share.getByText('Share these results').click();
  await share.getByRole('button', { name: 'Create share link' }).click();
  const link = await share.getByLabel('Share link').inputValue();
  expect(link).toMatch(new RegExp(`^${baseURL ?? ''}/shared/results/[A-Za-z0-9_-]{43}$`));
  await share.getByRole('button', { name: 'Copy' }).click();
  expect(await copiedText(page)).toBe(link);
  await share.getByRole('button', { name: "I've copied it" }).click();
  await expect(share.getByTestId('share-link-status')).toContainText('A share link made');
  await expect(share.getByLabel('Share link')).toHaveCount(0);
  const ownerSessions = await page.getByTestId('results-sessions').textContent();

  // A browser of its own: no cookies, nobody signed in.
  const stranger = await browser.newContext();
  try {
    const visitor = await stranger.newPage();
    await visitor.goto(link);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Results: Bigger buy button');
    await expect(visitor.getByTestId('results-verdict')).toBeVisible();
    await expect(visitor.getByTestId('results-sessions')).toHaveText(ownerSessions ?? '');
    await expect(visitor.getByRole('table').first()).toContainText('Big button');
    // Nothing of the owner's: no address, no balance, no decision, no way into an account.
    await expect(visitor.getByText(owner.email)).toHaveCount(0);
    await expect(visitor.getByTestId('results-balance')).toHaveCount(0);
    await expect(visitor.getByRole('heading', { name: 'Decide' })).toHaveCount(0);
    await expect(visitor.getByRole('button', { name: 'Log out' })).toHaveCount(0);

    await share.getByRole('button', { name: 'Revoke share link' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke link' }).click();
    await expect(share.getByRole('button', { name: 'Create share link' })).toBeVisible();

    await visitor.reload();
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Shared results not found');
    await expect(visitor.getByText('Bigger buy button')).toHaveCount(0);
    // A token nobody was given says the same.
    await visitor.goto(`/shared/results/${'x'.repeat(43)}`);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Shared results not found');
  } finally {
    await stranger.close();
  }
});
