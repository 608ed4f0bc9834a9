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

export interface SignUp extends Credentials {
  /** Signing up on the affiliate register page. */
  readonly directAffiliateSignup: boolean;
  /** The affiliate whose referral link brought this browser (the `referrer` cookie), or null. */
  readonly referrerId: string | null;
}

/** Signs up and starts a session at once; the server ignores a referrerId that names no account. */
export async function createUser(signUp: SignUp) {
  const result = await requestGraphql(CreateUserMutation, { input: signUp });
  return result.createUser;
}
