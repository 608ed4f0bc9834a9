import { GraphqlFailure } from './graphql-failure';

/** The `extensions.code` values the server promises (ARCHITECTURE.md §5). */
export type ServerErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'CONFLICT'
  | 'INSUFFICIENT_SESSIONS'
  | 'TOO_MANY_REQUESTS';

/** One problem the server reported, in the words it means to be shown; `field` names an input field. */
export interface ServerProblem {
  readonly message: string;
  readonly code: string | null;
  readonly field: string | null;
}

const unreachableMessage = "We couldn't reach Splitpenny. Check your connection and try again.";
const unexpectedMessage = 'Something went wrong on our side. Please try again in a moment.';

/**
 * Every problem in a failed request. A BAD_USER_INPUT error may list one issue per field; each becomes its own
 * problem so every field can show its message. A failure without a GraphQL answer gets one general message.
 */
export function serverProblems(error: unknown): ServerProblem[] {
  if (!(error instanceof GraphqlFailure)) {
    // fetch rejects with a TypeError when the request never got an answer (offline, server down).
    const message = error instanceof TypeError ? unreachableMessage : unexpectedMessage;
    return [{ message, code: null, field: null }];
  }
  const errors = error.errors;
  if (errors.length === 0) return [{ message: unexpectedMessage, code: null, field: null }];
  return errors.flatMap((graphqlError) => {
    const extensions = graphqlError.extensions ?? {};
    const code = typeof extensions['code'] === 'string' ? extensions['code'] : null;
    const issues = fieldIssues(extensions['issues']);
    if (issues.length > 0) return issues.map((issue) => ({ ...issue, code }));
    const field = typeof extensions['field'] === 'string' && extensions['field'] !== '' ? extensions['field'] : null;
    return [{ message: graphqlError.message, code, field }];
  });
}

function fieldIssues(value: unknown): { message: string; field: string | null }[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((issue: unknown) => {
    if (typeof issue !== 'object' || issue === null) return [];
    const { field, message } = issue as { field?: unknown; message?: unknown };
    if (typeof message !== 'string') return [];
    return [{ message, field: typeof field === 'string' && field !== '' ? field : null }];
  });
}

/** The server answered with a coded refusal: asking again would get the same answer. */
export function isDefiniteRefusal(error: unknown): boolean {
  return error instanceof GraphqlFailure && serverProblems(error).some((problem) => problem.code !== null);
}

export function hasServerErrorCode(error: unknown, code: ServerErrorCode): boolean {
  return error instanceof GraphqlFailure && serverProblems(error).some((problem) => problem.code === code);
}

/** The session is gone (expired, revoked, signed out elsewhere): the user has to log in again. */
export function isUnauthenticated(error: unknown): boolean {
  return hasServerErrorCode(error, 'UNAUTHENTICATED');
}
