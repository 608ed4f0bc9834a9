import { expect, type APIRequestContext } from '@playwright/test';
import { graphqlClient } from './graphql-client';
import { testPassword, uniqueEmail } from './new-account';

/**
 * Someone an affiliate's link brought: a visit through the link, a signup as the affiliate's referral, and a
 * purchase through the local test-mode checkout, which earns the affiliate a commission.
 */
export async function referredCustomer(request: APIRequestContext, serverUrl: string, referrerId: string) {
  let token = '';
  const graphql = graphqlClient(request, serverUrl, () => token);
  await graphql('mutation($referrerId: String!) { createAffiliateSession(referrerId: $referrerId) { success } }', {
    referrerId,
  });
  const email = uniqueEmail('referred');
  const { createUser } = await graphql<{ createUser: { token: string } }>(
    'mutation($input: CreateUserInput!) { createUser(input: $input) { token } }',
    { input: { email, password: testPassword, referrerId } },
  );
  token = createUser.token;
  const { processCheckoutSession } = await graphql<{ processCheckoutSession: { url: string } }>(
    'mutation($email: String!) { processCheckoutSession(email: $email, credits: 10000) { url } }',
    { email },
  );
  const paid = await request.post(`${processCheckoutSession.url}/pay`, { maxRedirects: 0 });
  expect(paid.status()).toBe(303);
}
