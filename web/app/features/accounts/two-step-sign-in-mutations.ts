import { requestGraphql } from '../../api/graphql-client';
import { graphql } from '../../gql';

const TwoStepSignInQuery = graphql(`
  query TwoStepSignIn {
    twoStepSignIn {
      authenticatorApp
      recoveryCodesLeft
    }
  }
`);

const StartTotpEnrolmentMutation = graphql(`
  mutation StartTotpEnrolment {
    startTotpEnrolment {
      secret
      otpauthUri
    }
  }
`);

const ConfirmTotpEnrolmentMutation = graphql(`
  mutation ConfirmTotpEnrolment($input: ConfirmTotpEnrolmentInput!) {
    confirmTotpEnrolment(input: $input) {
      codes
    }
  }
`);

const TurnOffTwoStepSignInMutation = graphql(`
  mutation TurnOffTwoStepSignIn($input: TurnOffTwoStepSignInInput!) {
    turnOffTwoStepSignIn(input: $input) {
      success
    }
  }
`);

export async function twoStepSignIn() {
  return (await requestGraphql(TwoStepSignInQuery)).twoStepSignIn;
}

export async function startTotpEnrolment() {
  return (await requestGraphql(StartTotpEnrolmentMutation)).startTotpEnrolment;
}

export async function confirmTotpEnrolment(code: string) {
  return (await requestGraphql(ConfirmTotpEnrolmentMutation, { input: { code } })).confirmTotpEnrolment.codes;
}

export async function turnOffTwoStepSignIn(currentPassword: string): Promise<void> {
  await requestGraphql(TurnOffTwoStepSignInMutation, { input: { currentPassword } });
}
