import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import type { TracerProvider } from '@opentelemetry/api';
import type { LogEvents } from '../../application/tracking/log-events';
import type { UseCases } from '../../application/use-cases';
import type { TrustedProxies } from '../config/trusted-proxies';
import type { Logger } from '../logging/create-logger';
import { markRequestLogger } from '../logging/request-context';
import { fastifyTrustProxy } from './proxy-trust';
import { drainConnectionsOnClose } from './drain-on-close';
import { networkPseudonymiser } from './client-network';
import { registerDevMailbox, type Mailbox } from './dev-mailbox-route';
import { registerErrorHandler } from './error-handler';
import type { ApiKeyRateLimit } from './api-key-rate-limit';
import { registerGraphqlRoute, type GraphqlRequestHandler } from './graphql-route';
import { registerHealthRoutes } from './health-route';
import { registerNewsletterRoutes } from './newsletter/newsletter-routes';
import { refuseUnstorableText } from './refuse-unstorable-text';
import { registerMetricsRoute } from './metrics-route';
import { registerRequestContext } from './request-context-hooks';
import { registerRequestDurationMetric } from './request-duration-metric';
import { registerRequestTracing } from './request-tracing';
import { requestIdOf } from './request-id';
import { registerRequestLogging } from './request-logging';
import { registerSecurityHeaders } from './security-headers';
import type { RateLimitStoreClass } from './rate-limit-store';
import type { ConfigChanges } from './tracking/config-changes';
import { registerTrackerScriptRoute, trackerCodeOf } from './tracking/tracker-script-route';
import { trackingMetrics } from './tracking/tracking-metrics';
import { registerTrackingRoutes } from './tracking/tracking-routes';
import { registerVisualEditorRoutes } from './editor/visual-editor-routes';
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
  /**
   * The proxies whose X-Forwarded-For gives the client address, and X-Forwarded-Proto the protocol (HTTPS or not);
   * absent: none, the peer is the client.
   */
  readonly trustProxy?: TrustedProxies;
  /** Other origins whose pages may call /graphql from a browser (CORS_ORIGINS); the public URL's always may. */
  readonly corsOrigins?: readonly string[];
  /** The payment provider's own routes (Stripe's webhook, or the local checkout's pages): adapters/composition. */
  readonly registerPaymentRoutes: (app: FastifyInstance, useCases: UseCases) => Promise<void>;
  /** How many requests each API key may make to /graphql a minute. */
  readonly apiKeyRateLimit: ApiKeyRateLimit;
  /** Tracing, when on (OTEL_EXPORTER_OTLP_ENDPOINT): a span for each request; null or absent: none at all. */
  readonly tracerProvider?: TracerProvider | null;
  /** The application's Prometheus registry, served at /metrics to those `token` lets in (metrics-route.ts). */
  readonly metrics: { readonly registry: Registry; readonly token: string | null };
  /** Where the tracking and API key limits are counted; null: in this process's memory. */
  readonly rateLimitStore: RateLimitStoreClass | null;
  /** Changes to tracking configs made by any process (heard through the database). */
  readonly configChanges: ConfigChanges;
  /** The key of the pseudonyms under which enrolments note their client's network (client-network.ts). */
  readonly clientNetworkSecret: string;
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

/** Opening and saving the visual editor: an owner's editing is a few requests a minute; guessing is many. */
const visualEditorRateLimitPerMinute = 120;

/** Infrastructure first (errors, logging), then the API routes, then the web app and its fallback. */
export async function buildServer(deps: ServerDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    // A child, so that quietening the server's logger (while it binds) leaves the rest of the process's logging be.
    loggerInstance: deps.logger.child({}) as FastifyBaseLogger,
    // On close: refuse new requests with 503, finish the ones in flight, drop idle keep-alive sockets.
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    bodyLimit: 1024 * 1024,
    trustProxy: fastifyTrustProxy(deps.trustProxy ?? { kind: 'none' }),
    // Requests are logged once, on completion, by registerRequestLogging (with secrets redacted from URLs).
    logController: new LogController({ disableRequestLogging: true }),
    // The caller's X-Request-Id when sane (request-id.ts), else a UUID: logged as reqId and echoed back.
    requestIdHeader: false,
    genReqId: requestIdOf,
    childLoggerFactory: (logger, bindings, options) => markRequestLogger(logger.child(bindings, options)),
  });
  drainConnectionsOnClose(app);
  if (deps.tracerProvider) await registerRequestTracing(app, deps.tracerProvider);
  registerRequestContext(app);
  registerRequestLogging(app);
  registerRequestDurationMetric(app, deps.metrics.registry);
  registerErrorHandler(app);
  await registerSecurityHeaders(app);
  refuseUnstorableText(app);
  registerHealthRoutes(app, deps.useCases);
  registerMetricsRoute(app, deps.metrics.registry, { token: deps.metrics.token });
  await registerGraphqlRoute(app, deps.graphql, {
    apiKeyRateLimit: { ...deps.apiKeyRateLimit, store: deps.rateLimitStore },
    allowedOrigins: graphqlOrigins(deps.publicUrl, deps.corsOrigins ?? []),
  });
  registerTrackerScriptRoute(app, deps.tracking.scriptFile);
  await registerTrackingRoutes(app, {
    getTrackingConfig: deps.useCases.getTrackingConfig,
    getAcceptedOrigins: deps.useCases.getAcceptedOrigins,
    enrolVisitors: deps.useCases.enrolVisitors,
    recordEvents: deps.useCases.recordEvents,
    notifyOutOfSessions: deps.useCases.notifyOutOfSessions,
    notifyDailyBudgetReached: deps.useCases.notifyDailyBudgetReached,
    recordScriptSighting: deps.useCases.recordScriptSighting,
    countVisitsLeftOut: deps.useCases.countVisitsLeftOut,
    visualEditorLinkIsOpen: deps.useCases.visualEditorLinkIsOpen,
    metrics: trackingMetrics(deps.metrics.registry),
    rateLimitStore: deps.rateLimitStore,
    configChanges: deps.configChanges,
    networkOf: networkPseudonymiser(deps.clientNetworkSecret),
    trackerCode: trackerCodeOf(deps.tracking.scriptFile),
    ...deps.tracking,
  });
  await registerVisualEditorRoutes(app, {
    openVisualEditor: deps.useCases.openVisualEditor,
    saveVisualChanges: deps.useCases.saveVisualChanges,
    rateLimitPerMinute: visualEditorRateLimitPerMinute,
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
