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
  const { host } = config.http;
  const port = config.metricsPort;
  const server = await startMetricsServer(
    { registry, health, logger },
    { host, port, token: config.metricsToken },
  ).catch((error: unknown) => {
    const code = error instanceof Error && 'code' in error ? error.code : undefined;
    if (code === 'EADDRINUSE' || code === 'EACCES') throw new MetricsPortUnavailableError(host, port, code);
    throw error;
  });
  logger.info(
    { access: config.metricsToken === null ? 'this machine only' : 'METRICS_TOKEN' },
    `metrics served at ${server.url}/metrics (health at /livez and /readyz)`,
  );
  return server;
}

/** Nothing may listen on METRICS_PORT: another process has it, or it is a privileged port. */
export class MetricsPortUnavailableError extends Error {
  constructor(host: string, port: number, code: string) {
    super(
      code === 'EADDRINUSE'
        ? `METRICS_PORT ${port} is in use on ${host}: give each worker on a machine a port of its own (0: any free one)`
        : `METRICS_PORT ${port} may not be listened on by this user on ${host}: use a port above 1023`,
    );
    this.name = 'MetricsPortUnavailableError';
  }
}
