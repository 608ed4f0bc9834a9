import { expect, type APIRequestContext } from '@playwright/test';
import { loopbackClient, postFromNetwork } from './client-network';
import { visitorIn } from './demo-owner-api';
import type { GraphqlRequest } from './graphql-client';

const day = 86_400_000;

/**
 * A form test of a confirmed owner that B wins beyond doubt: started eight days ago (no winner is given before a
 * full week), twelve visitors a variant, every one of B's submitting the form and none of A's. Its verdict changes
 * at the server's next check. Returns the test's id.
 */
export async function testThatBWins(
  request: APIRequestContext,
  serverUrl: string,
  graphql: GraphqlRequest,
  options: { readonly siteUrl: string; readonly testName: string; readonly firstClient: number },
): Promise<string> {
  const websiteId = (
    await graphql<{ createWebsite: { insertedId: string } }>(
      'mutation($url: String!) { createWebsite(name: "Decided shop", url: $url) { insertedId } }',
      { url: options.siteUrl },
    )
  ).createWebsite.insertedId;
  const pageId = (
    await graphql<{ createPage: { insertedId: string } }>(
      'mutation($websiteId: ID!) { createPage(name: "Signup", url: "/sign-up", websiteId: $websiteId) { insertedId } }',
      { websiteId },
    )
  ).createPage.insertedId;
  const testId = (
    await graphql<{ createTest: { insertedId: string } }>(
      'mutation($input: CreateTestInput!) { createTest(input: $input) { insertedId } }',
      {
        input: {
          pageId,
          name: options.testName,
          goalId: '2',
          startDate: new Date(Date.now() - 8 * day).toISOString(),
          endDate: new Date(Date.now() + 30 * day).toISOString(),
          maxCases: 100,
        },
      },
    )
  ).createTest.insertedId;
  await graphql('mutation($input: CreateTestVariantInput!) { createTestVariant(input: $input) { id } }', {
    input: { testId, name: 'Three fields', cssCode: '.extra { display: none; }', rebalance: true },
  });
  await graphql('mutation($id: ID!) { activateTest(id: $id) { id } }', { id: testId });
  const { testVariants } = await graphql<{ testVariants: { id: string; variantNo: number }[] }>(
    'query($id: ID!) { testVariants(id: $id) { id variantNo } }',
    { id: testId },
  );
  let client = options.firstClient;
  for (const variant of testVariants) {
    for (let index = 0; index < 12; index += 1) {
      const visitor = visitorIn(testId, variant.variantNo, `decided${index}`);
      client += 1;
      expect(
        await postFromNetwork(`${serverUrl}/api/track/enrol`, loopbackClient(client), options.siteUrl, {
          site: websiteId,
          test: testId,
          variant: variant.id,
          visitor,
          device: 3,
        }),
      ).toEqual({ status: 'enrolled' });
      if (variant.variantNo === 0) continue;
      const batch = await request.post(`${serverUrl}/api/track/events`, {
        headers: { 'content-type': 'text/plain', origin: options.siteUrl },
        data: JSON.stringify({
          site: websiteId,
          visitor,
          tests: [testId],
          events: [{ k: 'form_submit', at: 900 }],
        }),
      });
      expect(batch.ok()).toBe(true);
    }
  }
  return testId;
}
