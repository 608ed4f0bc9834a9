import type { FastifyInstance } from 'fastify';
import type { CheckHealth } from '../../application/health/check-health';
import type { CheckReadiness } from '../../application/health/check-readiness';

export interface HealthChecks {
  readonly checkHealth: CheckHealth;
  readonly checkReadiness: CheckReadiness;
}

/** The routes load balancers and orchestrators poll: never cached, never logged unless they fail. */
export const healthPaths = ['/healthz', '/livez', '/readyz'] as const;

/**
 * - /livez: the process answers (it touches no dependency, so a slow database never gets a live process restarted);
 * - /readyz: every dependency answers, each named in the body; 503 otherwise, so traffic goes elsewhere meanwhile;
 * - /healthz: the original single check (database up or down), kept as it was for existing load balancers.
 */
export function registerHealthRoutes(app: FastifyInstance, checks: HealthChecks): void {
  app.get('/healthz', async (_req, reply) => {
    const report = await checks.checkHealth();
    return reply
      .status(report.database === 'up' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(report);
  });
  app.get('/livez', async (_req, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
  app.get('/readyz', async (_req, reply) => {
    const report = await checks.checkReadiness();
    return reply
      .status(report.ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: report.ready ? 'ready' : 'not ready', dependencies: report.dependencies });
  });
}
