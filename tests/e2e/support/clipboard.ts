import type { Page } from '@playwright/test';

/**
 * What the page copied. The app's own pages may write the clipboard but never read it (their Permissions-Policy
 * turns clipboard-read off), so the text is read in a page of the same origin that the test serves itself, without
 * that policy; the context must have been granted clipboard-read.
 */
export async function copiedText(page: Page): Promise<string> {
  const reader = await page.context().newPage();
  const address = `${new URL(page.url()).origin}/__clipboard-reader`;
  try {
    await reader.route(address, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Clipboard</title>' }),
    );
    await reader.goto(address);
    return await reader.evaluate(() => navigator.clipboard.readText());
  } finally {
    await reader.close();
  }
}
