import { requestGraphql } from '../../api/graphql-client';
import { graphql } from '../../gql';

const ConfirmEmailMutation = graphql(`
  mutation ConfirmEmail($input: ConfirmEmailInput!) {
    confirmEmail(input: $input) {
      email
    }
  }
`);

const ResendEmailConfirmationMutation = graphql(`
  mutation ResendEmailConfirmation {
    resendEmailConfirmation {
      id
      email
      emailConfirmed
    }
  }
`);

/** Confirms the address the sign-up link was sent to; the account's tests take visitors from then on. */
export async function confirmEmail(token: string) {
  const result = await requestGraphql(ConfirmEmailMutation, { input: { token } });
  return result.confirmEmail;
}

/** Emails the signed-in owner a new confirmation link (the earlier ones stop working). */
export async function resendEmailConfirmation() {
  const result = await requestGraphql(ResendEmailConfirmationMutation);
  return result.resendEmailConfirmation;
}
