import { expect, test, type Browser, type Page, type Request } from '@playwright/test';
import { bucketMidpointMs, bucketOf } from '../../domain/tracking/time-histogram';
import type { EventBatch } from '../../domain/tracking/tracking-protocol';
import { resultsServer } from '../../playwright.config';
import { formatCount } from '../../web/app/format/format-count';
import { formatAverage, formatPercent, formatSeconds } from '../../web/app/format/format-measure';
import { logIn } from './support/new-account';
import { demoOwner, demoOwnerApi, demoTestName, visitorIn, type DemoOwnerApi } from './support/demo-owner-api';

/**
 * What owners read: visitors driven through the demo shop (the seeded live test, green or orange buttons, 50/50,
 * goal purchases, revenue besides) produce a results page whose per-variant figures are those of the events their
 * browsers sent.
 */
test.describe.configure({ mode: 'serial' });
test.use({ baseURL: resultsServer.url });

const shop = resultsServer.shopUrl;

let owner: DemoOwnerApi;
let demoTest = { id: '', websiteId: '', websiteUrl: '', variants: [] as { id: string; variantNo: number }[] };

/** One visitor's session as the events their browser sent add it up. */
interface SentSession {
  readonly arm: number;
  clicks: number;
  submits: number;
  maxScroll: number;
  timeMs: number;
}

function addUp(session: SentSession, batch: EventBatch): void {
  for (const event of batch.events) {
    if (event.k === 'click' || event.k === 'button_click' || event.k === 'form_click') session.clicks += 1;
    if (event.k === 'form_submit') session.submits += 1;
    if (event.k === 'scroll') session.maxScroll = Math.max(session.maxScroll, Math.min(100, Math.round(event.v ?? 0)));
    if (event.k === 'time') session.timeMs += Math.round(event.v ?? 0);
  }
}

/**
 * Opens the shop's home page until the visitor is enrolled: a config that comes after the page was shown (the
 * loader's fail-open, which a busy test machine can reach) enrols nobody on that page view, so the visitor comes back.
 */
async function enrolledOnVisit(page: Page): Promise<unknown> {
  for (let attempt = 1; ; attempt += 1) {
    const enrolled = page
      .waitForResponse((response) => response.url().endsWith('/api/track/enrol'), { timeout: 5_000 })
      .catch((error: unknown) => (attempt < 3 ? null : Promise.reject(error)));
    await page.goto(`${shop}/`);
    const response = await enrolled;
    if (response !== null) return response.json();
  }
}

/**
 * A new browser for a visitor of arm `arm`: the shop's home page and what `act` does there. The script sends what
 * was recorded at its next regular report (every 5 s); the visitor then closes the browser. Every batch sent is
 * added up as it goes.
 */
async function visit(browser: Browser, arm: number, tag: string, act: (page: Page) => Promise<void>) {
  const session: SentSession = { arm, clicks: 0, submits: 0, maxScroll: 0, timeMs: 0 };
  const context = await browser.newContext({ viewport: { width: 1280, height: 420 } });
  await context.addInitScript(
    (id) => window.localStorage.setItem('splitpenny_visitor', id),
    visitorIn(demoTest.id, arm, tag),
  );
  const isBatch = (request: Request) => request.url().endsWith('/api/track/events');
  context.on('request', (request) => {
    if (isBatch(request)) addUp(session, JSON.parse(request.postData() ?? '{}') as EventBatch);
  });
  const page = await context.newPage();
  expect(await enrolledOnVisit(page)).toEqual({ status: 'enrolled' });
  await act(page);
  await context.waitForEvent('request', { predicate: isBatch, timeout: 15_000 });
  // Closing the page would send what little happened since by beacon, which Playwright does not see: the browser
  // goes quiet first, so the batches added up here are exactly what the server gets.
  await page.evaluate(() => {
    Object.defineProperty(navigator, 'sendBeacon', { value: () => true });
    window.fetch = () => new Promise<Response>(() => undefined);
  });
  await context.close();
  return session;
}

const scrollToBottom = (page: Page) => page.mouse.wheel(0, 5_000);
const buyButtons = (page: Page) => page.locator('button.buy-button');

async function subscribe(page: Page): Promise<void> {
  await page.getByLabel('Email address').fill('reader@example.com');
  await page.getByRole('button', { name: 'Subscribe' }).click();
}

interface Expected {
  readonly sessions: number;
  readonly clicks: string;
  readonly submits: string;
  readonly scroll: string;
  readonly time: string;
}

/** What the results page should show for an arm: means, and the median as the rollup's time buckets give it. */
function expectedFor(sessions: readonly SentSession[], arm: number): Expected {
  const of = sessions.filter((s) => s.arm === arm);
  const mean = (pick: (s: SentSession) => number) => of.reduce((sum, s) => sum + pick(s), 0) / of.length;
  const times = of.map((s) => s.timeMs).sort((a, b) => a - b);
  const middle = times[Math.ceil(times.length / 2) - 1] ?? 0;
  const bucket = bucketOf(middle);
  return {
    sessions: of.length,
    clicks: formatAverage(mean((s) => s.clicks)),
    submits: formatAverage(mean((s) => s.submits)),
    scroll: formatPercent(mean((s) => s.maxScroll)),
    time: formatSeconds(bucket === 0 ? 0 : bucketMidpointMs(bucket) / 1000),
  };
}

const cell = (page: Page, arm: number, column: string) =>
  page.getByTestId('results-engagement').locator(`tr[data-variant-no="${arm}"] td[data-column="${column}"]`);

test.beforeAll(async ({ playwright }) => {
  owner = await demoOwnerApi(playwright, resultsServer.url);
  const { test: seeded } = await owner.graphql<{
    test: { websiteId: string; variants: { id: string; variantNo: number }[] };
  }>('query($id: ID!) { test(id: $id) { websiteId variants { id variantNo } } }', { id: owner.demoTestId });
  const { website } = await owner.graphql<{ website: { url: string } }>(
    'query($id: ID!) { website(id: $id) { url } }',
    {
      id: seeded.websiteId,
    },
  );
  demoTest = { id: owner.demoTestId, ...seeded, websiteUrl: website.url };
});

test.afterAll(async () => {
  await owner.dispose();
});

test('visitors of the demo shop become the results page, and a skewed split raises the mismatch warning', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const sessions = await test.step('four visitors, two in each arm, click, scroll, subscribe and read', () =>
    Promise.all([
      visit(browser, 0, 'a1', async (p) => {
        await buyButtons(p).first().click();
        await buyButtons(p).nth(1).click();
        await scrollToBottom(p);
        await subscribe(p);
      }),
      visit(browser, 0, 'a2', scrollToBottom),
      visit(browser, 1, 'b1', async (p) => {
        await buyButtons(p).first().click();
        await scrollToBottom(p);
      }),
      visit(browser, 1, 'b2', async (p) => {
        await scrollToBottom(p);
        await subscribe(p);
        await buyButtons(p).nth(2).click();
      }),
    ]));
  expect(sessions.some((s) => s.submits === 1)).toBe(true);
  expect(sessions.every((s) => s.timeMs > 0)).toBe(true);
  // The last batches leave by beacon as each page closes: wait until the server has counted every event sent.
  const counted = async () => {
    const { testPerformanceData } = await owner.graphql<{
      testPerformanceData: { sessions: number; avgClicks: number; avgScrolledDownPercentage: number }[];
    }>('query($id: ID!) { testPerformanceData(testId: $id) { sessions avgClicks avgScrolledDownPercentage } }', {
      id: demoTest.id,
    });
    const total = (pick: (arm: (typeof testPerformanceData)[number]) => number) =>
      Math.round(testPerformanceData.reduce((sum, arm) => sum + arm.sessions * pick(arm), 0));
    return [total((arm) => arm.avgClicks), total((arm) => arm.avgScrolledDownPercentage)];
  };
  await expect
    .poll(counted)
    .toEqual([sessions.reduce((sum, s) => sum + s.clicks, 0), sessions.reduce((sum, s) => sum + s.maxScroll, 0)]);

  await test.step('the results page shows what the events said, arm by arm, with a verdict', async () => {
    await logIn(page, demoOwner);
    await page.goto(`/user/tests/${demoTest.id}`);
    await page.getByRole('link', { name: 'See the results' }).click();
    await expect(page).toHaveURL(`/user/tests/${demoTest.id}/results`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Results: ${demoTestName}`);
    for (const arm of [0, 1]) {
      const expected = expectedFor(sessions, arm);
      await expect(cell(page, arm, 'Sessions')).toHaveText(formatCount(expected.sessions));
      await expect(cell(page, arm, 'Clicks per session')).toHaveText(expected.clicks);
      await expect(cell(page, arm, 'Form submissions per session')).toHaveText(expected.submits);
      await expect(cell(page, arm, 'Scrolled down (average)')).toHaveText(expected.scroll);
      await expect(cell(page, arm, 'Median time on page')).toHaveText(expected.time);
    }
    await expect(page.getByTestId('results-sessions')).toHaveText('4 of 10,000 (0.0%)');
    await expect(page.getByTestId('results-verdict')).toContainText('Not enough data yet');
    await expect(page.getByText('Sample ratio mismatch')).toHaveCount(0);
  });

  await test.step('twenty more visitors, all of them in B: the split no longer fits 50/50', async () => {
    const variantB = demoTest.variants.find((v) => v.variantNo === 1)?.id ?? '';
    for (let i = 0; i < 20; i += 1) {
      const response = await owner.request.post(`${resultsServer.url}/api/track/enrol`, {
        // From a page of the demo website: the only origin whose pages may enrol its visitors.
        headers: { 'content-type': 'text/plain', origin: demoTest.websiteUrl },
        data: JSON.stringify({
          site: demoTest.websiteId,
          test: demoTest.id,
          variant: variantB,
          visitor: visitorIn(demoTest.id, 1, `skew${i}`),
          device: 1,
        }),
      });
      expect(await response.json()).toEqual({ status: 'enrolled' });
    }
    await page.reload();
    await expect(page.getByTestId('results-sessions')).toHaveText('24 of 10,000 (0.2%)');
    await expect(page.getByRole('status').filter({ hasText: 'Sample ratio mismatch' })).toBeVisible();
    await expect(cell(page, 1, 'Sessions')).toHaveText('22');
  });
});

test('a visitor of the orange arm buys through the checkout: the results count the purchase and its revenue', async ({
  browser,
  page,
}) => {
  const context = await browser.newContext();
  await context.addInitScript(
    (id) => window.localStorage.setItem('splitpenny_visitor', id),
    visitorIn(demoTest.id, 1, 'buyer'),
  );
  const goalEvents: { g?: number; v?: number }[] = [];
  context.on('request', (request) => {
    if (!request.url().endsWith('/api/track/events')) return;
    const batch = JSON.parse(request.postData() ?? '{}') as EventBatch;
    goalEvents.push(...batch.events.filter((event) => event.k === 'goal'));
  });
  const shopper = await context.newPage();
  expect(await enrolledOnVisit(shopper)).toEqual({ status: 'enrolled' });
  await shopper.getByRole('button', { name: 'Add to basket' }).first().click();
  await shopper.getByRole('button', { name: 'Add to basket' }).nth(1).click();
  await shopper.getByRole('link', { name: 'Basket (2)' }).click();
  await expect(shopper.getByRole('heading', { level: 1 })).toHaveText('Checkout');
  await expect(shopper.getByRole('listitem').filter({ hasText: '£' })).toHaveText([
    'Snake Plant – £14.00',
    'Little Cactus – £8.50',
  ]);
  await shopper.getByLabel('Email address').fill('buyer@example.com');
  await shopper.getByRole('button', { name: 'Place order' }).click();
  await expect(shopper.getByText(/^Order PP-\w+ is placed: £22\.50\.$/)).toBeVisible();
  // One call, two goals of the shop's on the event purchase: Purchase (converted or not) and Revenue.
  await expect.poll(() => goalEvents.map((event) => event.v)).toEqual([2250, 2250]);
  expect(new Set(goalEvents.map((event) => event.g)).size).toBe(2);

  // Reloading the confirmation page does not count the order again: the page sends it once.
  await shopper.reload();
  await shopper.waitForFunction(
    () => typeof (window as { splitpenny?: { track?: unknown } }).splitpenny?.track === 'function',
  );
  expect(goalEvents).toHaveLength(2);
  await context.close();

  await logIn(page, demoOwner);
  await page.goto(`/user/tests/${demoTest.id}/results`);
  const purchases = page.getByRole('table', { name: 'Purchase (primary goal), each variant against A' });
  const revenue = page.getByRole('table', { name: 'Revenue (secondary goal), each variant against A' });
  // Event batches are written a moment after they are answered: the page counts them once they are in.
  await expect(async () => {
    await page.reload();
    await expect(purchases.getByRole('row', { name: /^B ·/ }).locator('td[data-label="Converted"]')).toHaveText('1', {
      timeout: 1_000,
    });
  }).toPass({ timeout: 15_000 });
  await expect(purchases.getByRole('row', { name: /^A ·/ }).locator('td[data-label="Converted"]')).toHaveText('0');
  await expect(revenue.getByRole('row', { name: /^B ·/ }).locator('td[data-label="Revenue"]')).toContainText('22.50');
});
