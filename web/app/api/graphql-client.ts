import { readAccountToken } from '../account/account-cookies';
import type { TypedDocumentString } from '../gql/graphql';
import { GraphqlFailure, type GraphqlAnswerError } from './graphql-failure';

/** The variables of an operation, as the generated documents type them. */
export type Variables = Record<string, unknown>;

interface GraphqlAnswer {
  readonly data?: unknown;
  readonly errors?: readonly GraphqlAnswerError[];
}

/**
 * The operation's name, for the server's logs and limits. Each generated document holds one operation, written
 * first (fragments follow it); tests/unit/web/graphql-client.test.ts checks this against every document.
 */
export function operationName(document: string): string | undefined {
  return /^\s*(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(document)?.[1];
}

async function readAnswer(response: Response): Promise<GraphqlAnswer | null> {
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null ? (body as GraphqlAnswer) : null;
  } catch {
    return null;
  }
}

/**
 * Sends one typed operation to /graphql, with the account's token read from its cookie on every request (a login
 * or logout in another tab takes effect at once). An answer without data rejects with a GraphqlFailure; no answer
 * at all (offline, server down) with fetch's TypeError.
 */
export async function requestGraphql<Result, Vars extends Variables>(
  document: TypedDocumentString<Result, Vars>,
  variables?: Vars,
): Promise<Result> {
  const query = document.toString();
  const headers = new Headers({
    accept: 'application/graphql-response+json, application/json',
    'content-type': 'application/json',
  });
  const token = readAccountToken();
  if (token !== null) headers.set('authorization', `Bearer ${token}`);
  const response = await fetch(new URL('/graphql', window.location.origin), {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, operationName: operationName(query), variables }),
  });
  const answer = await readAnswer(response);
  const errors = answer?.errors ?? [];
  if (!response.ok || errors.length > 0 || answer?.data === undefined || answer.data === null) {
    throw new GraphqlFailure(response.status, errors);
  }
  return answer.data as Result;
}
