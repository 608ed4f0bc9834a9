import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { assignmentPoint, pickVariant } from '../../domain/tracking/variant-assignment';
import { loopbackClient, postFromNetwork } from './support/client-network';
import { confirmByMailbox } from './support/confirm-by-mailbox';
import { graphqlClient, type GraphqlRequest } from './support/graphql-client';
import { logIn, testPassword, uniqueEmail } from './support/new-account';

/**
 * The results page read at a glance, as owners of other testing tools expect it: the verdict, then one compact table
 * per goal, one row per variant, with the per-day and engagement detail folded away. A four-variant test (D sends
 * its visitors to another page) measuring three goals: purchases (primary), clicks (secondary) and bounce rate
 * (guardrail), set up over the API and taken part in as the tracking script reports it.
 */
test.describe.configure({ mode: 'serial' });

const siteUrl = 'https://fern-and-frond.example';
const day = 86_400_000;
const phone = { width: 390, height: 844 };
const laptop = { width: 1280, height: 900 };

/** Visitors per arm, and how many of them buy; D's visitors buy on the page it sends them to. */
const visitorsPerArm = 30;
const buyers = [6, 10, 5, 9];

interface Scenario {
  readonly email: string;
  readonly testId: string;
}

/** A visitor id the test's split puts in arm `arm`. */
function visitorOf(testId: string, allocation: readonly number[], arm: number, tag: string): string {
  for (let i = 0; ; i += 1) {
    const id = `${tag}-glance-${Date.now()}-${i}`;
    if (pickVariant(assignmentPoint(id, testId), allocation) === arm) return id;
  }
}

async function ownerWithFourVariants(request: APIRequestContext, serverUrl: string): Promise<Scenario> {
  let token = '';
  const graphql: GraphqlRequest = graphqlClient(request, serverUrl, () => token);
  const email = uniqueEmail('glance-owner');
  const { createUser } = await graphql<{ createUser: { token: string } }>(
    'mutation($input: CreateUserInput!) { createUser(input: $input) { token } }',
    { input: { email, password: testPassword } },
  );
  token = createUser.token;
  await confirmByMailbox(request, serverUrl, graphql, email);
  const { createWebsite } = await graphql<{ createWebsite: { insertedId: string } }>(
    'mutation($url: String!) { createWebsite(name: "Fern and Frond", url: $url) { insertedId } }',
    { url: siteUrl },
  );
  const websiteId = createWebsite.insertedId;
  const { createPage } = await graphql<{ createPage: { insertedId: string } }>(
    'mutation($websiteId: ID!) { createPage(name: "Product page", url: "/products/fern", websiteId: $websiteId) { insertedId } }',
    { websiteId },
  );
  const { createGoal } = await graphql<{ createGoal: { id: string } }>(
    'mutation($websiteId: ID!) { createGoal(websiteId: $websiteId, input: { name: "Purchase", kind: CUSTOM_EVENT, target: "purchase" }) { id } }',
    { websiteId },
  );
  const { createTest } = await graphql<{ createTest: { insertedId: string } }>(
    'mutation($input: CreateTestInput!) { createTest(input: $input) { insertedId } }',
    {
      input: {
        pageId: createPage.insertedId,
        name: 'Product page layouts',
        goalId: createGoal.id,
        secondaryGoals: [{ goalId: '1' }, { goalId: '5', guardrail: true }],
        startDate: new Date(Date.now() - 8 * day).toISOString(),
        endDate: new Date(Date.now() + 30 * day).toISOString(),
        maxCases: 5_000,
        whenDecided: 'KEEP_RUNNING',
      },
    },
  );
  const testId = createTest.insertedId;
  const variants = [
    { name: 'Bigger photos', cssCode: '.photo { width: 100%; }' },
    { name: 'Reviews first', cssCode: '.reviews { order: -1; }' },
    { name: 'New product page', pageRedirectUrl: `${siteUrl}/products/fern-new` },
  ];
  for (const variant of variants) {
    await graphql('mutation($input: CreateTestVariantInput!) { createTestVariant(input: $input) { id } }', {
      input: { testId, rebalance: true, ...variant },
    });
  }
  await graphql('mutation($id: ID!) { activateTest(id: $id) { id } }', { id: testId });
  const { testVariants } = await graphql<{
    testVariants: { id: string; variantNo: number; trafficAllocation: number }[];
  }>('query($id: ID!) { testVariants(id: $id) { id variantNo trafficAllocation } }', { id: testId });
  const arms = [...testVariants].sort((a, b) => a.variantNo - b.variantNo);
  const allocation = arms.map((arm) => arm.trafficAllocation);
  let clients = 0;
  let expectedClicks = 0;
  for (const arm of arms) {
    for (let index = 0; index < visitorsPerArm; index += 1) {
      const visitor = visitorOf(testId, allocation, arm.variantNo, `v${arm.variantNo}n${index}`);
      // Each visitor from a network of their own, as a site's visitors are.
      const enrolment = await postFromNetwork(`${serverUrl}/api/track/enrol`, loopbackClient((clients += 1)), siteUrl, {
        site: websiteId,
        test: testId,
        variant: arm.id,
        visitor,
        device: 3,
      });
      expect(enrolment).toEqual({ status: 'enrolled' });
      const redirects = arm.variantNo === 3;
      // On the test's page: a third bounce, the others click and read. D's visitors leave for its page at once.
      const clicks = redirects || index % 3 === 0 ? 0 : 1 + ((index + arm.variantNo) % 3);
      expectedClicks += clicks;
      const engagement = redirects
        ? []
        : [
            ...Array.from({ length: clicks }, (_, click) => ({ k: 'click', at: 500 + click })),
            { k: 'scroll', at: 900, v: 30 + index },
            { k: 'time', at: 1_000, v: index % 3 === 0 ? 3_000 : 20_000 + 500 * index },
          ];
      const purchase = index < (buyers[arm.variantNo] ?? 0) ? [{ k: 'goal', at: 2_000, g: Number(createGoal.id) }] : [];
      const events = [...engagement, ...purchase];
      if (events.length === 0) continue;
      const batch = await request.post(`${serverUrl}/api/track/events`, {
        headers: { 'content-type': 'text/plain', origin: siteUrl },
        data: JSON.stringify({ site: websiteId, visitor, tests: redirects ? [] : [testId], events }),
      });
      expect(batch.ok()).toBe(true);
    }
  }
  const purchases = buyers.reduce((sum, n) => sum + n, 0);
  // Events are written in batches a moment later: the page is read once they are all in.
  await expect
    .poll(async () => {
      const { testResults, testPerformanceData } = await graphql<{
        testResults: { goals: { variants: { conversions: number | null }[] }[] };
        testPerformanceData: { sessions: number; avgClicks: number }[];
      }>(
        'query($id: ID!) { testResults(testId: $id) { goals { variants { conversions } } } testPerformanceData(testId: $id) { sessions avgClicks } }',
        { id: testId },
      );
      return [
        (testResults.goals[0]?.variants ?? []).reduce((sum, v) => sum + (v.conversions ?? 0), 0),
        Math.round(testPerformanceData.reduce((sum, arm) => sum + arm.sessions * arm.avgClicks, 0)),
      ];
    })
    .toEqual([purchases, expectedClicks]);
  return { email, testId };
}

let scenario: Scenario;

test.beforeAll(async ({ playwright, baseURL }) => {
  test.setTimeout(180_000);
  const request = await playwright.request.newContext();
  scenario = await ownerWithFourVariants(request, baseURL ?? '');
  await request.dispose();
});

async function openResults(page: Page): Promise<void> {
  await logIn(page, { email: scenario.email, password: testPassword });
  await page.goto(`/user/tests/${scenario.testId}/results`);
  await expect(page.getByTestId('results-verdict')).toBeVisible();
  await expect(page.getByRole('table').first()).toBeVisible();
}

const pageHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);

test('on a phone, four variants and three goals fit in four screens: the verdict, then one table per goal', async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await openResults(page);
  const height = await pageHeight(page);
  const tables = await page.locator('table').count();
  const shown = await page.getByRole('table').count();
  test
    .info()
    .annotations.push({ type: 'figures', description: `390 px: ${height} px tall, ${tables} tables (${shown} shown)` });
  console.log(`results page at 390 px: ${height} px tall; ${tables} tables in the page, ${shown} shown unfolded`);
  await page.screenshot({ path: test.info().outputPath('results-390.png'), fullPage: true });
  expect(height).toBeLessThanOrEqual(4 * phone.height);

  // The verdict comes first, then each goal once, in the order the test measures them.
  const verdict = await page.getByTestId('results-verdict').boundingBox();
  const first = await page.getByRole('table').first().boundingBox();
  expect(verdict?.y ?? Infinity).toBeLessThan(first?.y ?? 0);
  await expect(page.getByRole('table')).toHaveCount(3);
  const captions = await page.getByRole('table').locator(':scope > caption').allTextContents();
  expect(captions).toEqual([
    'Purchase (primary goal), each variant against A',
    'Clicks per session (secondary goal), each variant against A',
    'Engaged sessions (not bounced) (guardrail), each variant against A',
  ]);
  // One row per variant in each, headed by the variant.
  for (const caption of captions) {
    await expect(page.getByRole('table', { name: caption }).locator('tbody > tr')).toHaveCount(4);
  }

  // The folded detail opens on demand: the lift by day and the engagement figures.
  await page.getByText('Lift over A by day', { exact: true }).click();
  await expect(page.getByRole('table', { name: /Cumulative lift over A at the end of each day/ })).toBeVisible();
  await page.getByText('Engagement and bounce rate').click();
  await expect(page.getByTestId('results-engagement')).toBeVisible();
  expect(await page.locator('table').count()).toBe(tables);
});

test('the always-valid interval the verdict rests on is shown for every variant compared', async ({ page }) => {
  await page.setViewportSize(laptop);
  await openResults(page);
  await expect(page.getByText(/the verdict rests on it/)).toBeVisible();
  const purchases = page.getByRole('table', { name: 'Purchase (primary goal), each variant against A' });
  for (const letter of ['B', 'C', 'D']) {
    const row = purchases.getByRole('row', { name: new RegExp(`^${letter} ·`) });
    await expect(row.locator('td[data-label="Always-valid interval"]')).toHaveText(
      /^[−+]\d+\.\d% (to [−+]\d+\.\d%|or more)$/,
    );
    await expect(row.locator('td[data-label="Lift (95% interval)"]')).toHaveText(/^[−+]\d+\.\d% \(/);
    // Each lift is drawn as a bar, hidden from screen readers since the figures are beside it.
    const bar = row.locator('td[data-label="Lift (95% interval)"] svg.lift-bar');
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('aria-hidden', 'true');
  }
  await page.screenshot({ path: test.info().outputPath('results-1280.png'), fullPage: true });
});

test('the lift by day is sized to its one day, its series told apart by marker and letter, never below −100%', async ({
  page,
}) => {
  await page.setViewportSize(laptop);
  await openResults(page);
  await page.getByText('Lift over A by day', { exact: true }).click();
  const chart = page.getByRole('img', { name: /^Cumulative lift over A for 1 day/ });
  await expect(chart).toBeVisible();
  const box = await chart.boundingBox();
  expect(box?.height ?? Infinity).toBeLessThanOrEqual(200);
  const series = chart.locator('.lift-over-time__series');
  await expect(series).toHaveCount(3);
  await expect(series.locator('.lift-over-time__letter')).toHaveText(['B', 'C', 'D']);
  const colours = await series.evaluateAll((groups) => groups.map((g) => getComputedStyle(g).color));
  expect(new Set(colours).size).toBe(3);
  const markers = await series.evaluateAll((groups) =>
    groups.map((g) => g.querySelector('circle, rect, polygon:not(.lift-over-time__band)')?.tagName),
  );
  expect(new Set(markers).size).toBe(3);
  const axis = await chart.locator('.chart__axis').allTextContents();
  const lifts = axis
    .filter((label) => label.endsWith('%'))
    .map((label) => Number(label.replace('−', '-').replace(/[+%]/g, '')));
  expect(Math.min(...lifts)).toBeGreaterThanOrEqual(-100);
});

test('a redirect variant: engagement said to be unmeasured, and no bounce-rate guardrail broken by it', async ({
  page,
}) => {
  await page.setViewportSize(laptop);
  await openResults(page);
  await expect(page.getByTestId('results-redirect-note')).toContainText(
    'D sends its visitors to another page, where clicks, scrolling and time on page are not counted for this test',
  );
  const guardrail = page.getByRole('table', { name: /\(guardrail\)/ });
  await expect(guardrail.getByRole('row', { name: /^D ·/ }).locator('td.results-table__value')).toHaveText(
    'Not measured',
  );
  await expect(page.getByRole('alert').filter({ hasText: 'makes the guardrail' })).toHaveCount(0);
  await expect(page.getByTestId('results-verdict')).not.toContainText('bounce rate');
  // Its purchases, made on the page it sends visitors to, still count.
  const purchases = page.getByRole('table', { name: 'Purchase (primary goal), each variant against A' });
  await expect(purchases.getByRole('row', { name: /^D ·/ }).locator('td[data-label="Converted"]')).toHaveText('9');
  await page.getByText('Engagement and bounce rate').click();
  const engagement = page.getByTestId('results-engagement').locator('tr[data-variant-no="3"]');
  await expect(engagement.locator('td[data-column="Sessions"]')).toHaveText('30');
  await expect(engagement.locator('td[data-column="Bounce rate"]')).toHaveText('Not measured');
});
