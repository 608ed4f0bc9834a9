import { expect, type APIRequestContext } from '@playwright/test';

/** A GraphQL request to a server under test; fails the test on any error. */
export type GraphqlRequest = <Data>(query: string, variables?: Record<string, unknown>) => Promise<Data>;

/** GraphQL requests to `serverUrl`, as whoever `token` names at the time (nobody while it is empty). */
export function graphqlClient(request: APIRequestContext, serverUrl: string, token: () => string): GraphqlRequest {
  return async <Data>(query: string, variables: Record<string, unknown> = {}): Promise<Data> => {
    const response = await request.post(`${serverUrl}/graphql`, {
      headers: token() === '' ? {} : { authorization: `Bearer ${token()}` },
      data: { query, variables },
    });
    const body = (await response.json()) as { data?: Data; errors?: { message: string }[] };
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data as Data;
  };
}
