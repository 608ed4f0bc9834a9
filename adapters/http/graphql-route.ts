import cors from '@fastify/cors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiExplorerContentSecurityPolicy, registerApiExplorerAssets } from './api-explorer';
import { registerApiKeyRateLimit, type ApiKeyRateLimit } from './api-key-rate-limit';
import { clientNetworkOf } from './client-network';

/** The part of a Yoga server the route needs; keeps this adapter independent of the GraphQL one. */
export interface GraphqlRequestHandler {
  handleNodeRequestAndResponse(
    req: FastifyRequest,
    reply: FastifyReply,
    context: { req: FastifyRequest; reply: FastifyReply; clientNetwork: string },
  ): Response | Promise<Response>;
}

export const graphqlPath = '/graphql';

export interface GraphqlRouteOptions {
  /** How many requests each API key may make a minute. */
  readonly apiKeyRateLimit: ApiKeyRateLimit;
  /** The origins whose pages may call /graphql from a browser: the app's own and CORS_ORIGINS. */
  readonly allowedOrigins: ReadonlySet<string>;
}

/**
 * The GraphQL endpoint, behind the per-key limit on requests made with an API key. CORS is decided here, once
 * (Yoga's own is off): the `allowedOrigins` are allowed, with credentials; any other origin gets no
 * Access-Control-Allow-Origin, so a browser on another site can neither read an answer nor send the Authorization
 * header. A request without an Origin (a server with an API key, the CLI) is not a CORS request and is answered as
 * ever. CORS comes before the rate limit, so that a browser can read a 429 too.
 */
export async function registerGraphqlRoute(
  app: FastifyInstance,
  graphql: GraphqlRequestHandler,
  options: GraphqlRouteOptions,
): Promise<void> {
  await app.register(
    async (scope) => {
      await scope.register(cors, {
        origin: (origin, callback) => callback(null, origin !== undefined && options.allowedOrigins.has(origin)),
        credentials: true,
        methods: ['GET', 'POST'],
        maxAge: 600,
      });
      await registerApiKeyRateLimit(scope, options.apiKeyRateLimit);
      // Yoga parses multipart bodies itself; Fastify only needs to let them through.
      scope.addContentTypeParser('multipart/form-data', {}, (_req, _payload, done) => done(null));

      scope.route({
        url: '',
        method: ['GET', 'POST', 'OPTIONS'],
        handler: async (req, reply) => {
          const problem = jsonBodyProblem(req);
          if (problem !== null) {
            return reply.status(400).send({ errors: [{ message: problem, extensions: { code: 'BAD_REQUEST' } }] });
          }
          // Attempts are limited per network, not per address: an IPv6 client holds a whole /64 of addresses.
          const clientNetwork = clientNetworkOf(req.ip);
          const response = await graphql.handleNodeRequestAndResponse(req, reply, { req, reply, clientNetwork });
          response.headers.forEach((value, key) => void reply.header(key, value));
          // An HTML answer is the API explorer's page (api-explorer.ts), whose editor's icon font is a data: URL.
          if (response.headers.get('content-type')?.startsWith('text/html') === true) {
            void reply.header('content-security-policy', apiExplorerContentSecurityPolicy());
          }
          reply.status(response.status);
          return reply.send(response.body);
        },
      });
    },
    // Under its own prefix, so the preflight route @fastify/cors adds covers /graphql alone.
    { prefix: graphqlPath },
  );
  registerApiExplorerAssets(app);
}

const expectedBody = 'send a JSON object such as {"query": "{ __typename }"}';

/**
 * Fastify has already parsed a JSON body, and Yoga only reuses a parsed body when it is a non-empty object: for
 * `null`, `[]` or `{}` it read the spent stream and answered "invalid JSON", which named the wrong problem.
 */
function jsonBodyProblem(req: FastifyRequest): string | null {
  if (req.method !== 'POST' || !req.headers['content-type']?.includes('json')) return null;
  const body: unknown = req.body;
  if (body === null) return `The request body is null: ${expectedBody}.`;
  if (Array.isArray(body)) return `The request body is an array (batched queries are not supported): ${expectedBody}.`;
  if (typeof body !== 'object') return `The request body is a ${typeof body}: ${expectedBody}.`;
  if (Object.keys(body).length === 0) return `The request body is an empty object: ${expectedBody}.`;
  return null;
}
