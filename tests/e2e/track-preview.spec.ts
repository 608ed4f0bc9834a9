import { expect, test, type Page } from '@playwright/test';
import { fixtureSites } from '../../playwright.config';
import { newSiteOwner, type LiveTest, type SiteOwner } from './support/site-owner';
import { enrolmentsFor, logTrackerCalls, siteVisitor } from './support/site-visitor';

/**
 * Previewing a test that does not run yet: a draft's variant, opened with the QA parameter naming its id (as the
 * app's Preview links do), shows on the owner's real page through the real script, and nobody is enrolled or
 * charged. Without the id, or with a variant number, the draft stays unseen.
 */
test.use({ trace: 'off' });
test.describe.configure({ mode: 'serial' });

const previewed = 'rgb(190, 18, 60)';
let owner: SiteOwner;
let draft: LiveTest;

test.beforeAll(async ({ playwright }) => {
  owner = await newSiteOwner(playwright, fixtureSites.trackerUrl, fixtureSites.staticUrl);
  draft = await owner.addDraftTest('/', { cssCode: `#hero { color: ${previewed}; }` });
});

test.afterAll(async () => {
  await owner.dispose();
});

const heroColour = (page: Page) => page.locator('#hero').evaluate((hero) => getComputedStyle(hero).color);

async function sessionsLeft(): Promise<number> {
  const { me } = await owner.graphql<{ me: { testSessionsRemaining: number } }>(
    'query { me { testSessionsRemaining } }',
  );
  return me.testSessionsRemaining;
}

test("a draft's variant, asked for by its id, shows on the real page and costs nothing", async ({ browser }) => {
  const before = await sessionsLeft();
  const context = await siteVisitor(browser, { websiteId: owner.websiteId });
  const calls = logTrackerCalls(context);
  const page = await context.newPage();

  await page.goto(`${fixtureSites.staticUrl}/?splitpenny_variant=${draft.variantId}`);
  await expect.poll(() => heroColour(page)).toBe(previewed);
  // The script brought the draft's test for this preview (the page's preload, without it, went unused).
  const previews = () => calls.filter((call) => call.endpoint === 'script' && call.url.includes('preview='));
  await expect.poll(() => previews().filter((call) => call.status === 200)).toHaveLength(1);
  await page.waitForTimeout(500);
  expect(enrolmentsFor(calls, draft.id)).toEqual([]);
  expect(await sessionsLeft()).toBe(before);

  // The same page without the id, or asking for variant number 1, shows the original: a draft is not running.
  for (const query of ['', '?splitpenny_variant=1']) {
    const answered = () => calls.filter((call) => call.endpoint === 'script' && call.status === 200).length;
    const before = answered();
    await page.goto(`${fixtureSites.staticUrl}/${query}`);
    await expect.poll(answered).toBeGreaterThan(before);
    await page.waitForTimeout(300);
    expect(await heroColour(page)).not.toBe(previewed);
  }
  expect(enrolmentsFor(calls, draft.id)).toEqual([]);
  await context.close();
});
