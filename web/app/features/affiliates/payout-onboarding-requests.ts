import { requestGraphql } from '../../api/graphql-client';
import { graphql } from '../../gql';

const AddInitialAffiliatePaymentDetailsMutation = graphql(`
  mutation AddInitialAffiliatePaymentDetails {
    addInitialAffiliatePaymentDetails
  }
`);

/**
 * Opens payout onboarding with Stripe Connect (or the local test-mode page without Stripe keys); the answer is
 * the address of the page to send the browser to, which returns to /user/profile/affiliate?payouts=returned.
 */
export async function startPayoutOnboarding(): Promise<string> {
  return (await requestGraphql(AddInitialAffiliatePaymentDetailsMutation)).addInitialAffiliatePaymentDetails;
}
