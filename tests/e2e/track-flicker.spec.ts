import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { fixtureSites } from '../../playwright.config';
import { describeLoads, loadsPerCase, measureLoads, report, type CaseLoads } from './support/load-figures-report';
import { installPaintProbe, loadFigures, readProbe, waitForOutcome, type LoadFigures } from './support/paint-probe';
import { newSiteOwner, type LiveTest, type SiteOwner } from './support/site-owner';
import { enrolmentsFor, everyFewMs, logTrackerCalls, siteVisitor, type TrackerCall } from './support/site-visitor';

/**
 * No flicker on a plain multi-page site: a visitor in a CSS or a JS variant never sees the original heading painted
 * first, on a first visit (nothing stored: the whole page waits for the config) and on a returning one (only what
 * the variant changes waits), with either install. Each case loads the page twenty times (first visits each in a
 * new browser, returning visits in one browser that has visited once) and prints what it measured.
 */
test.use({
  // Tracing records every frame of every page: on a two-core machine that would time the recorder, not the script.
  trace: 'off',
});

const variantColour = 'rgb(190, 18, 60)';
const kinds = {
  CSS: { path: '/', change: { cssCode: `#hero { color: ${variantColour}; }` }, look: { colour: variantColour } },
  JS: {
    path: '/features',
    change: { jsCode: "document.getElementById('hero').textContent = 'Variant heading';" },
    look: { text: 'Variant heading' },
  },
} as const;
type Kind = keyof typeof kinds;

let owner: SiteOwner;
const liveTests = new Map<Kind, LiveTest>();

test.beforeAll(async ({ playwright }) => {
  owner = await newSiteOwner(playwright, fixtureSites.trackerUrl, fixtureSites.staticUrl);
  for (const kind of Object.keys(kinds) as Kind[]) {
    liveTests.set(kind, await owner.addLiveTest(kinds[kind].path, kinds[kind].change));
  }
});

test.afterAll(async () => {
  await owner.dispose();
});

interface Visitor {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly calls: TrackerCall[];
}

async function newVisitor(browser: Browser, install: 'tag' | 'loader'): Promise<Visitor> {
  const context = await siteVisitor(browser, { websiteId: owner.websiteId, install });
  await installPaintProbe(context, '#hero');
  const calls = logTrackerCalls(context);
  return { context, page: await context.newPage(), calls };
}

/**
 * Opens the test's page and waits for the outcome: the variant painted and, on a first visit, the enrolment
 * answered (a variant taken back then would show the original again); or the hiding ended by the fail-open, when
 * the config must then change nothing.
 */
async function visit({ page, calls }: Visitor, kind: Kind, firstVisit: boolean): Promise<LoadFigures> {
  const { path, look } = kinds[kind];
  const testId = liveTests.get(kind)?.id ?? '';
  const configsBefore = calls.filter((call) => call.endpoint === 'script').length;
  const enrolmentsBefore = enrolmentsFor(calls, testId).length;
  await page.goto(`${fixtureSites.staticUrl}${path}`, { waitUntil: 'commit' });
  const outcome = await withCalls(calls, waitForOutcome(page, look));
  if (outcome === 'variant' && firstVisit) {
    await expect.poll(() => enrolmentsFor(calls, testId)[0]?.status, everyFewMs).toBe(200);
  } else {
    const configs = () => calls.filter((call) => call.endpoint === 'script' && call.status !== null).length;
    await expect.poll(configs, everyFewMs).toBeGreaterThan(configsBefore);
  }
  await page.waitForTimeout(50);
  const figures = loadFigures(await readProbe(page), look);
  if (figures.failOpen) {
    expect(enrolmentsFor(calls, testId), 'a late config enrols nobody').toHaveLength(enrolmentsBefore);
  }
  return figures;
}

/** Adds what the script sent and was answered to a failure, which often tells why the variant did not show. */
async function withCalls<T>(calls: readonly TrackerCall[], step: Promise<T>): Promise<T> {
  try {
    return await step;
  } catch (error) {
    throw new Error(`${String(error)}\nthe script's requests: ${JSON.stringify(calls)}`, { cause: error });
  }
}

async function firstVisit(browser: Browser, kind: Kind, install: 'tag' | 'loader'): Promise<LoadFigures> {
  const visitor = await newVisitor(browser, install);
  const figures = await visit(visitor, kind, true);
  await visitor.context.close();
  return figures;
}

/** A browser whose first visit was enrolled, storing the visitor id, the enrolment and the hiding entry. */
async function enrolledVisitor(browser: Browser, kind: Kind, install: 'tag' | 'loader'): Promise<Visitor> {
  for (let tries = 1; ; tries += 1) {
    const visitor = await newVisitor(browser, install);
    // A first visit that failed open enrolled nobody: another browser tries again.
    if (!(await visit(visitor, kind, true)).failOpen || tries === 5) return visitor;
    await visitor.context.close();
  }
}

/**
 * A returning visitor's loads: one browser that has visited once, then a load for each measurement, so only what
 * the variant changes waits for the config.
 */
async function returningVisits(
  browser: Browser,
  kind: Kind,
  install: 'tag' | 'loader',
  count = loadsPerCase,
): Promise<CaseLoads> {
  const visitor = await enrolledVisitor(browser, kind, install);
  const measured = await measureLoads(() => visit(visitor, kind, false), count);
  await visitor.context.close();
  return measured;
}

function expectNoFlicker(measured: CaseLoads): void {
  expect(measured.loads.filter((load) => load.originalPainted)).toHaveLength(0);
  expect(measured.loads.filter((load) => !load.variantPainted)).toHaveLength(0);
  expect(measured.failedOpen.filter((load) => load.variantPainted)).toHaveLength(0);
}

for (const kind of Object.keys(kinds) as Kind[]) {
  for (const install of ['loader', 'tag'] as const) {
    test(`${kind} variant, first visit, ${install}: the original heading is never painted`, async ({ browser }) => {
      test.setTimeout(120_000);
      const measured = await measureLoads(() => firstVisit(browser, kind, install));
      report(`${kind} variant, first visit, ${install} install: ${describeLoads(measured)}`);
      expectNoFlicker(measured);
    });

    test(`${kind} variant, returning visit, ${install}: the original heading is never painted`, async ({ browser }) => {
      test.setTimeout(120_000);
      const measured = await returningVisits(browser, kind, install);
      report(`${kind} variant, returning visit, ${install} install: ${describeLoads(measured)}`);
      expectNoFlicker(measured);
    });
  }
}

/**
 * Beyond flicker: hidden no longer than needed. The docs have the hiding removed as soon as the variants are in
 * place, so a returning visitor, whose config usually comes within a few dozen milliseconds, should not wait for the
 * loader's fail-open; the probe sees any frame with the variant already there but the element still hidden.
 */
const promptLoads = 5;

for (const kind of Object.keys(kinds) as Kind[]) {
  for (const install of ['loader', 'tag'] as const) {
    test(`${kind} variant, returning visit, ${install}: shown in the frame its variant is in place`, async ({
      browser,
    }) => {
      const { loads } = await returningVisits(browser, kind, install, promptLoads);
      const late = loads.map((load) => load.hiddenWithVariantMs);
      report(
        `${kind} variant, returning visit, ${install} install: hidden with the variant already in place on ` +
          `${late.filter((ms) => ms > 0).length}/${loads.length} loads, for at most ${Math.round(Math.max(...late))} ms`,
      );
      expect(late).toEqual(late.map(() => 0));
    });
  }
}
