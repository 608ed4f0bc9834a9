import { expect, test, type Page } from '@playwright/test';
import { resultsServer } from '../../playwright.config';
import { freeGuide } from '../../web/app/features/newsletter/free-guide';
import { demoOwner, demoOwnerApi, demoTestName } from './support/demo-owner-api';
import { logIn } from './support/new-account';

/**
 * Every kind of page the server sends, under its real Content-Security-Policy in a real browser: nothing it needs is
 * refused (an inline script whose hash went stale, a style, a request to another origin). On the results journey's
 * server, whose seeded demo test has results and a variant to edit; nothing here changes it.
 */
test.use({ baseURL: resultsServer.url });

/** What the browser reports as refused by the policy, by event and in the console, on every page the tab opens. */
async function watchForViolations(page: Page): Promise<string[]> {
  const refused: string[] = [];
  await page.exposeFunction('reportCspViolation', (violation: string) => refused.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation;
      report(`${event.violatedDirective} refused ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  page.on('console', (message) => {
    if (/Refused to|Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  return refused;
}

/** Opens `url` and checks that it came with a policy that allows inline scripts only by their hashes. */
async function open(page: Page, url: string): Promise<void> {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy, url).toContain("script-src 'self'");
  expect(policy, url).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(policy, url).toContain("frame-ancestors 'none'");
}

test('every kind of page loads under its Content-Security-Policy with nothing refused', async ({
  page,
  playwright,
}) => {
  const refused = await watchForViolations(page);
  const owner = await demoOwnerApi(playwright, resultsServer.url);
  const { test: demoTest } = await owner.graphql<{ test: { variants: { id: string; variantNo: number }[] } }>(
    'query($id: ID!) { test(id: $id) { variants { id variantNo } } }',
    { id: owner.demoTestId },
  );
  await owner.dispose();
  const variantB = demoTest.variants.find((variant) => variant.variantNo === 1)?.id ?? '';

  await test.step('public pages: the consent script runs, by its hash', async () => {
    for (const url of ['/', '/blog/ab-testing-headlines', '/login']) {
      await open(page, url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The inline script before the first paint took the no-js class away: it was allowed to run.
      await expect(page.locator('html')).not.toHaveClass(/no-js/);
    }
  });

  await test.step("static and the server's own pages: their inline styles, by their hashes", async () => {
    await open(page, freeGuide.href);
    await open(page, '/dev/mailbox');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mailbox');
    // The <style> applied: the page is set in the sans-serif its inline stylesheet names.
    await expect(page.locator('body')).toHaveCSS('font-family', /system-ui/);
  });

  await test.step('signed-in pages: My Account, the results and a variant with its code editors', async () => {
    await logIn(page, demoOwner);
    await open(page, '/user');
    await expect(page.locator('html')).not.toHaveClass(/no-js/);
    await open(page, `/user/tests/${owner.demoTestId}/results`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Results: ${demoTestName}`);
    await open(page, `/user/tests/${owner.demoTestId}/variant/${variantB}`);
    const css = page.getByRole('textbox', { name: 'CSS', exact: true });
    await expect(css).toBeVisible();
    // Typing opens the editor's completions, which it places with style attributes. Nothing is saved.
    await css.click();
    await page.keyboard.type('.button { col');
    await expect(page.locator('.cm-tooltip-autocomplete')).toBeVisible();
  });

  expect(refused).toEqual([]);
});
