import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { installPaintProbe, readProbe, revealedByTimer, waitForOutcome, type Look } from './paint-probe';
import { logTrackerCalls, siteVisitor, type SiteSetup, type TrackerCall } from './site-visitor';
import { report } from './load-figures-report';

/**
 * A visitor's first page view whose config came in time. On a busy machine the config sometimes comes after the
 * loader's fail-open, and the page then rightly shows its original for that view; the cases that are about something
 * else (exposure, consent, host libraries) need the variant's turn to have come, so such a load is tried again in a
 * new browser (at most three times, and each retry is printed).
 */
export interface OpenVisit {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly calls: TrackerCall[];
}

const tries = 3;

/** The hiding ended, one way or the other, and not by the timer. */
async function configInTime(page: Page): Promise<boolean> {
  await page.waitForFunction(() => {
    const probe = (window as { paintProbe?: { revealAt: number | null } }).paintProbe;
    return probe !== undefined && probe.revealAt !== null;
  });
  return !revealedByTimer(await readProbe(page));
}

/**
 * Opens `url` for a new visitor of the site `setup` describes, watching `selector`, until the page view had its
 * config in time: the variant painted with `look`, or, when `look` is null (a variant the page refuses), the hiding
 * ended before the fail-open.
 */
export async function openInTime(
  browser: Browser,
  setup: SiteSetup,
  selector: string,
  url: string,
  look: Look | null,
): Promise<OpenVisit> {
  for (let attempt = 1; ; attempt += 1) {
    const context = await siteVisitor(browser, setup);
    await installPaintProbe(context, selector);
    const calls = logTrackerCalls(context);
    const page = await context.newPage();
    await page.goto(url);
    const inTime = look === null ? await configInTime(page) : (await waitForOutcome(page, look)) === 'variant';
    if (inTime) return { context, page, calls };
    await context.close();
    report(`${url}: the config came after the loader's fail-open (try ${attempt} of ${tries})`);
    expect(attempt, 'loads whose config came in time').toBeLessThan(tries);
  }
}
