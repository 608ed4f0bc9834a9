import type { TypedDocumentString } from '../gql/graphql';
import { GraphQLClient, type RequestOptions, type Variables } from 'graphql-request';
import { readAccountToken } from '../account/account-cookies';

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

/** Sends one typed operation to /graphql; the operation name travels in the body with the query text. */
export function requestGraphql<Result, Vars extends Variables>(
  document: TypedDocumentString<Result, Vars>,
  variables?: Vars,
): Promise<Result> {
  // graphql-request types `variables` with a conditional type that TypeScript cannot resolve for a generic Vars;
  // the document's own type already ties the variables to the operation.
  const options = { document: document.toString(), variables } as unknown as RequestOptions<Vars, Result>;
  return graphqlClient().request<Result, Vars>(options);
}
