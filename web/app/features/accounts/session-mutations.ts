import { requestGraphql } from '../../api/graphql-client';
import { graphql } from '../../gql';

const AuthenticateUserMutation = graphql(`
  mutation AuthenticateUser($input: AuthenticateUserInput!) {
    authenticateUser(input: $input) {
      id
      token
      cardNearingExpiry
    }
  }
`);

const CreateUserMutation = graphql(`
  mutation CreateUser($input: CreateUserInput!) {
    createUser(input: $input) {
      id
      token
      cardNearingExpiry
    }
  }
`);

export interface Credentials {
  readonly email: string;
  readonly password: string;
}

/** Logs in; the answer holds the new session's token. */
export async function authenticateUser(credentials: Credentials) {
  const result = await requestGraphql(AuthenticateUserMutation, { input: credentials });
  return result.authenticateUser;
}

/** Signs up (on the affiliate register page with `directAffiliateSignup`) and starts a session at once. */
export async function createUser(credentials: Credentials & { readonly directAffiliateSignup: boolean }) {
  const result = await requestGraphql(CreateUserMutation, { input: credentials });
  return result.createUser;
}
