import type { FastifyInstance } from 'fastify';
import type { CheckHealth } from '../../application/health/check-health';

/** Liveness and readiness in one: 200 while the database answers, 503 (with the same body) when it does not. */
export function registerHealthRoute(app: FastifyInstance, checkHealth: CheckHealth): void {
  app.get('/healthz', async (_req, reply) => {
    const report = await checkHealth();
    return reply
      .status(report.database === 'up' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(report);
  });
}
