import { expect, test, type Browser } from '@playwright/test';
import { fixtureSites } from '../../playwright.config';
import { pageEntryKey } from '../../domain/tracking/install-snippets';
import { report } from './support/load-figures-report';
import { installPaintProbe, waitForOutcome } from './support/paint-probe';
import { newSiteOwner, type LiveTest, type SiteOwner } from './support/site-owner';
import { enrolmentsFor, logTrackerCalls, siteVisitor, type SiteSetup } from './support/site-visitor';
import { openInTime } from './support/variant-visit';

/**
 * The script on pages it does not control: libraries that change built-ins (Prototype's `Array.prototype.toJSON`,
 * MooTools' `Array.from`) must not garble what it sends or stores; campaign parameters that make every address
 * different must not make its storage grow; and the script itself comes compressed, with a release address.
 */
test.use({ trace: 'off' });

const variantColour = 'rgb(190, 18, 60)';
const look = { colour: variantColour };
/** The script's visitor ids: four random 32-bit numbers in decimal (web/track/visitor-id.ts). */
const visitorIdPattern = /^\d{20,40}$/;

let owner: SiteOwner;
let pricingTest: LiveTest;

test.beforeAll(async ({ playwright }) => {
  owner = await newSiteOwner(playwright, fixtureSites.trackerUrl, fixtureSites.staticUrl);
  pricingTest = await owner.addLiveTest('/pricing', { cssCode: `#hero { color: ${variantColour}; }` });
});

test.afterAll(async () => {
  await owner.dispose();
});

const url = `${fixtureSites.staticUrl}/pricing`;
const setup = (page: Omit<SiteSetup, 'websiteId'>): SiteSetup => ({ websiteId: owner.websiteId, ...page });

async function open(browser: Browser, page: Omit<SiteSetup, 'websiteId'>) {
  const context = await siteVisitor(browser, setup(page));
  await installPaintProbe(context, '#hero');
  const calls = logTrackerCalls(context);
  return { context, calls, page: await context.newPage() };
}

for (const install of ['loader', 'tag'] as const) {
  test(`Prototype's Array#toJSON on the page, ${install}: enrolment and events are accepted`, async ({ browser }) => {
    const { context, calls, page } = await openInTime(
      browser,
      setup({ install, builtinPatch: 'prototype' }),
      '#hero',
      url,
      look,
    );
    expect(await page.evaluate(() => JSON.stringify([1])), 'Prototype-style toJSON is active').toBe('"[1]"');
    await expect.poll(() => enrolmentsFor(calls, pricingTest.id)[0]?.status).toBe(200);
    await page.locator('#cta').click();
    // Events go every 5 seconds while there are any.
    const events = () => calls.find((call) => call.endpoint === 'events' && call.status !== null);
    await expect.poll(events, { timeout: 10_000 }).toBeDefined();
    const batch = events();
    const enrolled = await page.evaluate(() => JSON.parse(localStorage.getItem('splitpenny_enrolled') ?? 'null'));
    report(
      `Prototype toJSON, ${install} install: enrol ${enrolmentsFor(calls, pricingTest.id)[0]?.status}, ` +
        `events ${batch?.status}, tests sent as ${JSON.stringify(batch?.body?.tests)}`,
    );
    expect(batch?.status).toBe(202);
    expect(batch?.body?.tests).toEqual([pricingTest.id]);
    expect(enrolled).toEqual([pricingTest.id]);
    await context.close();
  });
}

test("MooTools' Array.from on the page: the visitor id stays some 38 random digits", async ({ browser }) => {
  const { context, calls, page } = await openInTime(browser, setup({ builtinPatch: 'mootools' }), '#hero', url, look);
  const mapped = await page.evaluate(() => Array.from(new Uint8Array([7]), () => 'x'));
  expect(mapped, 'MooTools-style Array.from ignores the map function').toEqual([7]);
  await expect.poll(() => enrolmentsFor(calls, pricingTest.id)[0]?.status).toBe(200);
  const sent = enrolmentsFor(calls, pricingTest.id)[0]?.body?.visitor;
  const stored = await page.evaluate(() => localStorage.getItem('splitpenny_visitor'));
  report(`MooTools Array.from: visitor id sent ${JSON.stringify(sent)}, stored ${JSON.stringify(stored)}`);
  expect(sent).toMatch(visitorIdPattern);
  expect(stored).toBe(sent);
  await context.close();
});

test('15 visits with different gclid values keep one entry per page', async ({ browser }) => {
  test.setTimeout(90_000);
  const { context, calls, page } = await open(browser, {});
  for (let visit = 0; visit < 15; visit += 1) {
    const configs = calls.filter((call) => call.endpoint === 'script').length;
    await page.goto(`${url}?gclid=${visit}-${Math.random().toString(36).slice(2)}`);
    // Either outcome stores the same entry: the variant painted, or a config after the fail-open.
    await waitForOutcome(page, look);
    await expect
      .poll(() => calls.filter((call) => call.endpoint === 'script' && call.status !== null).length)
      .toBe(configs + 1);
  }
  await page.waitForTimeout(200);
  const stored = await page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
  const keys = Object.keys(stored).sort();
  const pageEntry = JSON.parse(stored[pageEntryKey] ?? '{}') as Record<string, string[]>;
  report(
    `localStorage after 15 gclid visits: ${keys.length} keys (${keys.join(', ')}); page entry ${stored[pageEntryKey]}`,
  );
  expect(keys).toEqual(['splitpenny_enrolled', pageEntryKey, 'splitpenny_seen', 'splitpenny_visitor'].sort());
  expect(Object.keys(pageEntry)).toEqual([`${fixtureSites.staticUrl}/pricing`]);
  await context.close();
});

test("the plain tag's track.js and the per-site script come compressed as asked, track.js with a long-cached release address", async ({
  browser,
}) => {
  const { context, page } = await open(browser, { install: 'tag' });
  const script = page.waitForResponse((response) => response.url().endsWith('/scripts/tracking/track.js'));
  const siteScript = page.waitForResponse((response) => response.url().includes('/api/track/script.js?'));
  await page.goto(url);
  const response = await script;
  expect((await (await siteScript).allHeaders())['content-encoding']).toBe('br');
  const asked = (await response.request().allHeaders())['accept-encoding'] ?? '';
  const headers = await response.allHeaders();
  const release = await context.request.get(`${fixtureSites.trackerUrl}${headers['content-location']}`, {
    headers: { 'accept-encoding': 'br, gzip' },
  });
  report(
    `track.js: asked ${asked}, sent ${headers['content-encoding']}; release ${headers['content-location']} ` +
      `cached "${release.headers()['cache-control']}"`,
  );
  expect(headers['content-encoding']).toBe(asked.includes('br') ? 'br' : 'gzip');
  expect(headers['content-location']).toMatch(/^\/scripts\/tracking\/track-[0-9a-f]{12}\.js$/);
  expect(release.status()).toBe(200);
  expect(release.headers()['content-encoding']).toBe('br');
  expect(release.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  await context.close();
});
