import { existsSync } from 'node:fs';
import { chromium, expect, test, type Browser } from '@playwright/test';
import { fixtureSites } from '../../playwright.config';
import { browserUserAgent } from '../support/visitor-browser';
import { newSiteOwner, type LiveTest, type SiteOwner } from './support/site-owner';
import { enrolmentsFor, everyFewMs, logTrackerCalls, siteVisitor } from './support/site-visitor';
import { openInTime } from './support/variant-visit';

/**
 * Bots see the original page and cost the owner nothing; people see the variant and are charged once. A headless
 * browser as it comes (navigator.webdriver set) is stopped by the script, which then runs nothing, whatever its agent;
 * one that hides navigator.webdriver but not HeadlessChrome in its agent is a bot the server knows, and counts as a
 * bot visit its test left out. The suite's own browsers look like people (playwright.config.ts), which is why every other
 * journey is charged.
 */
const variantHeading = 'Heading for people';

let owner: SiteOwner;
let live: LiveTest;

test.beforeAll(async ({ playwright }) => {
  owner = await newSiteOwner(playwright, fixtureSites.trackerUrl, fixtureSites.staticUrl);
  live = await owner.addLiveTest('/pricing', {
    jsCode: `document.getElementById('hero').textContent = '${variantHeading}';`,
  });
});

test.afterAll(async () => {
  await owner.dispose();
});

/**
 * A Chromium launched as any script would launch it, without the suite's flags; `hidingWebdriver` turns
 * navigator.webdriver off, as some scrapers do, leaving HeadlessChrome in its user agent.
 */
async function headlessChromium(options: { hidingWebdriver?: boolean } = {}): Promise<Browser> {
  const executablePath = existsSync(chromium.executablePath()) ? undefined : '/usr/bin/chromium';
  const args = ['--no-sandbox', '--disable-gpu', '--disable-quic'];
  if (options.hidingWebdriver === true) args.push('--disable-blink-features=AutomationControlled');
  return chromium.launch({ executablePath, args });
}

async function visitsLeftOutToBots(): Promise<number> {
  const { test: found } = await owner.graphql<{ test: { visitsLeftOut: { bots: number } } }>(
    'query($id: ID!) { test(id: $id) { visitsLeftOut { bots } } }',
    { id: live.id },
  );
  return found.visitsLeftOut.bots;
}

/**
 * The user agent headless Chromium sends of itself. The test runner gives every new context the suite's person's
 * agent (playwright.config.ts), so a bot's own is set again on its requests.
 */
function headlessAgentOf(browser: Browser): string {
  return `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/${browser.version()} Safari/537.36`;
}

/** The static site's /pricing in a new context of `browser`, with its calls to the tracking endpoints. */
async function visit(browser: Browser, userAgent?: string) {
  const context = await siteVisitor(browser, { websiteId: owner.websiteId });
  const calls = logTrackerCalls(context);
  const page = await context.newPage();
  if (userAgent !== undefined) await page.setExtraHTTPHeaders({ 'user-agent': userAgent });
  await page.goto(`${fixtureSites.staticUrl}/pricing`);
  return { context, calls, page };
}

test('a headless browser known by its agent sees the original, is never charged, and counts as a bot visit', async () => {
  const bots = await headlessChromium({ hidingWebdriver: true });
  try {
    const botsBefore = await visitsLeftOutToBots();
    const { context, calls, page } = await visit(bots, headlessAgentOf(bots));
    await expect.poll(() => calls.find((call) => call.endpoint === 'script')?.status, everyFewMs).toBe(200);
    await page.waitForTimeout(500);
    await expect(page.locator('#hero')).toHaveText('Simple pricing');
    expect(enrolmentsFor(calls, live.id)).toEqual([]);
    expect(await owner.variantSessions(live)).toBe(0);
    await expect.poll(visitsLeftOutToBots, { timeout: 10_000 }).toBe(botsBefore + 1);
    await context.close();
  } finally {
    await bots.close();
  }
});

test('an automated browser (navigator.webdriver) runs no test, whatever its agent: nothing sent, nothing charged', async () => {
  const bots = await headlessChromium();
  try {
    for (const userAgent of [headlessAgentOf(bots), browserUserAgent]) {
      const { context, calls, page } = await visit(bots, userAgent);
      await page.waitForLoadState('load');
      await page.waitForTimeout(1_000);
      await expect(page.locator('#hero')).toHaveText('Simple pricing');
      // The page's own preload line fetches the script; the loader adds nothing, and the script sends nothing.
      expect(calls.filter((call) => call.endpoint !== 'script')).toEqual([]);
      await context.close();
    }
    expect(await owner.variantSessions(live)).toBe(0);
  } finally {
    await bots.close();
  }
});

test("a person's browser sees the variant and is charged one session", async ({ browser }) => {
  const url = `${fixtureSites.staticUrl}/pricing`;
  const { context, calls } = await openInTime(browser, { websiteId: owner.websiteId }, '#hero', url, {
    text: variantHeading,
  });
  await expect.poll(() => enrolmentsFor(calls, live.id)[0]?.status, everyFewMs).toBe(200);
  await expect.poll(() => owner.variantSessions(live)).toBe(1);
  await context.close();
});
