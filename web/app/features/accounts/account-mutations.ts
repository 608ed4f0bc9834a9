import { requestGraphql } from '../../api/graphql-client';
import { graphql } from '../../gql';

const ChangeUserEmailMutation = graphql(`
  mutation ChangeUserEmail($input: ChangeUserEmailInput!) {
    changeUserEmail(input: $input) {
      id
      email
    }
  }
`);

const ChangePasswordMutation = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      id
      token
      cardNearingExpiry
    }
  }
`);

const DeleteUserMutation = graphql(`
  mutation DeleteUser {
    deleteUser {
      success
    }
  }
`);

/** Changes the login email; the current password confirms it is the owner asking. */
export async function changeUserEmail(input: { readonly newEmail: string; readonly currentPassword: string }) {
  const result = await requestGraphql(ChangeUserEmailMutation, { input });
  return result.changeUserEmail;
}

/**
 * Sets a new password; the current one confirms it is the owner asking. Every session of the account ends, this
 * browser's too: the answer is the new session it keeps.
 */
export async function changePassword(input: { readonly currentPassword: string; readonly newPassword: string }) {
  const result = await requestGraphql(ChangePasswordMutation, { input });
  return result.changePassword;
}

/** Deletes the signed-in account and everything it owns. */
export async function deleteUser(): Promise<void> {
  await requestGraphql(DeleteUserMutation);
}
