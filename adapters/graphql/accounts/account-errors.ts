import type { GraphQLError } from 'graphql';
import type { ChangePasswordError } from '../../../application/accounts/change-password';
import type { ChangeUserEmailError } from '../../../application/accounts/change-user-email';
import type { ConfirmEmailError } from '../../../application/accounts/confirm-email';
import type { ConfirmEmailChangeError } from '../../../application/accounts/confirm-email-change';
import type { CreateUserError } from '../../../application/accounts/create-user';
import type { LogOutError } from '../../../application/accounts/log-out';
import type { ResetPasswordError } from '../../../application/accounts/reset-password';
import type { AuthenticateSecondFactorError } from '../../../application/accounts/second-factors/authenticate-second-factor';
import type { FinishPasskeyRegistrationError } from '../../../application/accounts/second-factors/passkey-registration';
import type { ConfirmTotpEnrolmentError } from '../../../application/accounts/second-factors/totp-enrolment';
import { emailTakenProblem } from '../../../domain/accounts/email-taken-rules';
import { newPasswordProblemMessage } from '../../../domain/accounts/password-rules';
import { fieldError, graphqlError, tooManyRequests } from '../errors';

export type AccountError =
  | CreateUserError
  | ChangeUserEmailError
  | ChangePasswordError
  | ResetPasswordError
  | ConfirmEmailChangeError
  | ConfirmEmailError
  | LogOutError
  | AuthenticateSecondFactorError
  | ConfirmTotpEnrolmentError
  | FinishPasskeyRegistrationError
  | { readonly kind: 'SecondFactorRequired' }
  | { readonly kind: 'TotpAlreadyOn' }
  | { readonly kind: 'TotpNotOn' }
  | { readonly kind: 'NoSecondFactor' }
  | { readonly kind: 'PasskeyNotFound' }
  | { readonly kind: 'InvalidCredentials' }
  | { readonly kind: 'ApiKeyNotFound' }
  | { readonly kind: 'RateLimited'; readonly retryAfterSeconds: number };

/** Every expected failure of the accounts use cases, mapped once to what a client sees. */
export function accountErrorToGraphql(error: AccountError): GraphQLError {
  switch (error.kind) {
    case 'EmailTaken':
      return fieldError('CONFLICT', 'email', emailTakenProblem);
    case 'WeakPassword':
      return fieldError('BAD_USER_INPUT', 'password', newPasswordProblemMessage(error.problem));
    case 'InvalidCredentials':
      return graphqlError('UNAUTHENTICATED', 'The email address or password is incorrect.');
    case 'WrongPassword':
      return fieldError('BAD_USER_INPUT', 'currentPassword', 'Your current password is incorrect.');
    case 'WeakNewPassword':
      return fieldError('BAD_USER_INPUT', 'newPassword', newPasswordProblemMessage(error.problem));
    case 'SamePassword':
      return fieldError('BAD_USER_INPUT', 'newPassword', 'Choose a new password that is not your current one.');
    case 'SignedInOwnerOnly':
      return graphqlError('FORBIDDEN', 'Only the account owner, signed in with their password, can change it.');
    case 'UserNotFound':
      // The credential names an account that is gone: whatever the process has heard of its deletion so far, the
      // caller is told it is not signed in, as identify-bearer tells it once the deletion is known.
      return graphqlError('UNAUTHENTICATED', 'This account no longer exists.', { reason: 'account-deleted' });
    case 'ResetLinkUnknown':
      return fieldError('BAD_USER_INPUT', 'token', 'This password reset link is not valid. Ask for a new one.');
    case 'ResetLinkUsed':
      return fieldError(
        'BAD_USER_INPUT',
        'token',
        'This password reset link has already been used. Ask for a new one.',
      );
    case 'ResetLinkExpired':
      return fieldError('BAD_USER_INPUT', 'token', 'This password reset link has expired. Ask for a new one.');
    case 'EmailChangeLinkUnknown':
      return fieldError('BAD_USER_INPUT', 'token', 'This confirmation link is not valid. Ask for the change again.');
    case 'EmailChangeLinkUsed':
      return fieldError(
        'BAD_USER_INPUT',
        'token',
        'This confirmation link has already been used, or a newer change was asked for since.',
      );
    case 'EmailChangeLinkExpired':
      return fieldError('BAD_USER_INPUT', 'token', 'This confirmation link has expired. Ask for the change again.');
    case 'ConfirmationLinkUnknown':
      return fieldError(
        'BAD_USER_INPUT',
        'token',
        'This confirmation link is not valid. Log in and ask for a new one on My Account.',
      );
    case 'ConfirmationLinkUsed':
      return fieldError(
        'BAD_USER_INPUT',
        'token',
        'This confirmation link has already been used, or a newer one was sent since.',
      );
    case 'ConfirmationLinkExpired':
      return fieldError(
        'BAD_USER_INPUT',
        'token',
        'This confirmation link has expired. Log in and ask for a new one on My Account.',
      );
    case 'NotASession':
      return graphqlError('FORBIDDEN', 'An API key has no session to log out: revoke the key instead.');
    case 'ApiKeyNotFound':
      return graphqlError('NOT_FOUND', 'There is no API key with that id.');
    case 'RateLimited':
      return tooManyRequests(error.retryAfterSeconds);
    case 'SecondFactorRequired':
      return graphqlError('UNAUTHENTICATED', 'This account asks for a second factor: answer the login challenge.');
    case 'LoginChallengeInvalid':
      return fieldError(
        'BAD_USER_INPUT',
        'challenge',
        'This login has expired or was already completed. Log in with your password again.',
      );
    case 'InvalidSecondFactor':
      return fieldError('BAD_USER_INPUT', 'code', 'That code or passkey was not accepted. Try again.');
    case 'TotpNotStarted':
      return fieldError('BAD_USER_INPUT', 'code', 'Start setting up the authenticator app first.');
    case 'InvalidTotpCode':
      return fieldError(
        'BAD_USER_INPUT',
        'code',
        'That code is not right. Enter the 6-digit code your authenticator app shows now.',
      );
    case 'TotpAlreadyOn':
      return graphqlError('CONFLICT', 'The authenticator app is already on for this account.');
    case 'TotpNotOn':
      return graphqlError('NOT_FOUND', 'The authenticator app is not on for this account.');
    case 'NoSecondFactor':
      return graphqlError(
        'BAD_USER_INPUT',
        'Turn on an authenticator app or a passkey first: recovery codes come with it.',
      );
    case 'PasskeyRegistrationExpired':
      return fieldError('BAD_USER_INPUT', 'response', 'Adding the passkey took too long. Try again.');
    case 'PasskeyNotVerified':
      return fieldError('BAD_USER_INPUT', 'response', 'The passkey could not be verified. Try again.');
    case 'PasskeyAlreadyRegistered':
      return fieldError('CONFLICT', 'response', 'This passkey is already added to an account.');
    case 'PasskeyNotFound':
      return graphqlError('NOT_FOUND', 'There is no passkey with that id.');
    default: {
      const unreachable: never = error;
      throw new Error(`Unmapped account error: ${JSON.stringify(unreachable)}`);
    }
  }
}

/** The value of a successful result, or the mapped GraphQL error thrown. */
export function valueOrThrow<T>(result: { ok: true; value: T } | { ok: false; error: AccountError }): T {
  if (result.ok) return result.value;
  throw accountErrorToGraphql(result.error);
}
