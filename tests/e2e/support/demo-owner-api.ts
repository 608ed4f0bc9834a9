import { expect, type APIRequestContext, type PlaywrightWorkerArgs } from '@playwright/test';
import { assignmentPoint, pickVariant } from '../../../domain/tracking/variant-assignment';
import { graphqlClient, type GraphqlRequest } from './graphql-client';

/** The owner a server seeds with SEED_DEMO (application/demo/seed-demo-shop.ts), and their live 50/50 test. */
export const demoOwner = { email: 'demo@splitpenny.test', password: 'demo-shop-password' };
export const demoTestName = 'Green or orange buttons';

export interface DemoOwnerApi {
  /** A GraphQL request as the demo owner; fails the test on any error. */
  readonly graphql: GraphqlRequest;
  readonly demoTestId: string;
  /** For requests of other kinds (the tracking endpoints). */
  readonly request: APIRequestContext;
  dispose(): Promise<void>;
}

/** Signs the demo owner in on the server at `serverUrl` over the API and finds their seeded test. */
export async function demoOwnerApi(
  playwright: PlaywrightWorkerArgs['playwright'],
  serverUrl: string,
): Promise<DemoOwnerApi> {
  const request = await playwright.request.newContext();
  let token = '';
  const graphql = graphqlClient(request, serverUrl, () => token);
  const { authenticateUser } = await graphql<{ authenticateUser: { token: string } }>(
    'mutation($input: AuthenticateUserInput!) { authenticateUser(input: $input) { token } }',
    { input: demoOwner },
  );
  token = authenticateUser.token;
  const { tests } = await graphql<{ tests: { tests: { id: string; name: string }[] } }>(
    'query { tests(input: { limit: 10 }) { tests { id name } } }',
  );
  const demoTestId = tests.tests.find((t) => t.name === demoTestName)?.id ?? '';
  expect(demoTestId, 'the seeded demo test').not.toBe('');
  return { graphql, demoTestId, request, dispose: () => request.dispose() };
}

/** A new visitor id that the deterministic assignment puts in arm `index` of a 50/50 test. */
export function visitorIn(testId: string, index: number, tag = 'e2e'): string {
  for (let i = 0; ; i += 1) {
    const id = `${tag}-visitor-${Date.now()}-${i}`;
    if (pickVariant(assignmentPoint(id, testId), [50, 50]) === index) return id;
  }
}
