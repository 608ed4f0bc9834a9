import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatDate, formatTime } from '../../web/app/format/format-date-time';
import { addDays, toDateInputValue } from '../../web/app/features/tests/date-input';
import { visitorIn } from './support/demo-owner-api';
import { logIn, testPassword, uniqueEmail } from './support/new-account';
import { confirmByMailbox } from './support/confirm-by-mailbox';

/**
 * An owner steers a test that is already running: more sessions and a later end without touching its results,
 * then a new goal, warned about before saving and marked on the results page afterwards. The owner and the test
 * are this spec's own (the demo owner's test belongs to the results journey), set up over the API and switched
 * on, with two visitors enrolled so it has results to split. At 390 px, a phone's width, throughout.
 */
test.use({ viewport: { width: 390, height: 844 } });

const day = 86_400_000;

interface RunningTest {
  readonly email: string;
  readonly id: string;
  /** The variant other than the control. */
  readonly variantId: string;
  readonly graphql: <Data>(query: string, variables?: Record<string, unknown>) => Promise<Data>;
}

/** A new owner's test on clicks, capped at 1,000 sessions, switched on and entered by two visitors. */
async function runningTestOfNewOwner(request: APIRequestContext, baseURL: string): Promise<RunningTest> {
  let token = '';
  async function graphql<Data>(query: string, variables: Record<string, unknown> = {}): Promise<Data> {
    const response = await request.post(`${baseURL}/graphql`, {
      headers: token === '' ? {} : { authorization: `Bearer ${token}` },
      data: { query, variables },
    });
    const body = (await response.json()) as { data?: Data; errors?: { message: string }[] };
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data as Data;
  }
  const email = uniqueEmail('steering-owner');
  const { createUser } = await graphql<{ createUser: { token: string } }>(
    'mutation($input: CreateUserInput!) { createUser(input: $input) { token } }',
    { input: { email, password: testPassword } },
  );
  token = createUser.token;
  await confirmByMailbox(request, baseURL, graphql, email);
  const websiteUrl = `https://steering-${Date.now()}.example`;
  const { createWebsite } = await graphql<{ createWebsite: { insertedId: string } }>(
    'mutation($url: String!) { createWebsite(name: "Shop", url: $url) { insertedId } }',
    { url: websiteUrl },
  );
  const websiteId = createWebsite.insertedId;
  const { createPage } = await graphql<{ createPage: { insertedId: string } }>(
    'mutation($websiteId: ID!) { createPage(url: "/pricing", name: "Pricing", websiteId: $websiteId) { insertedId } }',
    { websiteId },
  );
  const { createTest } = await graphql<{ createTest: { insertedId: string } }>(
    'mutation($input: CreateTestInput!) { createTest(input: $input) { insertedId } }',
    {
      input: {
        pageId: createPage.insertedId,
        name: 'Pricing headline',
        goalId: '1',
        startDate: new Date(Date.now() - day).toISOString(),
        endDate: new Date(Date.now() + 30 * day).toISOString(),
        maxCases: 1000,
      },
    },
  );
  const id = createTest.insertedId;
  const { createTestVariant } = await graphql<{ createTestVariant: { id: string } }>(
    'mutation($input: CreateTestVariantInput!) { createTestVariant(input: $input) { id } }',
    { input: { testId: id, name: 'Bold headline', cssCode: 'h1 { font-weight: 900 }', rebalance: true } },
  );
  await graphql('mutation($id: ID!) { activateTest(id: $id) { id } }', { id });
  // Visitors whom the 50/50 split puts in the new variant: the server takes a new visitor only in that one.
  for (const visitor of [visitorIn(id, 1, 'steering-1'), visitorIn(id, 1, 'steering-2')]) {
    const response = await request.post(`${baseURL}/api/track/enrol`, {
      // From a page of the website: the only origin whose pages may enrol its visitors.
      headers: { 'content-type': 'text/plain', origin: websiteUrl },
      data: JSON.stringify({ site: websiteId, test: id, variant: createTestVariant.id, visitor, device: 1 }),
    });
    expect(await response.json()).toEqual({ status: 'enrolled' });
  }
  return { email, id, variantId: createTestVariant.id, graphql };
}

const detail = (page: Page, term: string) =>
  page.locator('.summary-list dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test('a running test gets more sessions and a later end, then a new goal that the results page marks', async ({
  page,
  request,
  baseURL,
}) => {
  const running = await runningTestOfNewOwner(request, baseURL ?? '');
  await logIn(page, { email: running.email, password: testPassword });

  await test.step('the cap and the end date change from the test page, and nothing is marked', async () => {
    await page.goto(`/user/tests/${running.id}`);
    await expect(detail(page, 'Sessions so far')).toHaveText('2');
    await page.getByRole('link', { name: 'Edit test' }).click();
    await expect(page).toHaveURL(`/user/tests/${running.id}/edit`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit test');
    await expect(page.getByText('While a test runs, you can raise its maximum sessions')).toBeVisible();
    await expect(page.getByLabel('Test name')).toHaveValue('Pricing headline');
    await expect(page.getByLabel('Goal')).toHaveValue('1');
    const cap = page.getByLabel('Maximum test sessions');
    await expect(cap).toHaveValue('1000');
    await expectNoSidewaysScroll(page);

    await cap.fill('1');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(cap).toHaveAccessibleDescription(
      /The maximum number of test sessions cannot be below the 2 sessions already counted/,
    );
    await expect(page).toHaveURL(`/user/tests/${running.id}/edit`);

    const newEnd = addDays(new Date(), 60);
    const lift = page.getByLabel('Smallest lift worth finding (%)');
    await expect(lift).toHaveValue('10');
    await lift.fill('0');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(lift).toHaveAccessibleDescription(/The smallest lift worth finding must be at least 0.01%/);
    await lift.fill('2.5');
    await cap.fill('5000');
    await page.getByLabel('End date').fill(toDateInputValue(newEnd));
    await expect(page.getByRole('status').filter({ hasText: 'changes what the results measure' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page).toHaveURL(`/user/tests/${running.id}`);
    await expect(detail(page, 'Maximum test sessions')).toHaveText('5,000');
    await expect(detail(page, 'Smallest lift worth finding')).toHaveText('+2.5%');
    await expect(detail(page, 'End date')).toHaveText(formatDate(newEnd));
    await page.getByRole('link', { name: 'See the results' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results: Pricing headline');
    await expect(page.getByTestId('results-changes')).toHaveCount(0);
  });

  await test.step('a new goal is warned about before saving, and marked on the results page', async () => {
    await page.goto(`/user/tests/${running.id}/edit`);
    await expect(page.getByLabel('Maximum test sessions')).toHaveValue('5000');
    await page.getByLabel('Goal').selectOption({ label: 'Form submissions' });
    const warning = page.getByRole('status').filter({ hasText: 'This changes what the results measure' });
    await expect(warning).toContainText(
      'Changing the goal of a running test changes what its results measure. The results page will mark when it changed.',
    );
    await expectNoSidewaysScroll(page);
    // Choosing the goal it had takes the warning back.
    await page.getByLabel('Goal').selectOption({ label: 'Clicks' });
    await expect(warning).toHaveCount(0);
    await page.getByLabel('Goal').selectOption({ label: 'Form submissions' });
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page).toHaveURL(`/user/tests/${running.id}`);
    await expect(detail(page, 'Goal')).toHaveText('Form submissions');
    const { test: saved } = await running.graphql<{ test: { changes: { what: string; at: string }[] } }>(
      'query($id: ID!) { test(id: $id) { changes { what at } } }',
      { id: running.id },
    );
    expect(saved.changes.map((change) => change.what)).toEqual(['goal']);
    const at = new Date(saved.changes[0]?.at ?? '');

    await page.getByRole('link', { name: 'See the results' }).click();
    await expect(page.getByTestId('results-changes')).toHaveText(
      `The goal changed on ${formatDate(at)} at ${formatTime(at)}: results before and after measure different things.`,
    );
    // The notice wraps within a phone's width (the page's tables scroll on their own).
    const notice = await page.getByTestId('results-changes').boundingBox();
    expect((notice?.x ?? 0) + (notice?.width ?? Infinity)).toBeLessThanOrEqual(390);
  });
});

test('a new share for a running variant is warned about as a new phase, and marked on the results page', async ({
  page,
  request,
  baseURL,
}) => {
  const running = await runningTestOfNewOwner(request, baseURL ?? '');
  await logIn(page, { email: running.email, password: testPassword });
  await page.goto(`/user/tests/${running.id}/variant/${running.variantId}`);
  const share = page.getByLabel('Traffic allocation (%)');
  await expect(share).toHaveValue('50');
  const warning = page.getByRole('status').filter({ hasText: 'Changing the split starts a new phase' });
  await expect(warning).toHaveCount(0);
  await share.fill('30');
  await expect(warning).toContainText('Changing the split starts a new phase: results count from now.');
  await expectNoSidewaysScroll(page);
  // The share it had takes the warning back.
  await share.fill('50');
  await expect(warning).toHaveCount(0);
  await share.fill('30');
  await page.getByRole('button', { name: 'Save variant' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The variant was saved.' })).toBeVisible();

  const { test: saved } = await running.graphql<{ test: { changes: { what: string; at: string }[] } }>(
    'query($id: ID!) { test(id: $id) { changes { what at } } }',
    { id: running.id },
  );
  expect(saved.changes.map((change) => change.what)).toEqual(['split']);
  const at = new Date(saved.changes[0]?.at ?? '');
  await page.goto(`/user/tests/${running.id}/results`);
  await expect(page.getByTestId('results-changes')).toHaveText(
    `The split changed on ${formatDate(at)} at ${formatTime(at)}: a new phase began, and results count from then.`,
  );
});
