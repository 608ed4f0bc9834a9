import type { GraphQLError } from 'graphql';
import type { ChangeUserEmailError } from '../../../application/accounts/change-user-email';
import type { ConfirmEmailError } from '../../../application/accounts/confirm-email';
import type { ConfirmEmailChangeError } from '../../../application/accounts/confirm-email-change';
import type { CreateUserError } from '../../../application/accounts/create-user';
import type { LogOutError } from '../../../application/accounts/log-out';
import type { ResetPasswordError } from '../../../application/accounts/reset-password';
import { emailTakenProblem } from '../../../domain/accounts/email-taken-rules';
import { newPasswordProblemMessage } from '../../../domain/accounts/password-rules';
import { fieldError, graphqlError, tooManyRequests } from '../errors';

export type AccountError =
  | CreateUserError
  | ChangeUserEmailError
  | ResetPasswordError
  | ConfirmEmailChangeError
  | ConfirmEmailError
  | LogOutError
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
    case 'UserNotFound':
      return graphqlError('NOT_FOUND', 'This account no longer exists.');
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
