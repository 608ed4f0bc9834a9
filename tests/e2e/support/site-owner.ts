import type { PlaywrightWorkerArgs } from '@playwright/test';
import { confirmByMailbox } from './confirm-by-mailbox';
import { graphqlClient, type GraphqlRequest } from './graphql-client';
import { testPassword, uniqueEmail } from './new-account';

/**
 * A new owner with one website (a fixture site's origin), set up over GraphQL as the app's own forms would: each
 * spec file, and each worker running it, has tests no other can see, so the config of one case never holds another's.
 */
export interface VariantChange {
  readonly cssCode?: string;
  readonly jsCode?: string;
}

export interface LiveTest {
  readonly id: string;
  readonly controlId: string;
  readonly variantId: string;
}

export interface SiteOwner {
  readonly websiteId: string;
  /** The owner's sign-in, for the app's login form. */
  readonly email: string;
  readonly password: string;
  /** The owner's own GraphQL requests, for what the helpers here do not cover. */
  readonly graphql: GraphqlRequest;
  /** A test on the page at `path` whose one variant takes all the traffic, switched on. */
  addLiveTest(path: string, change: VariantChange): Promise<LiveTest>;
  /** The same test, left a draft (never switched on). */
  addDraftTest(path: string, change: VariantChange): Promise<LiveTest>;
  /** Test sessions (enrolled visitors) of the test's variant. */
  variantSessions(test: LiveTest): Promise<number>;
  dispose(): Promise<void>;
}

const day = 86_400_000;

async function createTest(graphql: GraphqlRequest, pageId: string, path: string): Promise<string> {
  const { createTest: created } = await graphql<{ createTest: { insertedId: string } }>(
    'mutation($input: CreateTestInput!) { createTest(input: $input) { insertedId } }',
    {
      input: {
        pageId,
        name: `Fixture test ${path.replace(/[^a-z0-9]+/gi, ' ').trim() || 'home'}`,
        goalId: '1',
        startDate: new Date(Date.now() - day).toISOString(),
        endDate: new Date(Date.now() + 30 * day).toISOString(),
        maxCases: 1000,
      },
    },
  );
  return created.insertedId;
}

async function addDraftTest(graphql: GraphqlRequest, websiteId: string, path: string, change: VariantChange) {
  const { createPage } = await graphql<{ createPage: { insertedId: string } }>(
    'mutation($url: String!, $websiteId: ID!) { createPage(url: $url, name: "Fixture page", websiteId: $websiteId) { insertedId } }',
    { url: path, websiteId },
  );
  const id = await createTest(graphql, createPage.insertedId, path);
  const { createTestVariant } = await graphql<{ createTestVariant: { id: string } }>(
    'mutation($input: CreateTestVariantInput!) { createTestVariant(input: $input) { id } }',
    { input: { testId: id, name: 'Variant B', rebalance: true, ...change } },
  );
  const { testVariants } = await graphql<{ testVariants: { id: string; isControl: boolean }[] }>(
    'query($id: ID!) { testVariants(id: $id) { id isControl } }',
    { id },
  );
  const controlId = testVariants.find((variant) => variant.isControl)?.id ?? '';
  const variantId = createTestVariant.id;
  await graphql('mutation($input: SetTrafficAllocationsInput!) { setTrafficAllocations(input: $input) { id } }', {
    input: {
      testId: id,
      allocations: [
        { variantId: controlId, trafficAllocation: 0 },
        { variantId, trafficAllocation: 100 },
      ],
    },
  });
  return { id, controlId, variantId };
}

async function addLiveTest(graphql: GraphqlRequest, websiteId: string, path: string, change: VariantChange) {
  const test = await addDraftTest(graphql, websiteId, path, change);
  await graphql('mutation($id: ID!) { activateTest(id: $id) { id } }', { id: test.id });
  return test;
}

/** Signs up a new owner on the server at `serverUrl` and adds the website at `siteUrl`. */
export async function newSiteOwner(
  playwright: PlaywrightWorkerArgs['playwright'],
  serverUrl: string,
  siteUrl: string,
): Promise<SiteOwner> {
  const request = await playwright.request.newContext();
  let token = '';
  const graphql = graphqlClient(request, serverUrl, () => token);
  const email = uniqueEmail('fixture-owner');
  const { createUser } = await graphql<{ createUser: { token: string } }>(
    'mutation($input: CreateUserInput!) { createUser(input: $input) { token } }',
    { input: { email, password: testPassword } },
  );
  token = createUser.token;
  await confirmByMailbox(request, serverUrl, graphql, email);
  const { createWebsite } = await graphql<{ createWebsite: { insertedId: string } }>(
    'mutation($url: String!) { createWebsite(name: "Acme", url: $url) { insertedId } }',
    { url: siteUrl },
  );
  return {
    websiteId: createWebsite.insertedId,
    email,
    password: testPassword,
    graphql,
    addLiveTest: (path, change) => addLiveTest(graphql, createWebsite.insertedId, path, change),
    addDraftTest: (path, change) => addDraftTest(graphql, createWebsite.insertedId, path, change),
    variantSessions: async (test) => {
      const { testPerformanceData } = await graphql<{
        testPerformanceData: { variantId: string; sessions: number }[];
      }>('query($id: ID!) { testPerformanceData(testId: $id) { variantId sessions } }', { id: test.id });
      return testPerformanceData.find((row) => row.variantId === test.variantId)?.sessions ?? 0;
    },
    dispose: () => request.dispose(),
  };
}
