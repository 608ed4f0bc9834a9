import type { DependencyContainer } from 'tsyringe';
import { healthUseCases } from '../application/health/health-use-cases';
import type { Config } from './config/config';
import { startMetricsServer, type MetricsServer } from './http/metrics-server';
import type { Logger } from './logging/create-logger';
import { collectProcessMetrics } from './observability/metrics-registry';
import { tokens } from './tokens';

/**
 * With METRICS_PORT, a worker process (`splitpenny worker`, `splitpenny ingest-worker`) serves its container's
 * registry (the database pool's use among it, and the process's own figures) and its health on that port, on HOST;
 * without it, nothing. The readiness probes registered so far are those /readyz asks.
 */
export async function serveWorkerMetrics(
  container: DependencyContainer,
  config: Pick<Config, 'metricsPort' | 'metricsToken' | 'http'>,
  logger: Logger,
): Promise<MetricsServer | null> {
  if (config.metricsPort === null) return null;
  const registry = container.resolve(tokens.metricsRegistry);
  collectProcessMetrics(registry);
  const health = healthUseCases({
    database: container.resolve(tokens.databaseProbe),
    dependencies: container.resolveAll(tokens.readinessProbe),
  });
  const server = await startMetricsServer(
    { registry, health, logger },
    { host: config.http.host, port: config.metricsPort, token: config.metricsToken },
  );
  logger.info(
    { access: config.metricsToken === null ? 'this machine only' : 'METRICS_TOKEN' },
    `metrics served at ${server.url}/metrics (health at /livez and /readyz)`,
  );
  return server;
}
