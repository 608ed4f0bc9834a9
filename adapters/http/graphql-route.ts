import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The part of a Yoga server the route needs; keeps this adapter independent of the GraphQL one. */
export interface GraphqlRequestHandler {
  handleNodeRequestAndResponse(
    req: FastifyRequest,
    reply: FastifyReply,
    context: { req: FastifyRequest; reply: FastifyReply },
  ): Response | Promise<Response>;
}

export function registerGraphqlRoute(app: FastifyInstance, graphql: GraphqlRequestHandler): void {
  // Yoga parses multipart bodies itself; Fastify only needs to let them through.
  app.addContentTypeParser('multipart/form-data', {}, (_req, _payload, done) => done(null));

  app.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    handler: async (req, reply) => {
      const response = await graphql.handleNodeRequestAndResponse(req, reply, { req, reply });
      response.headers.forEach((value, key) => void reply.header(key, value));
      reply.status(response.status);
      return reply.send(response.body);
    },
  });
}
