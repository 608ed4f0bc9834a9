import { expect, test, type BrowserContext } from '@playwright/test';
import { fixtureSites } from '../../playwright.config';
import { newSiteOwner, type LiveTest, type SiteOwner } from './support/site-owner';
import { enrolmentsFor, logTrackerCalls, siteVisitor, type TrackerCall } from './support/site-visitor';

/**
 * Conversion goals through the real scripts on a second-origin site: a visitor enrolled on the home page converts
 * on the contact page (page visit), clicks the selected button, and the site's own calls, queued by the stub before
 * the scripts arrived, send a sign-up and a purchase with revenue. The results count each goal for the visitor's
 * variant. A visitor who refused consent sends nothing and counts nowhere.
 */
test.use({ trace: 'off' });
test.describe.configure({ mode: 'serial' });

interface GoalResults {
  readonly name: string;
  readonly variants: readonly { variantNo: number; visitors: number; conversions: number; revenue: number | null }[];
}

let owner: SiteOwner;
let live: LiveTest;
const goalIds: Record<string, number> = {};

test.beforeAll(async ({ playwright }) => {
  owner = await newSiteOwner(playwright, fixtureSites.trackerUrl, fixtureSites.staticUrl);
  live = await owner.addLiveTest('/', { cssCode: '#hero { color: rgb(190, 18, 60); }' });
  const goals = [
    { name: 'Contact page', kind: 'PAGE_VISIT', urlMatch: 'EXACT', target: '/contact' },
    { name: 'Get started', kind: 'ELEMENT_CLICK', target: '#cta' },
    { name: 'Signup', kind: 'CUSTOM_EVENT', target: 'signup' },
    { name: 'Purchase', kind: 'REVENUE', target: 'purchase' },
  ];
  for (const input of goals) {
    const { createGoal } = await owner.graphql<{ createGoal: { id: string } }>(
      'mutation($websiteId: ID!, $input: GoalInput!) { createGoal(websiteId: $websiteId, input: $input) { id } }',
      { websiteId: owner.websiteId, input },
    );
    goalIds[input.name] = Number(createGoal.id);
  }
  await owner.graphql('mutation($input: UpdateTestInput!) { updateTest(input: $input) { id } }', {
    input: { id: live.id, secondaryGoals: Object.values(goalIds).map((goalId) => ({ goalId: String(goalId) })) },
  });
});

test.afterAll(async () => {
  await owner.dispose();
});

/** The conversions sent, as [goal id, value], once the server answered them. */
function conversions(calls: readonly TrackerCall[]): [number, number][] {
  return calls
    .filter((call) => call.endpoint === 'events' && call.status === 202)
    .flatMap((call) => (call.body?.events as { k: string; g?: number; v?: number }[]) ?? [])
    .filter((event) => event.k === 'goal')
    .map((event) => [event.g ?? 0, event.v ?? 0]);
}

async function goalResults(): Promise<GoalResults[]> {
  const { testResults } = await owner.graphql<{ testResults: { goals: GoalResults[] } }>(
    'query($id: ID!) { testResults(testId: $id) { goals { name variants { variantNo visitors conversions revenue } } } }',
    { id: live.id },
  );
  return testResults.goals;
}

/** On the contact page only, at its start: the site's stub, and its calls made before any script of ours arrived. */
function queueOrderOnContactPage(): void {
  if (location.pathname !== '/contact') return;
  const w = window as unknown as { splitpenny?: ((...args: unknown[]) => void) & { q?: unknown[] } };
  w.splitpenny =
    w.splitpenny ||
    function (...args: unknown[]) {
      (w.splitpenny!.q = w.splitpenny!.q || []).push(args);
    };
  w.splitpenny('track', 'signup');
  w.splitpenny('track', 'purchase', 4999);
}

let context: BrowserContext;
test.afterEach(async () => {
  await context?.close();
});

test('a visitor enrolled on one page converts on the next: a visit, a click, a sign-up and a purchase', async ({
  browser,
}) => {
  context = await siteVisitor(browser, { websiteId: owner.websiteId, initScript: queueOrderOnContactPage });
  const calls = logTrackerCalls(context);
  const enrolledWithin = (ms: number) =>
    expect
      .poll(() => enrolmentsFor(calls, live.id)[0]?.status, { timeout: ms })
      .toBe(200)
      .then(
        () => true,
        () => false,
      );
  const page = await context.newPage();
  await page.goto(`${fixtureSites.staticUrl}/`);
  // A config later than the loader's fail-open (a busy machine) enrols nobody on that view: the visitor comes back.
  for (let view = 1; view < 3 && !(await enrolledWithin(2_500)); view += 1) await page.reload();
  await expect.poll(() => enrolmentsFor(calls, live.id)[0]?.status).toBe(200);
  // A click before the goals script has run is not counted (docs/tracking.md): it runs a moment after the config.
  await page.waitForFunction(
    () => typeof (window as { splitpenny?: { track?: unknown } }).splitpenny?.track === 'function',
  );

  await page.locator('#cta').click();
  await expect.poll(() => conversions(calls)).toEqual([[goalIds['Get started'], 0]]);

  await page.getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(`${fixtureSites.staticUrl}/contact`);
  await expect
    .poll(() => conversions(calls).sort((a, b) => a[0] - b[0]))
    .toEqual(
      [
        [goalIds['Get started']!, 0],
        [goalIds['Contact page']!, 0],
        [goalIds['Signup']!, 0],
        [goalIds['Purchase']!, 4999],
      ].sort((a, b) => a[0]! - b[0]!),
    );

  // Event batches are written a moment after they are answered: the results count them once they are in.
  await expect
    .poll(async () =>
      (await goalResults())
        .filter((goal) => goal.name !== 'clicks')
        .map((goal) => [
          goal.name,
          goal.variants.find((v) => v.variantNo === 1)?.conversions,
          goal.variants[1]?.revenue,
        ]),
    )
    .toEqual(
      expect.arrayContaining([
        ['Contact page', 1, null],
        ['Get started', 1, null],
        ['Signup', 1, null],
        ['Purchase', 1, 4999],
      ]),
    );
});

test('a visitor who refused consent sends no conversion and counts nowhere', async ({ browser }) => {
  context = await siteVisitor(browser, {
    websiteId: owner.websiteId,
    consentPending: true,
    initScript: queueOrderOnContactPage,
  });
  const calls = logTrackerCalls(context);
  const page = await context.newPage();
  const goalsScript = page.waitForRequest((request) => request.url().endsWith('/api/track/goals.js'));
  await page.goto(`${fixtureSites.staticUrl}/`);
  await goalsScript;
  await page.evaluate(() =>
    (window as { splitpenny?: { consent?(granted: boolean): void } }).splitpenny?.consent?.(false),
  );
  await page.locator('#cta').click();
  await page.getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(`${fixtureSites.staticUrl}/contact`);
  await page.evaluate(() =>
    (window as { splitpenny?: { consent?(granted: boolean): void } }).splitpenny?.consent?.(false),
  );
  await page.evaluate(() =>
    (window as unknown as { splitpenny(...args: unknown[]): void }).splitpenny('track', 'purchase', 100),
  );
  // Long enough for a conversion to have gone, had one been allowed to.
  await page.waitForTimeout(1_500);

  expect(calls.filter((call) => call.endpoint === 'enrol' || call.endpoint === 'events')).toEqual([]);
  const purchase = (await goalResults()).find((goal) => goal.name === 'Purchase');
  expect(purchase?.variants.map((variant) => variant.conversions)).toEqual([0, 1]);
});
