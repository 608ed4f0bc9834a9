import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { loopbackClient, postFromNetwork } from './support/client-network';
import { visitorIn } from './support/demo-owner-api';
import { graphqlClient, type GraphqlRequest } from './support/graphql-client';
import { logIn, testPassword, uniqueEmail } from './support/new-account';
import { confirmByMailbox } from './support/confirm-by-mailbox';

/**
 * The results page's verdict in each of its states, from results made as the tracking script makes them: visitors
 * enrolled in each arm of a 50/50 test on form submissions, some of them submitting. Each state is its own owner
 * and test, so the figures are exactly those sent.
 */
test.describe.configure({ mode: 'parallel' });

const day = 86_400_000;

interface Arm {
  readonly visitors: number;
  readonly submitted: number;
}

interface Scenario {
  readonly email: string;
  readonly testId: string;
}

/**
 * A new owner with a live 50/50 test on form submissions, planned for `minimumLiftPercent` and at most `maxCases`
 * sessions, and its visitors.
 */
/** The website the scenario's visitors arrive on: their browsers send its origin with what they post. */
const siteUrl = 'https://fern-and-frond.example';

async function ownerWithVerdict(
  request: APIRequestContext,
  serverUrl: string,
  arms: readonly [Arm, Arm],
  minimumLiftPercent: number,
  maxCases = 100,
  // Eight days: no winner or stop is given before a test has run a full week.
  startedDaysAgo = 8,
): Promise<Scenario> {
  let token = '';
  const graphql: GraphqlRequest = graphqlClient(request, serverUrl, () => token);
  const email = uniqueEmail('verdict-owner');
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
    'mutation($websiteId: ID!) { createPage(name: "Signup page", url: "/sign-up", websiteId: $websiteId) { insertedId } }',
    { websiteId },
  );
  const { createTest } = await graphql<{ createTest: { insertedId: string } }>(
    'mutation($input: CreateTestInput!) { createTest(input: $input) { insertedId } }',
    {
      input: {
        pageId: createPage.insertedId,
        name: 'Shorter form',
        goalId: '2',
        startDate: new Date(Date.now() - startedDaysAgo * day).toISOString(),
        endDate: new Date(Date.now() + 30 * day).toISOString(),
        maxCases,
        minimumLiftPercent,
        // These journeys read the verdict of a test still running: a decided test would otherwise stop itself.
        whenDecided: 'KEEP_RUNNING',
      },
    },
  );
  const testId = createTest.insertedId;
  await graphql('mutation($input: CreateTestVariantInput!) { createTestVariant(input: $input) { id } }', {
    input: { testId, name: 'Three fields', cssCode: '.extra { display: none; }', rebalance: true },
  });
  await graphql('mutation($id: ID!) { activateTest(id: $id) { id } }', { id: testId });
  const { testVariants } = await graphql<{ testVariants: { id: string; variantNo: number }[] }>(
    'query($id: ID!) { testVariants(id: $id) { id variantNo } }',
    { id: testId },
  );
  let clients = 0;
  for (const variant of testVariants) {
    const arm = arms[variant.variantNo];
    if (arm === undefined) continue;
    for (let index = 0; index < arm.visitors; index += 1) {
      const visitor = visitorIn(testId, variant.variantNo, `verdict${index}`);
      // Each visitor from a network of their own, as a site's visitors are: from one, 50 sessions read as unreliable.
      const enrolment = await postFromNetwork(`${serverUrl}/api/track/enrol`, loopbackClient((clients += 1)), siteUrl, {
        site: websiteId,
        test: testId,
        variant: variant.id,
        visitor,
        device: 3,
      });
      expect(enrolment).toEqual({ status: 'enrolled' });
      if (index >= arm.submitted) continue;
      const batch = await request.post(`${serverUrl}/api/track/events`, {
        headers: { 'content-type': 'text/plain', origin: siteUrl },
        data: JSON.stringify({ site: websiteId, visitor, tests: [testId], events: [{ k: 'form_submit', at: 900 }] }),
      });
      expect(batch.ok()).toBe(true);
    }
  }
  const submitted = arms[0].submitted + arms[1].submitted;
  // Events are written in batches a moment later: the page is read once they are all in.
  await expect
    .poll(async () => {
      const { testPerformanceData } = await graphql<{
        testPerformanceData: { sessions: number; avgFormSubmits: number }[];
      }>('query($id: ID!) { testPerformanceData(testId: $id) { sessions avgFormSubmits } }', { id: testId });
      return Math.round(testPerformanceData.reduce((sum, arm) => sum + arm.sessions * arm.avgFormSubmits, 0));
    })
    .toBe(submitted);
  return { email, testId };
}

async function openResults(page: Page, scenario: Scenario): Promise<ReturnType<Page['getByTestId']>> {
  await logIn(page, { email: scenario.email, password: testPassword });
  await page.goto(`/user/tests/${scenario.testId}/results`);
  const verdict = page.getByTestId('results-verdict');
  await expect(verdict).toBeVisible();
  return verdict;
}

test('a variant better beyond doubt: ship it, with Ship as the first action', async ({ page, request, baseURL }) => {
  const scenario = await ownerWithVerdict(
    request,
    baseURL ?? '',
    [
      { visitors: 12, submitted: 0 },
      { visitors: 12, submitted: 12 },
    ],
    10,
  );
  const verdict = await openResults(page, scenario);
  await expect(verdict).toContainText('B beats A with over 99% probability');
  await expect(verdict).toContainText('Ship B: every visitor then sees it, at no cost.');
  await expect(page.getByRole('button', { name: 'Ship B' })).toHaveClass(/button--primary/);
  await expect(page.getByRole('button', { name: 'Stop the test' })).toHaveClass(/button--secondary/);
  // The lift over time, folded away below the goals: today's point, with the band the verdict rests on, and the
  // same figures as a table.
  await page.getByText('Lift over A by day', { exact: true }).click();
  await expect(page.getByRole('img', { name: /Cumulative lift over A for 1 day/ })).toBeVisible();
  const today = new Date().toISOString().slice(0, 10);
  await expect(page.getByRole('row', { name: new RegExp(`^${today} B 24`) })).toBeVisible();
});

test('a variant better beyond doubt in its first week: wait, or ship it now knowing the risk', async ({
  page,
  request,
  baseURL,
}) => {
  const scenario = await ownerWithVerdict(
    request,
    baseURL ?? '',
    [
      { visitors: 12, submitted: 0 },
      { visitors: 12, submitted: 12 },
    ],
    10,
    100,
    2,
  );
  const verdict = await openResults(page, scenario);
  await expect(verdict).toContainText('Not enough data yet');
  await expect(verdict).toContainText('Keep going until the test has run a full week');
  await expect(verdict).toContainText('You can still decide now, below.');
  await page.getByRole('button', { name: 'Ship B' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('the test has not run a full week');
  await dialog.getByRole('button', { name: 'Ship B' }).click();
  await expect(page.getByText('Variant B is now shown to every visitor.')).toBeVisible();
});

test('the control better beyond doubt: stop and keep the original', async ({ page, request, baseURL }) => {
  const scenario = await ownerWithVerdict(
    request,
    baseURL ?? '',
    [
      { visitors: 12, submitted: 12 },
      { visitors: 12, submitted: 0 },
    ],
    10,
  );
  const verdict = await openResults(page, scenario);
  await expect(verdict).toContainText('A beats B with over 99% probability');
  await expect(verdict).toContainText('Stop the test and keep the original.');
  await expect(page.getByRole('button', { name: 'Stop the test' })).toHaveClass(/button--primary/);
});

test('the smallest lift worth finding ruled out: stop, no meaningful difference', async ({
  page,
  request,
  baseURL,
}) => {
  // Half of each arm submits; planned to find +100%, which the interval (about ±0.45 on a 0.5 rate) rules out.
  const scenario = await ownerWithVerdict(
    request,
    baseURL ?? '',
    [
      { visitors: 25, submitted: 12 },
      { visitors: 25, submitted: 12 },
    ],
    100,
  );
  const verdict = await openResults(page, scenario);
  await expect(verdict).toContainText('No meaningful difference');
  await expect(verdict).toContainText('rule out a lift of +100.0% or more');
  await expect(page.getByRole('button', { name: 'Stop the test' })).toHaveClass(/button--primary/);
});

test('undecided: keep going, with how long at the current traffic', async ({ page, request, baseURL }) => {
  const scenario = await ownerWithVerdict(
    request,
    baseURL ?? '',
    [
      { visitors: 12, submitted: 6 },
      { visitors: 12, submitted: 7 },
    ],
    10,
    100,
    // A day old: 24 visitors a day, so the forecast is in days rather than more than a year.
    1,
  );
  const verdict = await openResults(page, scenario);
  await expect(verdict).toContainText('Not enough data yet');
  await expect(verdict).toContainText(
    /Keep going: about [\d,]+ more days at the current traffic \([\d,]+ more sessions, \d+ a day\)/,
  );
  await expect(verdict).toContainText("past the test's end date or maximum sessions");
});

test('a split far from the one set: unreliable, with the likely cause', async ({ page, request, baseURL }) => {
  const scenario = await ownerWithVerdict(
    request,
    baseURL ?? '',
    [
      { visitors: 30, submitted: 3 },
      { visitors: 6, submitted: 6 },
    ],
    10,
  );
  const verdict = await openResults(page, scenario);
  await expect(verdict).toContainText('Results unreliable: the split is off');
  await expect(verdict).toContainText('B has fewer visitors than its share');
  await expect(page.getByRole('button', { name: 'Ship B' })).toHaveClass(/button--secondary/);
});

test('nobody yet: no sessions, keep the test running', async ({ page, request, baseURL }) => {
  const scenario = await ownerWithVerdict(
    request,
    baseURL ?? '',
    [
      { visitors: 0, submitted: 0 },
      { visitors: 0, submitted: 0 },
    ],
    10,
  );
  const verdict = await openResults(page, scenario);
  await expect(verdict).toContainText('No sessions yet');
  await expect(verdict).toContainText('Keep the test running.');
});

test('its maximum sessions reached undecided: no clear difference, keep the original', async ({
  page,
  request,
  baseURL,
}) => {
  const scenario = await ownerWithVerdict(
    request,
    baseURL ?? '',
    [
      { visitors: 12, submitted: 6 },
      { visitors: 12, submitted: 7 },
    ],
    10,
    24,
  );
  const verdict = await openResults(page, scenario);
  await expect(verdict).toContainText('No clear difference');
  await expect(verdict).toContainText('The test has finished, and no variant differs from A beyond doubt.');
  await expect(verdict).toContainText('Keep the original, or test a bolder change.');
  await expect(verdict).not.toContainText('Keep going');
});

test('the results download as CSV with the figures the page shows', async ({ page, request, baseURL }) => {
  const scenario = await ownerWithVerdict(
    request,
    baseURL ?? '',
    [
      { visitors: 12, submitted: 0 },
      { visitors: 12, submitted: 12 },
    ],
    10,
  );
  await openResults(page, scenario);
  const table = page.getByRole('table', { name: /each variant against A/ });
  const shown = await table
    .locator('tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').trim())),
    );
  const downloading = page.waitForEvent('download');
  await page.getByText('Download the figures as CSV').click();
  await page
    .getByRole('button', { name: /^Download .* as CSV$/ })
    .first()
    .click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^shorter-form-.*\.csv$/);
  const csv = (await (await download.createReadStream()).toArray()).join('');
  const parsed = csv.split('\r\n').map((line) => line.split(',').map((cell) => cell.replace(/^"|"$/g, '')));
  expect(parsed[0]).toEqual(shown[0]);
  // Each variant's row: the same sessions, value, lift, chance and p-value as the page (cells with commas are quoted).
  expect(csv).toContain(shown[1]?.[0] ?? 'missing');
  expect(csv).toContain(shown[2]?.slice(0, 3).join(',') ?? 'missing');

  const series = page.waitForEvent('download');
  await page.getByText('Lift over A by day', { exact: true }).click();
  await page.getByRole('button', { name: 'Download the lift by day as CSV' }).click();
  const daily = (await (await (await series).createReadStream()).toArray()).join('');
  const today = new Date().toISOString().slice(0, 10);
  expect(daily.split('\r\n')[0]).toBe('Day,Variant,Sessions (with A),Lift,Always-valid interval');
  expect(daily).toContain(`${today},B,24,`);
});
