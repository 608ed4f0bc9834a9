import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { registerApiKeyRateLimit, type ApiKeyRateLimit } from './api-key-rate-limit';

/** The part of a Yoga server the route needs; keeps this adapter independent of the GraphQL one. */
export interface GraphqlRequestHandler {
  handleNodeRequestAndResponse(
    req: FastifyRequest,
    reply: FastifyReply,
    context: { req: FastifyRequest; reply: FastifyReply },
  ): Response | Promise<Response>;
}

/** The GraphQL endpoint, behind the per-key limit on requests made with an API key. */
export async function registerGraphqlRoute(
  app: FastifyInstance,
  graphql: GraphqlRequestHandler,
  apiKeyRateLimit: ApiKeyRateLimit,
): Promise<void> {
  await app.register(async (scope) => {
    await registerApiKeyRateLimit(scope, apiKeyRateLimit);
    // Yoga parses multipart bodies itself; Fastify only needs to let them through.
    scope.addContentTypeParser('multipart/form-data', {}, (_req, _payload, done) => done(null));

    scope.route({
      url: '/graphql',
      method: ['GET', 'POST', 'OPTIONS'],
      handler: async (req, reply) => {
        const response = await graphql.handleNodeRequestAndResponse(req, reply, { req, reply });
        response.headers.forEach((value, key) => void reply.header(key, value));
        reply.status(response.status);
        return reply.send(response.body);
      },
    });
  });
}
