import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { queryOptions } from '@tanstack/react-query';
import { requestGraphql } from '../../api/graphql-client';
import { graphql } from '../../gql';

const SecondFactorsQuery = graphql(`
  query SecondFactors {
    secondFactors {
      totpEnabled
      recoveryCodesLeft
      passkeys {
        id
        name
        createdAt
        lastUsedAt
      }
    }
  }
`);

const AuthenticateSecondFactorMutation = graphql(`
  mutation AuthenticateSecondFactor($input: AuthenticateSecondFactorInput!) {
    authenticateSecondFactor(input: $input) {
      id
      token
      cardNearingExpiry
    }
  }
`);

const StartTotpEnrolmentMutation = graphql(`
  mutation StartTotpEnrolment {
    startTotpEnrolment {
      secret
      qrCodeSvg
    }
  }
`);

const ConfirmTotpEnrolmentMutation = graphql(`
  mutation ConfirmTotpEnrolment($input: ConfirmTotpEnrolmentInput!) {
    confirmTotpEnrolment(input: $input) {
      recoveryCodes
    }
  }
`);

const TurnOffTotpMutation = graphql(`
  mutation TurnOffTotp($input: CurrentPasswordInput!) {
    turnOffTotp(input: $input) {
      success
    }
  }
`);

const RegenerateRecoveryCodesMutation = graphql(`
  mutation RegenerateRecoveryCodes($input: CurrentPasswordInput!) {
    regenerateRecoveryCodes(input: $input) {
      recoveryCodes
    }
  }
`);

const StartPasskeyRegistrationMutation = graphql(`
  mutation StartPasskeyRegistration {
    startPasskeyRegistration {
      options
    }
  }
`);

const FinishPasskeyRegistrationMutation = graphql(`
  mutation FinishPasskeyRegistration($input: FinishPasskeyRegistrationInput!) {
    finishPasskeyRegistration(input: $input) {
      passkey {
        id
        name
      }
      recoveryCodes
    }
  }
`);

const RemovePasskeyMutation = graphql(`
  mutation RemovePasskey($input: RemovePasskeyInput!) {
    removePasskey(input: $input) {
      success
    }
  }
`);

export const secondFactorsQueryKey = ['secondFactors'] as const;

export function secondFactorsQueryOptions() {
  return queryOptions({
    queryKey: [...secondFactorsQueryKey, 'list'],
    queryFn: async () => (await requestGraphql(SecondFactorsQuery)).secondFactors,
  });
}

/** The login's second step: the challenge with a code, or with a passkey's answer (JSON). */
export async function authenticateSecondFactor(input: {
  readonly challenge: string;
  readonly code?: string;
  readonly passkeyResponse?: string;
}) {
  return (await requestGraphql(AuthenticateSecondFactorMutation, { input })).authenticateSecondFactor;
}

export async function startTotpEnrolment() {
  return (await requestGraphql(StartTotpEnrolmentMutation)).startTotpEnrolment;
}

export async function confirmTotpEnrolment(code: string) {
  return (await requestGraphql(ConfirmTotpEnrolmentMutation, { input: { code } })).confirmTotpEnrolment;
}

export async function turnOffTotp(currentPassword: string): Promise<void> {
  await requestGraphql(TurnOffTotpMutation, { input: { currentPassword } });
}

export async function regenerateRecoveryCodes(currentPassword: string) {
  return (await requestGraphql(RegenerateRecoveryCodesMutation, { input: { currentPassword } }))
    .regenerateRecoveryCodes;
}

/** Asks the server for the options, has the browser make the passkey, and sends it back to be kept. */
export async function addPasskey(name: string) {
  const { startRegistration } = await import('@simplewebauthn/browser');
  const { options } = (await requestGraphql(StartPasskeyRegistrationMutation)).startPasskeyRegistration;
  const response = await startRegistration({
    optionsJSON: JSON.parse(options) as PublicKeyCredentialCreationOptionsJSON,
  });
  return (
    await requestGraphql(FinishPasskeyRegistrationMutation, {
      input: { name, response: JSON.stringify(response) },
    })
  ).finishPasskeyRegistration;
}

export async function removePasskey(input: { readonly id: string; readonly currentPassword: string }): Promise<void> {
  await requestGraphql(RemovePasskeyMutation, { input });
}

/** Has the browser sign the login's passkey challenge; the answer as JSON for `authenticateSecondFactor`. */
export async function signWithPasskey(optionsJson: string): Promise<string> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const response = await startAuthentication({
    optionsJSON: JSON.parse(optionsJson) as PublicKeyCredentialRequestOptionsJSON,
  });
  return JSON.stringify(response);
}
