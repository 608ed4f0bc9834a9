import Fastify, { LogController, type FastifyBaseLogger } from 'fastify';
import type { Registry } from 'prom-client';
import type { Logger } from '../logging/create-logger';
import { registerHealthRoutes, type HealthChecks } from './health-route';
import { registerMetricsRoute, type MetricsAccess } from './metrics-route';

export interface MetricsServerSettings extends MetricsAccess {
  readonly host: string;
  /** 0: any free port (the address is in `url`). */
  readonly port: number;
}

export interface MetricsServer {
  /** The address it listens on, e.g. http://127.0.0.1:9464. */
  readonly url: string;
  /** Stops listening; a scrape in flight is answered first. */
  close(): Promise<void>;
}

/**
 * The port of a process that serves no web requests (`splitpenny worker`, `splitpenny ingest-worker`): its registry
 * at /metrics, with the web route's own access rules, and the health routes orchestrators poll. Nothing else: no
 * application route is ever reachable here.
 */
export async function startMetricsServer(
  deps: { readonly registry: Registry; readonly health: HealthChecks; readonly logger: Logger },
  settings: MetricsServerSettings,
): Promise<MetricsServer> {
  const app = Fastify({
    loggerInstance: deps.logger as FastifyBaseLogger,
    // Scraped every few seconds: a line per scrape would bury the worker's own lines.
    logController: new LogController({ disableRequestLogging: true }),
    // Keep-alive connections of an idle scraper would otherwise hold the process's shutdown up.
    forceCloseConnections: 'idle',
  });
  registerMetricsRoute(app, deps.registry, { token: settings.token });
  registerHealthRoutes(app, deps.health);
  const url = await app.listen({ port: settings.port, host: settings.host });
  return { url, close: () => app.close() };
}
