import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { UseCases } from '../../application/use-cases';
import type { Logger } from '../logging/create-logger';
import { drainConnectionsOnClose } from './drain-on-close';
import { registerErrorHandler } from './error-handler';
import { registerGraphqlRoute, type GraphqlRequestHandler } from './graphql-route';
import { registerHealthRoute } from './health-route';
import { registerWebApp } from './web-app';

export interface ServerDependencies {
  readonly useCases: UseCases;
  readonly graphql: GraphqlRequestHandler;
  readonly logger: Logger;
  readonly webDistDir: string | null;
}

/** Infrastructure first (errors, logging), then the API routes, then the web app and its fallback. */
export async function buildServer(deps: ServerDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: deps.logger as FastifyBaseLogger,
    // On close: refuse new requests with 503, finish the ones in flight, drop idle keep-alive sockets.
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    bodyLimit: 1024 * 1024,
  });
  drainConnectionsOnClose(app);
  registerErrorHandler(app);
  registerHealthRoute(app, deps.useCases.checkHealth);
  registerGraphqlRoute(app, deps.graphql);
  await registerWebApp(app, deps.webDistDir);
  return app;
}
