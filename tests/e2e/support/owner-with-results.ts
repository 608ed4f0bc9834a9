import { expect, type APIRequestContext, type PlaywrightWorkerArgs } from '@playwright/test';
import { visitorIn } from './demo-owner-api';
import { graphqlClient, type GraphqlRequest } from './graphql-client';
import { testPassword, uniqueEmail } from './new-account';
import { confirmByMailbox } from './confirm-by-mailbox';

/**
 * A new owner with a live 50/50 test (goal: clicks) that visitors have taken part in, set up over the API as the
 * app and the tracking script would: every screen that lists or sums something has rows to show. The owner is new
 * on the server, so nothing another spec does to the seeded demo test changes what it shows.
 */
export interface OwnerWithResults {
  readonly email: string;
  readonly password: string;
  readonly userId: string;
  readonly testId: string;
  /** A GraphQL request as the owner; fails the test on any error. */
  readonly graphql: GraphqlRequest;
  dispose(): Promise<void>;
}

const day = 86_400_000;

/** Visitors per arm, and the clicks each of them makes: B gets more, so the results have a leader. */
const visitorsPerArm = 6;
const clicksOf = (arm: number, visitor: number): number => (arm === 0 ? visitor % 2 : 1 + (visitor % 3));

async function liveTest(graphql: GraphqlRequest, websiteId: string): Promise<string> {
  const { createPage } = await graphql<{ createPage: { insertedId: string } }>(
    'mutation($websiteId: ID!) { createPage(name: "Product page", url: "/products/fern", websiteId: $websiteId) { insertedId } }',
    { websiteId },
  );
  const { createTest } = await graphql<{ createTest: { insertedId: string } }>(
    'mutation($input: CreateTestInput!) { createTest(input: $input) { insertedId } }',
    {
      input: {
        pageId: createPage.insertedId,
        name: 'Bigger buy button',
        goalId: '1',
        startDate: new Date(Date.now() - day).toISOString(),
        endDate: new Date(Date.now() + 30 * day).toISOString(),
        maxCases: 5000,
      },
    },
  );
  const testId = createTest.insertedId;
  await graphql('mutation($input: CreateTestVariantInput!) { createTestVariant(input: $input) { id } }', {
    input: { testId, name: 'Big button', cssCode: '.buy { font-size: 1.5rem; }', rebalance: true },
  });
  await graphql('mutation($id: ID!) { activateTest(id: $id) { id } }', { id: testId });
  return testId;
}

/** Visitors enter each arm and click, as the script reports it; resolves once the results count them all. */
/** The website the owner's visitors arrive on: their browsers send its origin with what they post. */
export const siteUrl = 'https://fern-and-frond.example';

async function visitorsTakePart(
  request: APIRequestContext,
  graphql: GraphqlRequest,
  serverUrl: string,
  site: { websiteId: string; testId: string },
): Promise<void> {
  const { testVariants } = await graphql<{ testVariants: { id: string; variantNo: number }[] }>(
    'query($id: ID!) { testVariants(id: $id) { id variantNo } }',
    { id: site.testId },
  );
  let clicks = 0;
  for (const variant of testVariants) {
    for (let index = 0; index < visitorsPerArm; index += 1) {
      const visitor = visitorIn(site.testId, variant.variantNo, `tables${index}`);
      const enrolment = await request.post(`${serverUrl}/api/track/enrol`, {
        headers: { 'content-type': 'text/plain', origin: siteUrl },
        data: JSON.stringify({ site: site.websiteId, test: site.testId, variant: variant.id, visitor, device: 3 }),
      });
      expect(await enrolment.json()).toEqual({ status: 'enrolled' });
      const events = [
        ...Array.from({ length: clicksOf(variant.variantNo, index) }, (_, click) => ({ k: 'click', at: 500 + click })),
        { k: 'scroll', at: 900, v: 40 + 10 * index },
        { k: 'time', at: 1_000, v: 8_000 + 1_000 * index },
      ];
      clicks += events.filter((event) => event.k === 'click').length;
      const batch = await request.post(`${serverUrl}/api/track/events`, {
        headers: { 'content-type': 'text/plain', origin: siteUrl },
        data: JSON.stringify({ site: site.websiteId, visitor, tests: [site.testId], events }),
      });
      expect(batch.ok()).toBe(true);
    }
  }
  // Events are written in batches a moment later: the results count them once they are in.
  await expect
    .poll(async () => {
      const { testPerformanceData } = await graphql<{ testPerformanceData: { sessions: number; avgClicks: number }[] }>(
        'query($id: ID!) { testPerformanceData(testId: $id) { sessions avgClicks } }',
        { id: site.testId },
      );
      return Math.round(testPerformanceData.reduce((sum, arm) => sum + arm.sessions * arm.avgClicks, 0));
    })
    .toBe(clicks);
}

/** Signs up a new owner on the server at `serverUrl`, with a website, a page and a live test with results. */
export async function ownerWithResults(
  playwright: PlaywrightWorkerArgs['playwright'],
  serverUrl: string,
): Promise<OwnerWithResults> {
  const request = await playwright.request.newContext();
  let token = '';
  const graphql = graphqlClient(request, serverUrl, () => token);
  const email = uniqueEmail('tables-owner');
  const { createUser } = await graphql<{ createUser: { id: string; token: string } }>(
    'mutation($input: CreateUserInput!) { createUser(input: $input) { id token } }',
    { input: { email, password: testPassword } },
  );
  token = createUser.token;
  await confirmByMailbox(request, serverUrl, graphql, email);
  const { createWebsite } = await graphql<{ createWebsite: { insertedId: string } }>(
    'mutation($url: String!) { createWebsite(name: "Fern and Frond", url: $url) { insertedId } }',
    { url: siteUrl },
  );
  const testId = await liveTest(graphql, createWebsite.insertedId);
  await visitorsTakePart(request, graphql, serverUrl, { websiteId: createWebsite.insertedId, testId });
  return { email, password: testPassword, userId: createUser.id, testId, graphql, dispose: () => request.dispose() };
}
