import type { GraphQLError } from 'graphql';
import type { ChangeUserEmailError } from '../../../application/accounts/change-user-email';
import type { CreateUserError } from '../../../application/accounts/create-user';
import type { ResetPasswordError } from '../../../application/accounts/reset-password';
import { emailTakenProblem } from '../../../domain/accounts/email-taken-rules';
import { fieldError, graphqlError, tooManyRequests } from '../errors';

export type AccountError =
  | CreateUserError
  | ChangeUserEmailError
  | ResetPasswordError
  | { readonly kind: 'InvalidCredentials' }
  | { readonly kind: 'ApiKeyNotFound' }
  | { readonly kind: 'RateLimited'; readonly retryAfterSeconds: number };

/** Every expected failure of the accounts use cases, mapped once to what a client sees. */
export function accountErrorToGraphql(error: AccountError): GraphQLError {
  switch (error.kind) {
    case 'EmailTaken':
      return fieldError('CONFLICT', 'email', emailTakenProblem);
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
