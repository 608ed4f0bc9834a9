import { GraphqlFailure } from '../../../web/app/api/graphql-failure';
import { describe, expect, it } from 'vitest';
import { isDefiniteRefusal, isUnauthenticated, serverProblems } from '../../../web/app/api/graphql-errors';

function clientError(errors: { message: string; extensions?: Record<string, unknown> }[]): GraphqlFailure {
  return new GraphqlFailure(200, errors);
}

describe('server problems', () => {
  it('reads the message, code and field of each error', () => {
    const error = clientError([
      {
        message: 'An account with this email address already exists.',
        extensions: { code: 'CONFLICT', field: 'email' },
      },
    ]);
    expect(serverProblems(error)).toEqual([
      { message: 'An account with this email address already exists.', code: 'CONFLICT', field: 'email' },
    ]);
  });

  it('splits a BAD_USER_INPUT error into one problem per listed field', () => {
    const error = clientError([
      {
        message: 'Enter a name',
        extensions: {
          code: 'BAD_USER_INPUT',
          field: 'name',
          issues: [
            { field: 'name', message: 'Enter a name' },
            { field: 'password', message: 'Use at least 8 characters for your password' },
          ],
        },
      },
    ]);
    expect(serverProblems(error).map((problem) => problem.field)).toEqual(['name', 'password']);
  });

  it('leaves an error without a field to the form as a whole', () => {
    const error = clientError([
      { message: 'The email address or password is incorrect.', extensions: { code: 'UNAUTHENTICATED' } },
    ]);
    expect(serverProblems(error)[0]?.field).toBeNull();
    expect(isUnauthenticated(error)).toBe(true);
    expect(isDefiniteRefusal(error)).toBe(true);
  });

  it('says the server could not be reached when no answer came', () => {
    const offline = new TypeError('Failed to fetch');
    expect(serverProblems(offline)).toEqual([
      { message: "We couldn't reach Splitpenny. Check your connection and try again.", code: null, field: null },
    ]);
    expect(isUnauthenticated(offline)).toBe(false);
    expect(isDefiniteRefusal(offline)).toBe(false);
  });

  it('does not treat an answer without errors (a 5xx) as a definite refusal', () => {
    expect(isDefiniteRefusal(clientError([]))).toBe(false);
  });
});
