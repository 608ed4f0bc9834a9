import { expect, test } from '@playwright/test';
import { resultsServer } from '../../playwright.config';
import { demoOwner, demoOwnerApi } from './support/demo-owner-api';
import { logIn } from './support/new-account';

/**
 * The test page's switch (Activate or Deactivate test) is what an owner comes to it for: it is on the first screen,
 * at a laptop's width and a phone's, not below the details and goals. On the results journey's server, whose seeded
 * demo test is read here and not changed.
 */
test.use({ baseURL: resultsServer.url });

for (const viewport of [
  { width: 1280, height: 720 },
  { width: 390, height: 844 },
]) {
  test(`the test's switch is in view without scrolling at ${viewport.width} px`, async ({ page, playwright }) => {
    const owner = await demoOwnerApi(playwright, resultsServer.url);
    await owner.dispose();
    await page.setViewportSize(viewport);
    await logIn(page, demoOwner);
    await page.goto(`/user/tests/${owner.demoTestId}`);
    const toggle = page.getByRole('button', { name: /^(Activate|Deactivate) test$/ });
    await expect(toggle).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(toggle).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('link', { name: 'See the results' })).toBeInViewport();
  });
}
