import { ClientError, GraphQLClient, type RequestOptions, type Variables } from 'graphql-request';
import { readAccountToken } from '../account/account-cookies';
import type { TypedDocumentString } from '../gql/graphql';
import { GraphqlFailure, type GraphqlAnswerError } from './graphql-failure';

let client: GraphQLClient | undefined;

/** Made on first use, in the browser: the build's prerender imports this module but sends no request. */
function graphqlClient(): GraphQLClient {
  client ??= new GraphQLClient(new URL('/graphql', window.location.origin).href, {
    // Read the cookie on every request, so a login or logout in another tab takes effect at once.
    requestMiddleware: (request) => {
      const token = readAccountToken();
      if (token === null) return request;
      // The headers arrive as a Headers object: spreading it into a plain object would silently drop content-type.
      const headers = new Headers(request.headers);
      headers.set('authorization', `Bearer ${token}`);
      return { ...request, headers };
    },
  });
  return client;
}

/** graphql-request's error, as the one value the rest of the app reads: the HTTP status and the answer's errors. */
function failureOf(error: ClientError): GraphqlFailure {
  const errors: readonly GraphqlAnswerError[] = (error.response.errors ?? []).map((graphqlError) => ({
    message: graphqlError.message,
    extensions: graphqlError.extensions,
  }));
  return new GraphqlFailure(error.response.status, errors);
}

/**
 * Sends one typed operation (a generated document) to /graphql, its operation name in the body with the query.
 * An answer with errors or an error status rejects with a GraphqlFailure; no answer at all (offline, server down)
 * with fetch's TypeError.
 */
export async function requestGraphql<Result, Vars extends Variables>(
  document: TypedDocumentString<Result, Vars>,
  variables?: Vars,
): Promise<Result> {
  // graphql-request types `variables` with a conditional type that TypeScript cannot resolve for a generic Vars;
  // the document's own type already ties the variables to the operation.
  const options = { document, variables } as unknown as RequestOptions<Vars, Result>;
  try {
    return await graphqlClient().request<Result, Vars>(options);
  } catch (error) {
    throw error instanceof ClientError ? failureOf(error) : error;
  }
}
