import { existsSync } from 'node:fs';
import { chromium, expect, test, type Browser } from '@playwright/test';
import { fixtureSites } from '../../playwright.config';
import { browserUserAgent } from '../support/visitor-browser';
import { newSiteOwner, type LiveTest, type SiteOwner } from './support/site-owner';
import { enrolmentsFor, everyFewMs, logTrackerCalls, siteVisitor } from './support/site-visitor';
import { openInTime } from './support/variant-visit';

/**
 * Bots see the original page and cost the owner nothing; people see the variant and are charged once. A headless
 * browser as it comes (HeadlessChrome in its user agent, navigator.webdriver set) is a bot; so is one that hides its
 * agent but not navigator.webdriver, which the script reports. The suite's own browsers look like people
 * (playwright.config.ts), which is why every other journey is charged.
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

/** A Chromium launched as any script would launch it, without the suite's flags. */
async function defaultHeadlessChromium(): Promise<Browser> {
  const executablePath = existsSync(chromium.executablePath()) ? undefined : '/usr/bin/chromium';
  return chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-quic'] });
}

async function visitsLeftOutToBots(): Promise<number> {
  const { test: found } = await owner.graphql<{ test: { visitsLeftOut: { bots: number } } }>(
    'query($id: ID!) { test(id: $id) { visitsLeftOut { bots } } }',
    { id: live.id },
  );
  return found.visitsLeftOut.bots;
}

test('a default headless browser, and one hiding only its agent, see the original and are never charged', async () => {
  const bots = await defaultHeadlessChromium();
  try {
    for (const [name, userAgent] of [
      ['HeadlessChrome', undefined],
      ["a person's agent with navigator.webdriver", browserUserAgent],
    ] as const) {
      await test.step(name, async () => {
        const botsBefore = await visitsLeftOutToBots();
        const context = await siteVisitor(bots, { websiteId: owner.websiteId });
        const calls = logTrackerCalls(context);
        const page = await context.newPage();
        if (userAgent !== undefined) await page.setExtraHTTPHeaders({ 'user-agent': userAgent });
        await page.goto(`${fixtureSites.staticUrl}/pricing`);
        await expect.poll(() => calls.find((call) => call.endpoint === 'config')?.status, everyFewMs).toBe(200);
        await expect(page.locator('#hero')).not.toHaveText(variantHeading);
        await page.waitForTimeout(500);
        expect(enrolmentsFor(calls, live.id)).toEqual([]);
        expect(await owner.variantSessions(live)).toBe(0);
        await expect.poll(visitsLeftOutToBots, { timeout: 10_000 }).toBe(botsBefore + 1);
        await context.close();
      });
    }
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
