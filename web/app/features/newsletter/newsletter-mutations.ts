import { requestGraphql } from '../../api/graphql-client';
import { graphql } from '../../gql';

const CreateNewsletterSubscriberMutation = graphql(`
  mutation CreateNewsletterSubscriber($input: CreateNewsletterSubscriberInput!) {
    createNewsletterSubscriber(input: $input) {
      success
    }
  }
`);

/** Signs up for the free guide; the server answers the same whether or not the address was subscribed already. */
export async function createNewsletterSubscriber(email: string): Promise<void> {
  await requestGraphql(CreateNewsletterSubscriberMutation, { input: { email } });
}
