import { GraphQLError } from 'graphql';

/** The `extensions.code` values clients can rely on (ARCHITECTURE.md §5), plus the rate limit's. */
export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'CONFLICT'
  | 'INSUFFICIENT_SESSIONS'
  | 'TOO_MANY_REQUESTS';

/** A deliberate error: shown to the client as is (Yoga masks every other kind). */
export function graphqlError(code: ErrorCode, message: string, extensions: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extensions } });
}

export function fieldError(code: ErrorCode, field: string, message: string): GraphQLError {
  return graphqlError(code, message, { field });
}

/** 429 over HTTP with Retry-After, as well as the GraphQL error. */
export function tooManyRequests(retryAfterSeconds: number): GraphQLError {
  return graphqlError('TOO_MANY_REQUESTS', `Too many attempts. Try again in ${retryAfterSeconds} seconds.`, {
    retryAfterSeconds,
    http: { status: 429, headers: { 'Retry-After': String(retryAfterSeconds) } },
  });
}
