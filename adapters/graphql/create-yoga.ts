import type { Tracer } from '@opentelemetry/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createYoga, type GraphiQLOptions, type YogaServerInstance } from 'graphql-yoga';
import type { UseCases } from '../../application/use-cases';
import type { Logger } from '../logging/create-logger';
import { createGraphqlContext, type GraphqlContext } from './context';
import { inputChecksPlugin } from './input-checks';
import { operationNamePlugin } from './operation-name';
import { operationTracingPlugin } from './operation-tracing';
import { defaultGraphqlLimits, queryLimitPlugins, type GraphqlLimits } from './query-limits';
import { requestErrorsAre400 } from './request-errors';
import { graphqlSchema } from './schema';
import { yogaLogger } from './yoga-logger';

export type { GraphqlLimits } from './query-limits';

export interface ServerContext {
  readonly req: FastifyRequest;
  readonly reply: FastifyReply;
  /** The client's network, as the HTTP adapter reads it from the (proxied) request: what attempt limits count by. */
  readonly clientNetwork: string;
}

export type GraphqlServer = YogaServerInstance<ServerContext, GraphqlContext>;

/** What the explorer opens with: a query any API key may run, and how to send the key. */
const explorerQuery = `# Send your API key in the Headers tab below:
#   { "Authorization": "Bearer sp_live_…" }
# The Docs button (top left) lists every query
# and mutation.
query Me {
  me {
    id
    email
  }
}
`;

/**
 * Yoga over the Pothos schema. Errors that are not deliberate GraphQLErrors are masked as
 * "Unexpected error." and logged with their message and stack; token, fragment, depth and cost limits refuse abusive
 * queries before they run, and a request that could not run is answered with 400.
 */
export function createGraphqlServer(deps: {
  readonly useCases: UseCases;
  readonly logger: Logger;
  readonly limits?: Partial<GraphqlLimits>;
  /** Makes each operation a span (when tracing is on). */
  readonly tracer?: Tracer | null;
  /**
   * The API explorer's page (GraphiQL) a browser gets at GET /graphql, with its files served by the HTTP adapter;
   * absent: no explorer. Yoga's own page would load GraphiQL from a CDN, which the app's security policy forbids.
   */
  readonly renderGraphiQL?: (options: GraphiQLOptions) => string;
}): GraphqlServer {
  const limits: GraphqlLimits = { ...defaultGraphqlLimits, ...deps.limits };
  return createYoga<ServerContext, GraphqlContext>({
    schema: graphqlSchema(),
    graphqlEndpoint: '/graphql',
    landingPage: false,
    ...(deps.renderGraphiQL
      ? {
          graphiql: { title: 'Splitpenny API explorer', defaultQuery: explorerQuery },
          renderGraphiQL: deps.renderGraphiQL,
        }
      : { graphiql: false }),
    // CORS is the HTTP route's (adapters/http/graphql-route.ts): Yoga's own would allow every origin.
    cors: false,
    maskedErrors: true,
    logging: yogaLogger(deps.logger),
    context: ({ req, clientNetwork }) => createGraphqlContext(deps.useCases, req.headers.authorization, clientNetwork),
    plugins: [
      operationNamePlugin(),
      ...(deps.tracer ? [operationTracingPlugin(deps.tracer)] : []),
      ...queryLimitPlugins(limits),
      inputChecksPlugin(),
      requestErrorsAre400(),
    ],
  });
}
