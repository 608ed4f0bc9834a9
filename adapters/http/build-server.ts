import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { LogEvents } from '../../application/tracking/log-events';
import type { UseCases } from '../../application/use-cases';
import type { Logger } from '../logging/create-logger';
import { drainConnectionsOnClose } from './drain-on-close';
import { registerDevMailbox, type Mailbox } from './dev-mailbox-route';
import { registerErrorHandler } from './error-handler';
import type { ApiKeyRateLimit } from './api-key-rate-limit';
import { registerGraphqlRoute, type GraphqlRequestHandler } from './graphql-route';
import { registerHealthRoute } from './health-route';
import { registerNewsletterRoutes } from './newsletter/newsletter-routes';
import { refuseUnstorableText } from './refuse-unstorable-text';
import { registerRequestLogging } from './request-logging';
import { registerSecurityHeaders } from './security-headers';
import { registerTrackerScriptRoute } from './tracking/tracker-script-route';
import { registerTrackingRoutes } from './tracking/tracking-routes';
import { registerWebApp } from './web-app';

export interface ServerDependencies {
  readonly useCases: UseCases;
  readonly graphql: GraphqlRequestHandler;
  readonly logger: Logger;
  readonly webDistDir: string | null;
  /** The address customers use: the sitemap's links start with it. */
  readonly publicUrl: string;
  /** Serves /dev/mailbox when given (DEV_MAILBOX), to requests from this machine only. */
  readonly devMailbox?: Mailbox | null;
  /** Take the client address from X-Forwarded-For, and the protocol (HTTPS or not) from X-Forwarded-Proto. */
  readonly trustProxy?: boolean;
  /** Other origins whose pages may call /graphql from a browser (CORS_ORIGINS); the public URL's always may. */
  readonly corsOrigins?: readonly string[];
  /** The payment provider's own routes (Stripe's webhook, or the local checkout's pages): adapters/composition. */
  readonly registerPaymentRoutes: (app: FastifyInstance, useCases: UseCases) => Promise<void>;
  /** How many requests each API key may make to /graphql a minute. */
  readonly apiKeyRateLimit: ApiKeyRateLimit;
  readonly tracking: {
    readonly rateLimitPerMinute: number;
    readonly configCacheMs: number;
    readonly batchWindowMs: number;
    /** The built tracking script. */
    readonly scriptFile: string;
    /** Event batches go to the event log instead of the database (INGEST_LOG_URL); null or absent: the database. */
    readonly logEvents?: LogEvents | null;
  };
}

/** Infrastructure first (errors, logging), then the API routes, then the web app and its fallback. */
export async function buildServer(deps: ServerDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: deps.logger as FastifyBaseLogger,
    // On close: refuse new requests with 503, finish the ones in flight, drop idle keep-alive sockets.
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    bodyLimit: 1024 * 1024,
    trustProxy: deps.trustProxy ?? false,
    // Requests are logged once, on completion, by registerRequestLogging (with secrets redacted from URLs).
    logController: new LogController({ disableRequestLogging: true }),
  });
  drainConnectionsOnClose(app);
  registerRequestLogging(app);
  registerErrorHandler(app);
  await registerSecurityHeaders(app);
  refuseUnstorableText(app);
  registerHealthRoute(app, deps.useCases.checkHealth);
  await registerGraphqlRoute(app, deps.graphql, {
    apiKeyRateLimit: deps.apiKeyRateLimit,
    allowedOrigins: graphqlOrigins(deps.publicUrl, deps.corsOrigins ?? []),
  });
  registerTrackerScriptRoute(app, deps.tracking.scriptFile);
  await registerTrackingRoutes(app, {
    getTrackingConfig: deps.useCases.getTrackingConfig,
    enrolVisitors: deps.useCases.enrolVisitors,
    recordEvents: deps.useCases.recordEvents,
    notifyOutOfSessions: deps.useCases.notifyOutOfSessions,
    recordScriptSighting: deps.useCases.recordScriptSighting,
    ...deps.tracking,
  });
  await deps.registerPaymentRoutes(app, deps.useCases);
  await registerNewsletterRoutes(app, deps.useCases);
  if (deps.devMailbox) registerDevMailbox(app, deps.devMailbox);
  await registerWebApp(app, deps.webDistDir, deps.publicUrl);
  return app;
}

/** The origins allowed to call /graphql from a browser: the app's own (its public URL's) and those configured. */
function graphqlOrigins(publicUrl: string, configured: readonly string[]): ReadonlySet<string> {
  return new Set([new URL(publicUrl).origin, ...configured]);
}
