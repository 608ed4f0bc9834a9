import { expect, type Page } from '@playwright/test';

/**
 * A prerendered page works as plain HTML first; the app takes it over a moment later. Its menu button is enabled
 * only from then, so a test about the app's own behaviour (navigation without reloading, say) waits for it. (The
 * button is hidden on wide screens, out of the accessibility tree, hence its class.)
 */
export async function waitForTheApp(page: Page): Promise<void> {
  await expect(page.locator('.site-header__menu-toggle')).toBeEnabled();
}
