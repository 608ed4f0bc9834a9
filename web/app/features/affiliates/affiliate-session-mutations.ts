import { requestGraphql } from '../../api/graphql-client';
import { graphql } from '../../gql';

const CreateAffiliateSessionMutation = graphql(`
  mutation CreateAffiliateSession($referrerId: String!) {
    createAffiliateSession(referrerId: $referrerId) {
      success
    }
  }
`);

/**
 * Counts one visit through an affiliate's referral link. Answers false when the viewer is that affiliate (their
 * own visit is not counted); an id of no account is refused as NOT_FOUND.
 */
export async function recordAffiliateSession(referrerId: string): Promise<boolean> {
  const result = await requestGraphql(CreateAffiliateSessionMutation, { referrerId });
  return result.createAffiliateSession.success;
}
