import { requestGraphql } from '../../api/graphql-client';
import { graphql } from '../../gql';

const SendPasswordResetEmailMutation = graphql(`
  mutation SendPasswordResetEmail($input: SendPasswordResetEmailInput!) {
    sendPasswordResetEmail(input: $input) {
      success
    }
  }
`);

const ResetPasswordMutation = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      success
    }
  }
`);

/** Asks for a reset link; the server answers the same whether or not the email has an account. */
export async function sendPasswordResetEmail(email: string): Promise<void> {
  await requestGraphql(SendPasswordResetEmailMutation, { input: { email } });
}

/** Sets a new password with the token from the reset link. */
export async function resetPassword(input: { readonly token: string; readonly password: string }): Promise<void> {
  await requestGraphql(ResetPasswordMutation, { input });
}
