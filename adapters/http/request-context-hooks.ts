import type { FastifyInstance, FastifyRequest } from 'fastify';
import { runInRequestContext, type RequestContext } from '../logging/request-context';
import { requestIdHeader } from './request-id';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's id and, for GraphQL, its operation: what its log lines and metrics say about it. */
    requestContext: RequestContext | null;
  }
}

/**
 * Every request answers with its id (X-Request-Id) and runs in its own context, which the logger reads for each line
 * (adapters/logging/request-context.ts). Entered on arrival, and again once the body is parsed: a body is read in
 * the socket's callbacks, which do not carry the context along.
 */
export function registerRequestContext(app: FastifyInstance): void {
  app.decorateRequest('requestContext', null);
  app.addHook('onRequest', (req, reply, done) => {
    const context: RequestContext = { requestId: req.id, operationName: null };
    req.requestContext = context;
    reply.header(requestIdHeader, req.id);
    runInRequestContext(context, done);
  });
  app.addHook('preValidation', (req, _reply, done) => {
    reenter(req, done);
  });
}

function reenter(req: FastifyRequest, done: () => void): void {
  if (req.requestContext === null) done();
  else runInRequestContext(req.requestContext, done);
}
