import { requestGraphql } from '../../api/graphql-client';
import { graphql } from '../../gql';

const StartCardUpdateMutation = graphql(`
  mutation ProcessCardUpdateSession($customerId: String!) {
    processCardUpdateSession(customerId: $customerId) {
      id
      url
    }
  }
`);

/** Opens a card update for the owner's own payment customer; the answer's url is the page that takes the new card. */
export async function startCardUpdate(customerId: string): Promise<{ id: string; url: string }> {
  return (await requestGraphql(StartCardUpdateMutation, { customerId })).processCardUpdateSession;
}
