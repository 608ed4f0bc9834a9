import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createYoga, type YogaServerInstance } from 'graphql-yoga';
import type { UseCases } from '../../application/use-cases';
import type { Logger } from '../logging/create-logger';
import { createGraphqlContext, type GraphqlContext } from './context';
import { graphqlSchema } from './schema';

export interface ServerContext {
  readonly req: FastifyRequest;
  readonly reply: FastifyReply;
}

export type GraphqlServer = YogaServerInstance<ServerContext, GraphqlContext>;

export interface GraphqlLimits {
  readonly maxDepth: number;
  readonly maxCost: number;
}

const defaultLimits: GraphqlLimits = { maxDepth: 10, maxCost: 5000 };

/**
 * Yoga over the Pothos schema. Errors that are not deliberate GraphQLErrors are masked as
 * "Unexpected error." and logged with their stack; depth and cost limits refuse abusive queries before they run.
 */
export function createGraphqlServer(deps: {
  readonly useCases: UseCases;
  readonly logger: Logger;
  readonly limits?: GraphqlLimits;
}): GraphqlServer {
  const limits = deps.limits ?? defaultLimits;
  return createYoga<ServerContext, GraphqlContext>({
    schema: graphqlSchema(),
    graphqlEndpoint: '/graphql',
    landingPage: false,
    // CORS is the HTTP route's (adapters/http/graphql-route.ts): Yoga's own would allow every origin.
    cors: false,
    maskedErrors: true,
    logging: {
      debug: (...args) => deps.logger.debug(args),
      info: (...args) => deps.logger.info(args),
      warn: (...args) => deps.logger.warn(args),
      error: (...args) => deps.logger.error(args),
    },
    context: ({ req }) => createGraphqlContext(deps.useCases, req.headers.authorization, req.ip),
    plugins: [maxDepthPlugin({ n: limits.maxDepth }), costLimitPlugin({ maxCost: limits.maxCost })],
  });
}
