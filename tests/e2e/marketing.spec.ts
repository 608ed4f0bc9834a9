import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from './support/new-account';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const main = (page: Page) => page.getByRole('main');

/** Answers the cookie banner before the page loads, so it covers nothing a test clicks. */
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookieConsent', value: 'essential', url: baseURL ?? '' }]);
});

const canonical = '/payg-based-ab-testing';

const landingPages = [
  { path: '/about', h1: /^A\/B testing for website owners/, title: 'About Splitpenny | Splitpenny' },
  { path: '/services', h1: 'Professional services for A/B testing', title: 'Professional services | Splitpenny' },
  { path: '/contact', h1: 'Contact us', title: 'Contact us | Splitpenny' },
  { path: canonical, h1: 'Pay-as-you-go A/B testing', title: 'Pay-as-you-go A/B testing | Splitpenny' },
  { path: `${canonical}-v2`, h1: 'A/B testing from £5.00 per 1,000 visitors', variant: true },
  { path: `${canonical}-v3`, h1: '1,000 free A/B testing sessions, every month', variant: true },
  { path: `${canonical}-v4`, h1: 'A/B testing that does not slow your pages down', variant: true },
  { path: `${canonical}-v6`, h1: 'Pay-as-you-go A/B testing compared with a subscription', variant: true },
  { path: '/headline', h1: /^Test your headlines/, title: 'Headline testing | Splitpenny' },
  { path: '/create-headline-tests', h1: 'How to create a headline test in Splitpenny' },
] as const;

test.describe('the marketing pages', () => {
  for (const landing of landingPages) {
    test(`${landing.path} has one h1, its own head and the ways to sign up and see prices`, async ({ page }) => {
      await page.goto(landing.path);
      await expect(heading(page)).toHaveText(landing.h1);
      await expect(heading(page)).toHaveCount(1);
      if ('title' in landing) await expect(page).toHaveTitle(landing.title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S{10}/);
      await expect(main(page).locator('a[href="/create-account"]').first()).toBeVisible();
      await expect(main(page).locator('a[href="/pricing"]').first()).toBeVisible();
      if ('variant' in landing) {
        // A variant names the main page as canonical and stays out of search results.
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${canonical}$`));
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
      } else {
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${landing.path}$`));
        await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
      }
    });
  }

  test('every page fits a 320 px screen without scrolling sideways', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    for (const landing of landingPages) {
      await page.goto(landing.path);
      await expect(heading(page)).toHaveText(landing.h1);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, landing.path).toBeLessThanOrEqual(0);
    }
  });

  test('the headline how-to shows the variant’s code', async ({ page }) => {
    await page.goto('/create-headline-tests');
    await expect(
      main(page).locator('pre code').filter({ hasText: "document.querySelector('h1').textContent" }),
    ).toBeVisible();
  });

  test('the services page leads to the contact form', async ({ page }) => {
    await page.goto('/services');
    await expect(main(page).getByText('From £350')).toBeVisible();
    await main(page).getByRole('link', { name: 'Contact the team' }).click();
    await expect(page).toHaveURL('/contact');
    await expect(heading(page)).toHaveText('Contact us');
  });
});

test.describe('the contact form', () => {
  test('says what is wrong under each field, then sends the message to the team', async ({ page }) => {
    const email = uniqueEmail('contact');
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact us' });
    const send = form.getByRole('button', { name: 'Send message' });

    await send.click();
    for (const message of [
      'Enter your name',
      'Enter your email address',
      'Choose a subject',
      'Tell us a little more: at least 10 characters',
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }

    await form.getByLabel('Your name').fill('Ann Smith');
    await form.getByLabel('Email address').fill('ann-at-example');
    await form.getByLabel('Subject').selectOption('Professional services');
    await form.getByLabel('Message').fill('m'.repeat(2001));
    await send.click();
    await expect(form.getByText('Enter a valid email address, like name@example.com')).toBeVisible();
    await expect(form.getByText('Keep your message under 2,000 characters')).toBeVisible();
    await expect(form.getByText('Enter your name')).toHaveCount(0);
    await expect(form.getByText('Choose a subject')).toHaveCount(0);

    // The honeypot is there for bots, out of sight and out of reach for people.
    const trap = form.locator('input[name="website"]');
    await expect(trap).not.toBeInViewport();
    await expect(trap).toHaveAttribute('tabindex', '-1');
    await expect(trap).toHaveAttribute('autocomplete', 'off');

    await form.getByLabel('Email address').fill(email);
    await form.getByLabel('Message').fill('Could you help us plan our first three tests?');
    await send.click();
    await expect(page.getByRole('status')).toContainText(
      "Thanks, we've got your message and will reply within one working day.",
    );
    await expect(page.getByRole('form', { name: 'Contact us' })).toHaveCount(0);

    // The team's copy, in the development mailbox, names the sender's address to reply to.
    const subject = `Contact form: Professional services, from Ann Smith <${email}>`;
    await page.goto('/dev/mailbox');
    await page
      .getByRole('link')
      .filter({ hasText: subject })
      .filter({ hasText: 'hello@splitpenny.com' })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: subject, exact: true })).toBeVisible();
    await expect(page.getByText('Could you help us plan our first three tests?', { exact: true })).toBeVisible();
    await expect(page.getByText(`Reply to: ${email}`)).toBeVisible();
  });
});
