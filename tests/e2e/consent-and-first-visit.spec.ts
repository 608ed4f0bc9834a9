import { expect, test, type Page } from '@playwright/test';
import { waitForTheApp } from './support/app-ready';

// A browser that has never been here: no consent answer yet.
test.use({ storageState: { cookies: [], origins: [] } });

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies' });

async function consentCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'cookieConsent');
}

const pageViews = (page: Page) =>
  page.evaluate(() => (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'page_view'));

test.describe('cookie consent', () => {
  test('Allow keeps all cookies for a year, and only then are page views reported', async ({ page }) => {
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL('/pricing');
    // The page view of /pricing happens once its route has resolved and the app runs: before the answer, not after.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pricing');
    await waitForTheApp(page);
    expect(await pageViews(page)).toEqual([]);

    await banner(page).getByRole('button', { name: 'Allow' }).click();
    await expect(banner(page)).toBeHidden();
    const cookie = await consentCookie(page);
    expect(cookie?.value).toBe('all');
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(366);

    await page.getByRole('banner').getByRole('link', { name: 'About' }).click();
    await expect.poll(() => pageViews(page)).toHaveLength(1);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toBeHidden();
  });

  test('the banner comes first in the tab order, right after the skip link', async ({ page }) => {
    await page.goto('/pricing');
    await waitForTheApp(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(banner(page).getByRole('link', { name: 'Cookie policy' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(banner(page).getByRole('button', { name: 'Allow', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(banner(page)).toBeHidden();
  });

  test('Manage offers essential cookies only, kept for a day, and analytics stays off', async ({ page }) => {
    await page.goto('/pricing');
    await banner(page).getByRole('button', { name: 'Manage' }).click();
    await expect(banner(page).getByRole('button', { name: 'Allow All Cookies' })).toBeVisible();
    await banner(page).getByRole('button', { name: 'Allow Essential Cookies' }).click();
    await expect(banner(page)).toBeHidden();
    const cookie = await consentCookie(page);
    expect(cookie?.value).toBe('essential');
    const hours = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23);
    expect(hours).toBeLessThan(25);

    await page.getByRole('banner').getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL('/');
    expect(await pageViews(page)).toEqual([]);
  });
});

test.describe('first-visit parameters', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the first landing page’s parameters are kept once, in camelCase, with the device, after consent', async ({
    page,
  }) => {
    await page.goto('/pricing?utm_source=newsletter&ad-group=spring&is_paid=true');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const stored = () => page.evaluate(() => JSON.parse(localStorage.getItem('firstVisitParameters') ?? 'null'));
    expect(await stored()).toBeNull();

    // Allowing all cookies a page later still keeps the page the visit started on.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL('/about');
    await banner(page).getByRole('button', { name: 'Allow' }).click();
    const first = {
      utmSource: 'newsletter',
      adGroup: 'spring',
      isPaid: true,
      device: 'mobile',
      landingPageUrl: expect.stringMatching(/\/pricing\?utm_source=newsletter&ad-group=spring&is_paid=true$/),
    };
    await expect.poll(stored).toEqual(first);

    await page.goto('/?utm_source=other&is_paid=false');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await stored()).toEqual(first);
  });
});
