import { requestGraphql } from '../../api/graphql-client';
import { graphql } from '../../gql';
import type { ContactFormValues } from './contact-form-schema';

const SendContactMessageMutation = graphql(`
  mutation SendContactMessage($input: SendContactMessageInput!) {
    sendContactMessage(input: $input) {
      success
    }
  }
`);

/** Sends the form to the team; the server keeps it and emails it on (signed in, it names the account). */
export async function sendContactMessage(values: ContactFormValues): Promise<void> {
  await requestGraphql(SendContactMessageMutation, { input: values });
}
