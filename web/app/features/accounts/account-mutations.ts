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

/** Deletes the signed-in account and everything it owns. */
export async function deleteUser(): Promise<void> {
  await requestGraphql(DeleteUserMutation);
}
