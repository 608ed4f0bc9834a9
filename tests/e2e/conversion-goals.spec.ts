import { expect, test } from '@playwright/test';
import { visitorIn } from './support/demo-owner-api';
import { logIn } from './support/new-account';
import { ownerWithResults, siteUrl, type OwnerWithResults } from './support/owner-with-results';

/**
 * An owner defines a conversion goal on their website's Goals screen, their test measures it, visitors of both
 * variants buy (sent as the tracking script sends a purchase), and the results page shows the goal per variant.
 */
test.describe.configure({ mode: 'serial' });

let owner: OwnerWithResults;

test.beforeAll(async ({ playwright, baseURL }) => {
  owner = await ownerWithResults(playwright, baseURL ?? '');
});

test.afterAll(async () => {
  await owner.dispose();
});

test('an owner defines a revenue goal, their test measures it, and the results show it per variant', async ({
  page,
  request,
  baseURL,
}) => {
  await logIn(page, owner);
  await page.goto('/user/websites');
  await page.getByRole('link', { name: 'Goals of Fern and Frond' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Goals of Fern and Frond' })).toBeVisible();
  await expect(page.getByText('No conversion goals yet: add one above.')).toBeVisible();

  const form = page.getByRole('form', { name: 'Add a goal' });
  await form.getByLabel('Name').fill('Basket');
  await form.getByLabel('Counts when').selectOption('ELEMENT_CLICK');
  await form.getByLabel('CSS selector').fill('..basket');
  await form.getByRole('button', { name: 'Add goal' }).click();
  await expect(form.getByText('Enter a CSS selector the browser understands')).toBeVisible();

  // A page visit's address is tried against the website's pages as it is typed.
  await form.getByLabel('Counts when').selectOption('PAGE_VISIT');
  await form.getByLabel('The address').selectOption('STARTS_WITH');
  await form.getByLabel('Page address').fill('/products');
  await expect(form.getByTestId('page-visit-matches')).toHaveText(
    'Reaches 1 of the 1 pages added to this website: Product page.',
  );
  await form.getByLabel('Page address').fill('/thank-you');
  await expect(form.getByTestId('page-visit-matches')).toHaveText(
    'Reaches none of the 1 pages added to this website (it still counts on any page of the website it matches).',
  );

  await form.getByLabel('Name').fill('Purchase');
  await form.getByLabel('Counts when').selectOption('REVENUE');
  await form.getByLabel('Event name').fill('purchase');
  await form.getByRole('button', { name: 'Add goal' }).click();
  await expect(form.getByText('Added Purchase.')).toBeVisible();
  const row = page.getByRole('row', { name: /Purchase/ });
  await expect(row).toContainText('Revenue');
  await expect(row).toContainText('purchase');

  // The new-test flow offers it as the goal once the website is chosen, beside the engagement goals.
  await page.goto('/user/tests/new');
  await page.getByLabel('Website').selectOption({ label: 'Fern and Frond (https://fern-and-frond.example)' });
  const pages = page.getByLabel('Page', { exact: true });
  await expect(pages.locator('option').last()).not.toHaveText(/Choose/);
  await pages.selectOption({ index: (await pages.locator('option').count()) - 1 });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Goal').locator('option', { hasText: 'Purchase' })).toHaveCount(1);
  await expect(page.getByLabel('Goal').locator('option', { hasText: 'Bounce rate' })).toHaveCount(1);

  // The test's edit screen offers it as the goal, beside the engagement goals.
  await page.goto(`/user/tests/${owner.testId}/edit`);
  await expect(page.getByLabel('Goal').locator('option', { hasText: 'Purchase' })).toHaveCount(1);
  await expect(page.getByLabel('Goal').locator('option', { hasText: 'Bounce rate' })).toHaveCount(1);

  const { test: measured } = await owner.graphql<{ test: { websiteId: string } }>(
    'query($id: ID!) { test(id: $id) { websiteId } }',
    { id: owner.testId },
  );
  const { goals } = await owner.graphql<{ goals: { id: string; name: string }[] }>(
    'query($websiteId: ID) { goals(websiteId: $websiteId) { id name } }',
    { websiteId: measured.websiteId },
  );
  const purchase = goals.find((goal) => goal.name === 'Purchase')?.id ?? '';

  // The test page: Purchase measured besides the test's own goal, and bounce rate kept as a guardrail.
  await page.goto(`/user/tests/${owner.testId}`);
  const also = page.getByRole('form', { name: 'Also measured' });
  await also.getByLabel('Measure Purchase').check();
  await also.getByLabel('Measure Bounce rate').check();
  await also.getByLabel('Bounce rate is a guardrail').check();
  await also.getByRole('button', { name: 'Save goals' }).click();
  await expect(also.getByText('Saved the goals this test measures.')).toBeVisible();
  const { test: saved } = await owner.graphql<{
    test: { secondaryGoals: { guardrail: boolean; goal: { name: string } }[] };
  }>('query($id: ID!) { test(id: $id) { secondaryGoals { guardrail goal { name } } } }', { id: owner.testId });
  expect(saved.secondaryGoals).toEqual([
    { guardrail: false, goal: { name: 'Purchase' } },
    { guardrail: true, goal: { name: 'bounce rate' } },
  ]);

  // Two buyers in A and three in B: each enters the test, then buys on a page with none of its tests.
  const { testVariants } = await owner.graphql<{ testVariants: { id: string; variantNo: number }[] }>(
    'query($id: ID!) { testVariants(id: $id) { id variantNo } }',
    { id: owner.testId },
  );
  const post = (path: string, body: object) =>
    request.post(`${baseURL}/api/track/${path}`, {
      // From a page of the owner's website: the only origin whose pages may enrol its visitors.
      headers: { 'content-type': 'text/plain', origin: siteUrl },
      data: JSON.stringify(body),
    });
  const buyers: [number, number][] = [
    [0, 2_000],
    [0, 3_000],
    [1, 2_500],
    [1, 4_000],
    [1, 1_500],
  ];
  for (const [n, [arm, pence]] of buyers.entries()) {
    const visitor = visitorIn(owner.testId, arm, `buyer${n}`);
    const variant = testVariants.find((v) => v.variantNo === arm)?.id;
    const enrolled = await post('enrol', { site: measured.websiteId, test: owner.testId, variant, visitor, device: 3 });
    expect(await enrolled.json()).toEqual({ status: 'enrolled' });
    const events = [{ k: 'goal', at: 10, g: Number(purchase), v: pence }];
    const sent = await post('events', { site: measured.websiteId, visitor, tests: [], events });
    expect(await sent.json()).toEqual({ counted: 1 });
  }

  // Event batches are written a moment after they are answered: the results count them once they are in.
  await expect
    .poll(async () => {
      const { testResults } = await owner.graphql<{
        testResults: { goals: { variants: { revenue: number | null }[] }[] };
      }>('query($id: ID!) { testResults(testId: $id) { goals { variants { revenue } } } }', { id: owner.testId });
      return testResults.goals[1]?.variants.map((variant) => variant.revenue);
    })
    .toEqual([5_000, 8_000]);
  await page.goto(`/user/tests/${owner.testId}/results`);
  const table = page.getByRole('table', { name: 'Purchase (secondary goal), each variant against A' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('row', { name: /^A ·/ })).toContainText('50.00');
  await expect(table.getByRole('row', { name: /^B ·/ })).toContainText('80.00');
  await expect(page.getByText(/the 99th percentile of what buyers spent/)).toBeVisible();
});
