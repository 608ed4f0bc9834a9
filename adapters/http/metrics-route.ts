import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Registry } from 'prom-client';
import { fromThisMachine } from './from-this-machine';

export interface MetricsAccess {
  /** METRICS_TOKEN: scrapers send it as `Authorization: Bearer <token>`; null: only this machine may scrape. */
  readonly token: string | null;
}

/**
 * GET /metrics: the application's registry in Prometheus's text format. With a token, a scraper anywhere presents
 * it; without one, only a scraper on this machine that no proxy forwarded is answered, so a public deployment never
 * shows its figures to the world by default. Others get 404, as if there were nothing here.
 */
export function registerMetricsRoute(app: FastifyInstance, registry: Registry, access: MetricsAccess): void {
  const expected = access.token === null ? null : digest(access.token);
  const allowed = (req: FastifyRequest): boolean =>
    expected === null ? fromThisMachine(req) : timingSafeEqual(digest(bearerOf(req)), expected);
  app.get('/metrics', async (req, reply) => {
    if (!allowed(req)) return reply.status(404).send({ error: 'Not Found', message: 'Route GET:/metrics not found' });
    const body = await registry.metrics();
    return reply.header('content-type', registry.contentType).header('cache-control', 'no-store').send(body);
  });
}

function bearerOf(req: FastifyRequest): string {
  const header = req.headers.authorization ?? '';
  return header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
}

/** Compared as digests, so that the comparison takes the same time whatever the length of what was sent. */
function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}
