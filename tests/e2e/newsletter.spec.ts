import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from './support/new-account';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** Opens the newest email to `to` with `subject` in the dev mailbox, as the person would open it in theirs. */
async function openEmail(page: Page, to: string, subject: string): Promise<void> {
  await page.goto('/dev/mailbox');
  await page.getByRole('link').filter({ hasText: subject }).filter({ hasText: to }).first().click();
  // The mailbox page's own heading; the email below it has its own.
  await expect(page.getByRole('heading', { level: 1, name: subject, exact: true })).toBeVisible();
}

test.describe('the free guide', () => {
  test('a visitor signs up from the footer, confirms by email and downloads the guide', async ({ page }) => {
    const email = uniqueEmail('guide');

    await page.goto('/');
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Free Guide' }).click();
    await expect(page).toHaveURL('/quickwins');
    await expect(heading(page)).toHaveText('A/B testing quick wins: 12 tests worth running on any website');
    await expect(page).toHaveTitle('Free guide: A/B testing quick wins | Splitpenny');

    // The form checks the address before sending it, with the account pages' words.
    await page.getByRole('button', { name: 'Send me the guide' }).click();
    await expect(page.getByText('Enter your email address')).toBeVisible();
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Send me the guide' }).click();
    await expect(page).toHaveURL('/newsletter-signup/success');
    await expect(heading(page)).toHaveText('Check your inbox');
    await expect(page.getByRole('status')).toHaveText(
      "Check your inbox: click the link in the email we've sent to confirm, and your guide will follow.",
    );

    await openEmail(page, email, 'Confirm your email address to get your free guide');
    // The server's PUBLIC_URL is the tests' own origin (playwright.config.ts), so the link opens here.
    await page.getByRole('link', { name: 'Confirm my email address and send me the guide' }).click();
    await expect(page).toHaveURL('/newsletter-signup/success?confirmed=1');
    await expect(heading(page)).toHaveText('Your guide is on its way');
    await expect(page.getByRole('link', { name: 'Read A/B testing quick wins' })).toHaveAttribute(
      'href',
      '/guides/ab-testing-quick-wins.html',
    );

    await openEmail(page, email, 'Your free guide: A/B testing quick wins');
    await page.getByRole('link', { name: /^Download A\/B testing quick wins/ }).click();
    await expect(page).toHaveURL('/guides/ab-testing-quick-wins.html');
    await expect(page).toHaveTitle('A/B testing quick wins: 12 tests worth running on any website | Splitpenny');
    await expect(heading(page)).toHaveText('A/B testing quick wins');
    await expect(page.getByRole('heading', { name: 'How many sessions you need' })).toBeVisible();
  });

  test('a confirmation link that is not valid says so and leads back to the sign-up', async ({ page }) => {
    await page.goto('/newsletter/confirm?token=not-a-real-token');
    await expect(page).toHaveURL('/newsletter-signup/success?confirmed=0');
    await expect(page.getByRole('status')).toHaveText(
      'That confirmation link is not valid any more. Sign up again to get a new one.',
    );
    await page.getByRole('link', { name: 'Sign up again' }).click();
    await expect(page).toHaveURL('/quickwins');
  });
});
