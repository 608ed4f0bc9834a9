import { requestGraphql } from '../../api/graphql-client';
import { graphql } from '../../gql';

const AuthenticateUserMutation = graphql(`
  mutation AuthenticateUser($input: AuthenticateUserInput!) {
    authenticateUser(input: $input) {
      id
      token
      cardNearingExpiry
      secondFactor {
        challenge
        methods
        passkeyOptions
      }
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

const LogOutMutation = graphql(`
  mutation LogOut {
    logOut {
      success
    }
  }
`);

const LogOutEverywhereMutation = graphql(`
  mutation LogOutEverywhere {
    logOutEverywhere {
      success
    }
  }
`);

const ConfirmEmailChangeMutation = graphql(`
  mutation ConfirmEmailChange($input: ConfirmEmailChangeInput!) {
    confirmEmailChange(input: $input) {
      email
      session {
        id
        token
        cardNearingExpiry
      }
    }
  }
`);

export interface Credentials {
  readonly email: string;
  readonly password: string;
}

/** Logs in; the answer holds the new session's token, or the challenge of the second factor the account asks. */
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

/** Ends this browser's session on the server, so its token stops working even if it was copied. */
export async function logOut(): Promise<void> {
  await requestGraphql(LogOutMutation);
}

/** Ends every session of the account, this one included. */
export async function logOutEverywhere(): Promise<void> {
  await requestGraphql(LogOutEverywhereMutation);
}

/** Makes the address the link was sent to the login email; a new session when this browser was signed in to it. */
export async function confirmEmailChange(token: string) {
  const result = await requestGraphql(ConfirmEmailChangeMutation, { input: { token } });
  return result.confirmEmailChange;
}
