import { expect, test, type Page } from '@playwright/test';
import { fixtureSites } from '../../playwright.config';
import { report } from './support/load-figures-report';
import { waitForPainted } from './support/paint-probe';
import { newSiteOwner, type LiveTest, type SiteOwner } from './support/site-owner';
import { enrolmentsFor, type TrackerCall } from './support/site-visitor';
import { openInTime } from './support/variant-visit';

/**
 * Exposure: a visitor counts in a test only once their variant was really applied on this page view. A page whose
 * Content-Security-Policy forbids eval cannot run a JS variant, so nobody is enrolled and nothing is counted; in
 * consent mode, a visitor who leaves the route before consenting was never exposed with consent, so consenting
 * later enrols nobody for it. Each case has a twin that is exposed, so that a missing request proves something.
 */
test.use({ trace: 'off' });

const variantHeading = 'Variant heading';
const pricingRed = 'rgb(190, 18, 60)';
const pricingLook = { colour: pricingRed };
const pricingUrl = `${fixtureSites.spaUrl}/pricing`;

let staticOwner: SiteOwner;
let spaOwner: SiteOwner;
let jsTest: LiveTest;
let pricingTest: LiveTest;

test.beforeAll(async ({ playwright }) => {
  staticOwner = await newSiteOwner(playwright, fixtureSites.trackerUrl, fixtureSites.staticUrl);
  jsTest = await staticOwner.addLiveTest('/contact', {
    jsCode: `document.getElementById('hero').textContent = '${variantHeading}';`,
  });
  spaOwner = await newSiteOwner(playwright, fixtureSites.trackerUrl, fixtureSites.spaUrl);
  pricingTest = await spaOwner.addLiveTest('/pricing', { cssCode: `.page-title { color: ${pricingRed}; }` });
});

test.afterAll(async () => {
  await staticOwner.dispose();
  await spaOwner.dispose();
});

/** Events are sent every 5 seconds while there are any (docs/tracking.md): a little longer covers one report. */
const reportEveryMs = 5000;

/** What a visitor does on a page: a click on its button and a scroll, each an event. */
async function clickAndScroll(page: Page): Promise<void> {
  await page.locator('#cta').click();
  await page.mouse.wheel(0, 1200);
}

interface ViolationsWindow {
  cspViolations?: string[];
}

/** In the page from its start: what its Content-Security-Policy refused, as "directive blocked-uri". */
function recordCspViolations(): void {
  const seen: string[] = [];
  (window as ViolationsWindow).cspViolations = seen;
  addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`));
}

const blockedByCsp = (page: Page) => page.evaluate(() => (window as ViolationsWindow).cspViolations ?? []);

const eventsFor = (calls: readonly TrackerCall[], testId: string) =>
  calls.filter((call) => call.endpoint === 'events' && (call.body?.tests as string[] | undefined)?.includes(testId));

test('a JS variant that the page CSP forbids enrols nobody and counts no events', async ({ browser }) => {
  await test.step('without the CSP, the visitor is exposed, enrolled and their events sent', async () => {
    const setup = { websiteId: staticOwner.websiteId };
    const url = `${fixtureSites.staticUrl}/contact`;
    const { context, calls, page } = await openInTime(browser, setup, '#hero', url, { text: variantHeading });
    await expect.poll(() => enrolmentsFor(calls, jsTest.id)[0]?.status).toBe(200);
    await clickAndScroll(page);
    await expect.poll(() => eventsFor(calls, jsTest.id)[0]?.status, { timeout: 2 * reportEveryMs }).toBe(202);
    await context.close();
    await expect.poll(() => staticOwner.variantSessions(jsTest)).toBe(1);
  });

  await test.step('with it, the original shows and nothing is sent for the test', async () => {
    const setup = { websiteId: staticOwner.websiteId, strictCsp: true, initScript: recordCspViolations };
    const { context, calls, page } = await openInTime(
      browser,
      setup,
      '#hero',
      `${fixtureSites.staticUrl}/contact`,
      null,
    );
    await expect.poll(() => blockedByCsp(page), 'the page refused the variant code').toContain('script-src eval');
    await expect.poll(() => calls.find((call) => call.endpoint === 'script')?.status).toBe(200);
    await waitForPainted(page, { text: 'Talk to us' });
    await clickAndScroll(page);
    await page.waitForTimeout(reportEveryMs + 1000);
    const enrolments = enrolmentsFor(calls, jsTest.id).length;
    const eventBatches = calls.filter((call) => call.endpoint === 'events').length;
    report(`CSP without 'unsafe-eval', JS variant: enrolments ${enrolments}, event batches ${eventBatches}`);
    expect(enrolments).toBe(0);
    expect(eventBatches).toBe(0);
    await context.close();
    expect(await staticOwner.variantSessions(jsTest)).toBe(1);
  });
});

test('in consent mode, leaving the route before consenting enrols nobody for its test', async ({ browser }) => {
  const setup = { websiteId: spaOwner.websiteId, consentPending: true };

  await test.step('consent given on the route: the held enrolment is sent', async () => {
    const { context, calls, page } = await openInTime(browser, setup, '.page-title', pricingUrl, pricingLook);
    await page.waitForTimeout(300);
    expect(enrolmentsFor(calls, pricingTest.id), 'nothing is sent before consent').toHaveLength(0);
    await page.evaluate(() => window.splitpenny?.consent?.(true));
    await expect.poll(() => enrolmentsFor(calls, pricingTest.id)[0]?.status).toBe(200);
    await context.close();
    await expect.poll(() => spaOwner.variantSessions(pricingTest)).toBe(1);
  });

  await test.step('consent given after leaving the route: nothing for its test', async () => {
    const { context, calls, page } = await openInTime(browser, setup, '.page-title', pricingUrl, pricingLook);
    // A click on the route, held with the rest until consent: it must not be sent for the test either.
    await page.locator('.card').first().click();
    await page.getByRole('link', { name: 'Home' }).click();
    await page.waitForFunction(() => window.spaFixture?.settled === 'home');
    await page.evaluate(() => window.splitpenny?.consent?.(true));
    // Time for what consent releases: the held enrolments at once, the events within 5 seconds.
    await page.waitForTimeout(reportEveryMs + 1000);
    const enrolments = enrolmentsFor(calls, pricingTest.id).length;
    const events = eventsFor(calls, pricingTest.id).length;
    report(`consent mode, route left before consent: enrolments ${enrolments}, event batches for the test ${events}`);
    expect(enrolments).toBe(0);
    expect(events).toBe(0);
    await context.close();
    expect(await spaOwner.variantSessions(pricingTest)).toBe(1);
  });
});
