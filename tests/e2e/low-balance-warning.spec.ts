import { expect, test, type APIRequestContext } from '@playwright/test';
import { trackingServer } from '../../playwright.config';
import { logIn, testPassword, uniqueEmail } from './support/new-account';
import { confirmByMailbox } from './support/confirm-by-mailbox';

/**
 * The warning that test sessions will soon run out. On the tracking server new accounts start with only
 * `sessionLevel` (5) sessions, so two visitors entering an owner's test today leave three at two a day: about two
 * days, which is running low.
 */
test.use({ baseURL: trackingServer.url, viewport: { width: 390, height: 844 } });

const day = 86_400_000;

async function graphqlAs<Data>(
  request: APIRequestContext,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<Data> {
  const response = await request.post(`${trackingServer.url}/graphql`, {
    headers: token === '' ? {} : { authorization: `Bearer ${token}` },
    data: { query, variables },
  });
  const body = (await response.json()) as { data?: Data; errors?: { message: string }[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as Data;
}

/** A new owner whose one live test `visitors` visitors have just entered, set up over the API. */
async function ownerWithVisitors(request: APIRequestContext, visitors: number): Promise<{ email: string }> {
  const email = uniqueEmail('running-low');
  const { createUser } = await graphqlAs<{ createUser: { token: string } }>(
    request,
    '',
    'mutation($input: CreateUserInput!) { createUser(input: $input) { token } }',
    { input: { email, password: testPassword } },
  );
  const token = createUser.token;
  await confirmByMailbox(
    request,
    trackingServer.url,
    (query, variables) => graphqlAs(request, token, query, variables),
    email,
  );
  const websiteUrl = `https://${email.split('@')[0] ?? 'shop'}.example.com`;
  const { createWebsite } = await graphqlAs<{ createWebsite: { insertedId: string } }>(
    request,
    token,
    'mutation($url: String!) { createWebsite(name: "Shop", url: $url) { insertedId } }',
    { url: websiteUrl },
  );
  const { createPage } = await graphqlAs<{ createPage: { insertedId: string } }>(
    request,
    token,
    'mutation($websiteId: ID!) { createPage(url: "/", name: "Home", websiteId: $websiteId) { insertedId } }',
    { websiteId: createWebsite.insertedId },
  );
  const { createTest } = await graphqlAs<{ createTest: { insertedId: string } }>(
    request,
    token,
    'mutation($input: CreateTestInput!) { createTest(input: $input) { insertedId } }',
    {
      input: {
        pageId: createPage.insertedId,
        name: 'Headline test',
        goalId: '1',
        startDate: new Date(Date.now() - day).toISOString(),
        endDate: new Date(Date.now() + 30 * day).toISOString(),
        maxCases: 1000,
      },
    },
  );
  const testId = createTest.insertedId;
  const { testVariants } = await graphqlAs<{ testVariants: { id: string }[] }>(
    request,
    token,
    'query($id: ID!) { testVariants(id: $id) { id } }',
    { id: testId },
  );
  await graphqlAs(request, token, 'mutation($id: ID!) { activateTest(id: $id) { id } }', { id: testId });
  for (let i = 0; i < visitors; i += 1) {
    const enrolled = await request.post(`${trackingServer.url}/api/track/enrol`, {
      // From a page of the website: the only origin whose pages may enrol its visitors.
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin: websiteUrl },
      data: JSON.stringify({
        site: createWebsite.insertedId,
        test: testId,
        variant: testVariants[0]?.id,
        visitor: `running-low-${Date.now()}-${i}`,
        device: 1,
      }),
    });
    expect(await enrolled.json()).toEqual({ status: 'enrolled' });
  }
  return { email };
}

test('an owner about to run out is warned on My Account and the tests pages, readable on a phone', async ({
  page,
  request,
}) => {
  const owner = await ownerWithVisitors(request, 2);
  await logIn(page, { email: owner.email, password: testPassword });

  const banner = page.getByTestId('running-low-banner');
  await expect(banner.getByRole('status')).toHaveText(
    'Your test sessions will run out in about 2 days at the current rate. Your tests pause when they do.Buy sessions',
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Account');
  // At 390 px the warning wraps inside the screen: nothing is cut off or scrolls sideways.
  const box = await banner.boundingBox();
  expect(box === null ? Number.NaN : box.x + box.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.goto('/user/tests');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tests');
  await expect(banner).toContainText('Your test sessions will run out in about 2 days');

  await page.goto('/user/websites');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Websites');
  await expect(banner).toHaveCount(0);

  await page.goto('/user');
  await banner.getByRole('link', { name: 'Buy sessions' }).click();
  await expect(page).toHaveURL('/pricing');
});

test('an owner with sessions to spare sees no warning', async ({ page, request }) => {
  const owner = await ownerWithVisitors(request, 0);
  await logIn(page, { email: owner.email, password: testPassword });
  await expect(page.getByText('Test sessions remaining: 5')).toBeVisible();
  await expect(page.getByTestId('running-low-banner')).toHaveCount(0);
});
